import type { Money } from '../money/money';
import { toMoney } from '../money/to-money';
import type { GoodsLine } from './goods-line';
import { InvalidGoodsLineError } from './invalid-goods-line-error';

/** A goods line with its amounts parsed once: what every rule downstream of the edge reads. */
export interface PricedLine {
  /** The line as given. */
  readonly line: GoodsLine;
  /** price × quantity, exact (unrounded). */
  readonly amount: Money;
  /** market price × quantity, exact (unrounded). */
  readonly marketAmount: Money;
}

/**
 * Parses a goods line's prices and checks its invariants (whole quantity ≥ 1, prices ≥ 0), giving
 * its amount and market amount; a broken line throws `InvalidGoodsLineError` (parse once at the
 * edge: rules read an order's lines through `priceLines`, which parses each line once).
 */
export function priceLine(line: GoodsLine): PricedLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new InvalidGoodsLineError(line.goodsId, `quantity ${line.quantity} is not a whole number ≥ 1`);
  }
  const price = toMoney(line.price);
  const marketPrice = toMoney(line.marketPrice);
  if (price.isNegative() || marketPrice.isNegative()) {
    throw new InvalidGoodsLineError(line.goodsId, 'negative price');
  }
  // A one-piece line costs its prices: multiplying by 1 would only copy the parsed Decimals.
  if (line.quantity === 1) return { line, amount: price, marketAmount: marketPrice };
  return { line, amount: price.times(line.quantity), marketAmount: marketPrice.times(line.quantity) };
}
