import { CARD_BALANCE_OVER_MAX, CARD_TOP_UP_AMOUNT_INVALID, CARD_TOP_UP_REASON_INVALID } from '../messages/messages';
import { parseFen } from '../money/parse-fen';
import { countCharacters } from '../validation/count-characters';
import { CARD_BALANCE_MAX_FEN, CARD_TOP_UP_MAX_FEN, CARD_TOP_UP_REASON_MAX } from './member-card-kinds';

/** A top-up's amount typed in yuan ("300.50") as whole fen, 1 fen to `CARD_TOP_UP_MAX_FEN`; null otherwise. */
export function readCardTopUpAmount(yuanText: string): number | null {
  const fen = parseFen(yuanText.trim(), CARD_TOP_UP_MAX_FEN);
  return fen !== null && fen > 0 ? fen : null;
}

/** Why a top-up's reason cannot be kept: blank, or longer than `CARD_TOP_UP_REASON_MAX` characters once trimmed. */
export function cardTopUpReasonRefusal(reason: string): string | null {
  const length = countCharacters(reason.trim());
  return length === 0 || length > CARD_TOP_UP_REASON_MAX ? CARD_TOP_UP_REASON_INVALID : null;
}

/**
 * Why a member card top-up (issue 32 "Money": top up with a ledger row) cannot be made, per field; empty when it can.
 * `balanceFen`, when known, also holds the card under `CARD_BALANCE_MAX_FEN` (the server checks it again as it adds).
 */
export function cardTopUpRefusals(input: { amount: string; reason: string; balanceFen?: number }): { amount?: string; reason?: string } {
  const fen = readCardTopUpAmount(input.amount);
  const refusals: { amount?: string; reason?: string } = {};
  if (fen === null) refusals.amount = CARD_TOP_UP_AMOUNT_INVALID;
  else if (input.balanceFen !== undefined && input.balanceFen + fen > CARD_BALANCE_MAX_FEN) refusals.amount = CARD_BALANCE_OVER_MAX;
  const reason = cardTopUpReasonRefusal(input.reason);
  if (reason) refusals.reason = reason;
  return refusals;
}
