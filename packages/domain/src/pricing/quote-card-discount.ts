import type { Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import { sumMoney } from '../money/sum-money';
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
  const eligible = priceLines(lines).lines.filter(({ line }) => takesCardDiscount(line));
  const before = sumMoney(eligible.map(({ amount }) => amount));
  const after = sumMoney(eligible.map(({ line, amount }) => (line.isMini === true ? amount.times(rate).times(MINI_CARD_RATE) : amount.times(rate))));
  return roundFen(before.minus(after));
}
