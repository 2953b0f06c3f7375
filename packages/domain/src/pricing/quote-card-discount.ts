import { type Money, ZERO_MONEY } from '../money/money';
import { roundFen } from '../money/round-fen';
import { MINI_CARD_RATE } from './mini-card-rate';
import type { GoodsLine } from './goods-line';
import { priceLines } from './price-lines';
import { takesCardDiscount } from './takes-card-discount';

/**
 * The member-card discount on an order's lines: every line except `is_fei5zhe` pays `rate` of its
 * amount, and `is_mini` lines a further 95 % of that; the discount is what that saves, to the fen
 * (shopping §6 flags, §9 mini card). `rate` comes from `toCardRate`.
 */
export function quoteCardDiscount(lines: readonly GoodsLine[], rate: Money): Money {
  // The rates apply to each group's sum rather than to every line: exact arithmetic gives the same
  // discount with two multiplications instead of one or two a line.
  let full = ZERO_MONEY;
  let mini = ZERO_MONEY;
  for (const { line, amount } of priceLines(lines).lines) {
    if (!takesCardDiscount(line)) continue;
    if (line.isMini === true) mini = mini.plus(amount);
    else full = full.plus(amount);
  }
  const after = full.times(rate).plus(mini.times(rate).times(MINI_CARD_RATE));
  return roundFen(full.plus(mini).minus(after));
}
