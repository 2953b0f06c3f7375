import { InvalidRefundError } from './invalid-refund-error';

export interface SplitRefundInput {
  /** What each way of paying contributed to the order, in fen, in the order they are refunded. */
  readonly sourcesFen: readonly number[];
  /** What earlier refunds of the order gave back, in fen. */
  readonly refundedFen: number;
  /** The refund to split now, in fen. */
  readonly amountFen: number;
}

/**
 * Splits a refund over the ways the order was paid, so the money goes back where it came from (shopping §5
 * "After-sales"): refunds fill the sources in the given order, each up to what it paid, continuing from where
 * earlier refunds of the order stopped. Every refund's parts sum to it, no source gets back more than it paid, and
 * refunding everything returns each source exactly what it paid. Throws `InvalidRefundError` when the refunds
 * would exceed what was paid.
 */
export function splitRefund({ sourcesFen, refundedFen, amountFen }: SplitRefundInput): number[] {
  const paid = sourcesFen.reduce((sum, fen) => sum + fen, 0);
  const valid = (fen: number) => Number.isSafeInteger(fen) && fen >= 0;
  if (!sourcesFen.every(valid) || !valid(refundedFen) || !valid(amountFen) || refundedFen + amountFen > paid) {
    throw new InvalidRefundError(`refund ${amountFen} after ${refundedFen} of ${paid} fen paid`);
  }
  let skip = refundedFen;
  let left = amountFen;
  return sourcesFen.map((fen) => {
    const skipped = Math.min(skip, fen);
    skip -= skipped;
    const part = Math.min(left, fen - skipped);
    left -= part;
    return part;
  });
}
