import { ORDER_NOTE_MAX } from '../constants/back-office-limits';
import { ORDER_NOTE_REQUIRED, ORDER_NOTE_TOO_LONG } from '../messages/messages';
import { countCharacters } from './count-characters';

/**
 * Why an operator's internal note on an order (issue 32 "an internal note on an order", never shown to the
 * shopper) cannot be kept: blank once trimmed, or longer than 500 characters; null when it can.
 */
export function orderNoteRefusal(note: string): string | null {
  const trimmed = note.trim();
  if (trimmed === '') return ORDER_NOTE_REQUIRED;
  return countCharacters(trimmed) > ORDER_NOTE_MAX ? ORDER_NOTE_TOO_LONG : null;
}
