import type { Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import type { Coupon } from './coupon';
import { couponCap } from './coupon-cap';

/** A coupon's amounts parsed once, to the fen. */
export interface ParsedCoupon {
  /** `couponCap`. */
  readonly cap: Money;
  /** `type_money`. */
  readonly typeMoney: Money;
  /** `min_goods_amount`. */
  readonly minGoodsAmount: Money;
}

// Coupons are immutable values, so each is parsed once however many orders it is judged against.
const parsed = new WeakMap<Coupon, ParsedCoupon>();

/**
 * Parses a coupon's amounts (`type_money`, its cap, `min_goods_amount`) to the fen, once per coupon
 * object (parse once at the edge); treat coupons as immutable.
 */
export function parseCoupon(coupon: Coupon): ParsedCoupon {
  const known = parsed.get(coupon);
  if (known !== undefined) return known;
  const typeMoney = roundFen(coupon.typeMoney);
  // The cap falls back to type_money: given parsed, it is not parsed twice.
  const result = { cap: couponCap({ typeMoney, typeMoneyDeal: coupon.typeMoneyDeal }), typeMoney, minGoodsAmount: roundFen(coupon.minGoodsAmount) };
  parsed.set(coupon, result);
  return result;
}
