import { BLACK_FIVE_NOT_APPLICABLE } from '../messages/messages';
import type { Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import { sumMoney } from '../money/sum-money';
import { MINI_CARD_RATE } from './mini-card-rate';
import type { GoodsLine } from './goods-line';
import { priceLines } from './price-lines';

/** The black-five card's share of an order, or why it does not apply. */
export type BlackFiveQuote =
  | {
      readonly applicable: true;
      /** Market subtotal of the `is_hei5ka` lines (`market_subtotal`), to the fen. */
      readonly marketSubtotal: Money;
      /** What the card pays for them: half that, `is_mini` lines a further 95 %, to the fen. */
      readonly payable: Money;
      /** marketSubtotal − payable, what the card takes off. */
      readonly deduction: Money;
    }
  | { readonly applicable: false; readonly message: typeof BLACK_FIVE_NOT_APPLICABLE };

/** The share of the market price the black-five card pays (shopping §9: 50 percent off). */
export const BLACK_FIVE_RATE = '0.5';

/**
 * Quotes the black-five card (card number 2) on an order's lines: the qualifying (`is_hei5ka`) lines
 * cost half their market subtotal, `is_mini` lines a further 95 %, to the fen; with no qualifying line
 * it does not apply, with `此商品不享受黑五卡折扣` (shopping §4 "Cart and checkout", §5 Pay, §9).
 */
export function quoteBlackFive(lines: readonly GoodsLine[]): BlackFiveQuote {
  const qualifying = priceLines(lines).lines.filter(({ line }) => line.isBlackFiveGoods === true);
  if (qualifying.length === 0) return { applicable: false, message: BLACK_FIVE_NOT_APPLICABLE };
  const marketSubtotal = roundFen(sumMoney(qualifying.map(({ marketAmount }) => marketAmount)));
  const payable = roundFen(
    sumMoney(
      qualifying.map(({ line, marketAmount }) => {
        const half = marketAmount.times(BLACK_FIVE_RATE);
        return line.isMini === true ? half.times(MINI_CARD_RATE) : half;
      }),
    ),
  );
  return { applicable: true, marketSubtotal, payable, deduction: marketSubtotal.minus(payable) };
}
