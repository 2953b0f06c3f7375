import { REFUSE_REASON_REQUIRED, REFUSE_REASON_TOO_LONG } from '../messages/messages';
import { countCharacters } from './count-characters';

/** The longest reason an operator gives for refusing an after-sales request, in characters. */
export const REFUSE_REASON_MAX = 200;

/**
 * Why the reason for refusing an after-sales request (issue 32 "refuse with a reason the shopper sees") cannot be
 * kept: blank once trimmed, or longer than 200 characters; null when it can.
 */
export function refuseReasonRefusal(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REFUSE_REASON_REQUIRED;
  return countCharacters(trimmed) > REFUSE_REASON_MAX ? REFUSE_REASON_TOO_LONG : null;
}
