import { freeShippingAmountMessage, freeShippingPiecesMessage } from '../messages/messages';
import type { Money, MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';
import { formatYuan } from '../money/format-yuan';

/** A cart group's free-shipping activity (shopping §3 cart item free-shipping fields). */
export interface FreeShippingActivity {
  /** Activity type: 1 counts pieces, any other type counts yuan. */
  readonly type: number;
  /** Pieces needed, for type 1. */
  readonly number?: number;
  /** Yuan needed, for the other types. */
  readonly amount?: MoneyInput;
}

/** What the selected goods of the group add up to. */
export interface FreeShippingSelection {
  readonly pieces: number;
  readonly amount: MoneyInput;
}

/** How far the selection is from free shipping. */
export type FreeShippingHint =
  | { readonly unit: 'piece'; readonly missing: number; readonly message: string }
  | { readonly unit: 'yuan'; readonly missing: Money; readonly message: string };

/**
 * The free-shipping hint of a cart group: an activity of type 1 counts pieces, other types count
 * yuan; gives what is still missing with its text, or `undefined` once the threshold is reached
 * (shopping §4 "Free-shipping activity"). A threshold left out counts as reached.
 */
export function freeShippingHint(activity: FreeShippingActivity, selection: FreeShippingSelection): FreeShippingHint | undefined {
  if (activity.type === 1) {
    const missing = (activity.number ?? 0) - selection.pieces;
    return missing > 0 ? { unit: 'piece', missing, message: freeShippingPiecesMessage(missing) } : undefined;
  }
  const missing = roundFen(activity.amount ?? 0).minus(roundFen(selection.amount));
  return missing.greaterThan(0) ? { unit: 'yuan', missing, message: freeShippingAmountMessage(formatYuan(missing)) } : undefined;
}
