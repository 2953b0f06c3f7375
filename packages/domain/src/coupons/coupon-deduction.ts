import { minMoney } from '../money/min-money';
import type { Money } from '../money/money';
import type { GoodsLine } from '../pricing/goods-line';
import type { Coupon } from './coupon';
import { couponCap } from './coupon-cap';
import { matchingTotal } from './matching-total';

/**
 * What a coupon deducts from an order: its cap (`couponCap`) or the total of its matching goods,
 * whichever is less — a coupon never discounts more than the amount it applies to (shopping §4).
 * Whether it may be used at all is `checkCoupon`'s question. Pass the matching total and the cap when
 * they are already known.
 */
export function couponDeduction(
  coupon: Coupon,
  lines: readonly GoodsLine[],
  total: Money = matchingTotal(coupon, lines),
  cap: Money = couponCap(coupon),
): Money {
  return minMoney(cap, total);
}
