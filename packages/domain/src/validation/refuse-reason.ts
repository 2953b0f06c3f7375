import { REFUSE_REASON_MAX } from '../constants/back-office-limits';
import { REFUSE_REASON_REQUIRED, REFUSE_REASON_TOO_LONG } from '../messages/messages';
import { countCharacters } from './count-characters';

/**
 * Why the reason for refusing an after-sales request (issue 32 "refuse with a reason the shopper sees") cannot be
 * kept: blank once trimmed, or longer than 200 characters; null when it can.
 */
export function refuseReasonRefusal(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REFUSE_REASON_REQUIRED;
  return countCharacters(trimmed) > REFUSE_REASON_MAX ? REFUSE_REASON_TOO_LONG : null;
}
