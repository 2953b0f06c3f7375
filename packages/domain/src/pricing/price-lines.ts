import type { Money } from '../money/money';
import { sumMoney } from '../money/sum-money';
import type { GoodsLine } from './goods-line';
import { priceLine, type PricedLine } from './price-line';

/** An order's goods lines parsed and summed: what they cost and their market value, exact (unrounded). */
export interface PricedLines {
  /** Each line's `priceLine`, in order. */
  readonly lines: readonly PricedLine[];
  /** The sum of the lines' `priceLine` amounts. */
  readonly amount: Money;
  /** The sum of the lines' market amounts. */
  readonly marketAmount: Money;
}

// A checkout reads each order's lines many times (serving order, coupon picking, card and black-five
// quotes, subtotals), so they are parsed and added once per lines array. Line arrays are immutable values.
const summed = new WeakMap<readonly GoodsLine[], PricedLines>();

/**
 * Parses an order's lines (`priceLine`, a broken line throws) and sums them, the goods subtotal and market
 * subtotal before rounding (shopping §3 checkout `goods_amount`, `market_amount`); remembered per lines
 * array: treat it as immutable.
 */
export function priceLines(lines: readonly GoodsLine[]): PricedLines {
  const known = summed.get(lines);
  if (known !== undefined) return known;
  const priced = lines.map((line) => priceLine(line));
  const sums = {
    lines: priced,
    amount: sumMoney(priced.map(({ amount }) => amount)),
    marketAmount: sumMoney(priced.map(({ marketAmount }) => marketAmount)),
  };
  summed.set(lines, sums);
  return sums;
}
