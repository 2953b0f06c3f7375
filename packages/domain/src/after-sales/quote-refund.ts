import { AFTER_SALES_QUANTITY_INVALID, SELECT_AFTER_SALES_GOODS } from '../messages/messages';
import { InvalidRefundError } from './invalid-refund-error';

/** An order line as after-sales sees it (shopping §3 "Order goods line"): amounts in fen. */
export interface RefundableLine {
  /** `rec_id`. */
  readonly recId: number;
  /** `goods_price` of one unit, in fen. */
  readonly priceFen: number;
  /** `goods_number`: units bought. */
  readonly bought: number;
  /** `refund_number`: units refunded already. */
  readonly refunded: number;
}

/** One entry of `goods_json`: the line and how many of its units go back. */
export interface RefundRequestLine {
  readonly recId: number;
  readonly number: number;
}

export interface RefundQuoteInput {
  /** What the shopper paid for the order, in fen (`total_fee`: goods and shipping after every deduction). */
  readonly paidFen: number;
  /** What earlier refunds of this order gave back, in fen. */
  readonly refundedFen: number;
  /** Every line of the order. */
  readonly lines: readonly RefundableLine[];
  /** The lines and numbers asked for now. */
  readonly requested: readonly RefundRequestLine[];
}

/** The amount to refund, in fen, or why the request cannot be quoted. */
export type RefundQuote = { readonly ok: true; readonly amountFen: number } | { readonly ok: false; readonly message: string };

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The money an after-sales request gives back (shopping §3 "After-sales request"): each
 * returned unit's share of what was paid for the order, weighted by its price (by units when every line is free).
 * The share is taken on the cumulative value returned and rounded down to the fen, minus what earlier refunds gave,
 * so the request that returns the last unit gets the remainder: the refunds of an order sum to what was paid and
 * never exceed it. Refused: nothing asked (`请选择至少一个商品申请售后！`), a line not of the order, twice, or more
 * units than bought minus refunded (`请输入正确的售后数量！`).
 */
export function quoteRefund(input: RefundQuoteInput): RefundQuote {
  const { paidFen, refundedFen, lines, requested } = input;
  if (!isCount(paidFen) || !isCount(refundedFen) || refundedFen > paidFen) {
    throw new InvalidRefundError(`refunded ${refundedFen} of ${paidFen} fen paid`);
  }
  for (const line of lines) {
    if (!isCount(line.priceFen) || !isCount(line.bought) || !isCount(line.refunded) || line.refunded > line.bought) {
      throw new InvalidRefundError(`line ${line.recId}: ${line.refunded} of ${line.bought} refunded at ${line.priceFen} fen`);
    }
  }
  if (requested.length === 0) return { ok: false, message: SELECT_AFTER_SALES_GOODS };
  const byId = new Map(lines.map((line) => [line.recId, line]));
  const seen = new Set<number>();
  for (const { recId, number } of requested) {
    const line = byId.get(recId);
    if (!line || seen.has(recId) || !Number.isInteger(number) || number < 1 || number > line.bought - line.refunded) {
      return { ok: false, message: AFTER_SALES_QUANTITY_INVALID };
    }
    seen.add(recId);
  }

  // Free lines alone still split the money (e.g. shipping) by units.
  const byPrice = lines.some((line) => line.priceFen > 0 && line.bought > 0);
  const weight = (line: RefundableLine) => BigInt(byPrice ? line.priceFen : 1);
  const total = lines.reduce((sum, line) => sum + weight(line) * BigInt(line.bought), 0n);
  const returnedBefore = lines.reduce((sum, line) => sum + weight(line) * BigInt(line.refunded), 0n);
  const returnedNow = requested.reduce((sum, { recId, number }) => sum + weight(byId.get(recId) as RefundableLine) * BigInt(number), 0n);
  if (total === 0n) return { ok: true, amountFen: 0 };
  const dueSoFar = Number((BigInt(paidFen) * (returnedBefore + returnedNow)) / total);
  return { ok: true, amountFen: Math.min(Math.max(dueSoFar - refundedFen, 0), paidFen - refundedFen) };
}
