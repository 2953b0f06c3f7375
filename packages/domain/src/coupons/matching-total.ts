import type { Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import { sumMoney } from '../money/sum-money';
import type { GoodsLine } from '../pricing/goods-line';
import { priceLine } from '../pricing/price-line';
import type { Coupon } from './coupon';
import { matchCouponGoods } from './match-coupon-goods';

/** The goods total a coupon applies to: the amounts of its matching lines (`matchCouponGoods`), to the fen. */
export function matchingTotal(coupon: Pick<Coupon, 'actRange' | 'actRangeExt'>, lines: readonly GoodsLine[]): Money {
  return roundFen(sumMoney(matchCouponGoods(coupon, lines).map((line) => priceLine(line).amount)));
}
