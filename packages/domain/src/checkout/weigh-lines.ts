import { MoneyDecimal } from '../money/money';
import type { GoodsLine } from '../pricing/goods-line';

// A line without a weight shows 0.01 kg a piece (shopping §3 order goods line).
const DEFAULT_WEIGHT_KG = '0.01';

/** The total weight of lines in kg (`subweight`), 0.01 kg a piece where a line gives none, to the gram. */
export function weighLines(lines: readonly GoodsLine[]): number {
  let total = new MoneyDecimal(0);
  for (const line of lines) total = total.plus(new MoneyDecimal(line.weight ?? DEFAULT_WEIGHT_KG).times(line.quantity));
  return total.toDecimalPlaces(3).toNumber();
}
