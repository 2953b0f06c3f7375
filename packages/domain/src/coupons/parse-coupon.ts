import type { Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import type { Coupon } from './coupon';
import { couponCap } from './coupon-cap';

/** A coupon's amounts parsed once, to the fen. */
export interface ParsedCoupon {
  /** `couponCap`. */
  readonly cap: Money;
  /** `type_money`. */
  readonly faceValue: Money;
  /** `min_goods_amount`. */
  readonly minGoodsAmount: Money;
}

/**
 * Parses a coupon's amounts (`type_money`, its cap, `min_goods_amount`) to the fen (parse once at the
 * edge): pickers parse each coupon once per call and judge every order with the result.
 */
export function parseCoupon(coupon: Coupon): ParsedCoupon {
  const faceValue = roundFen(coupon.faceValue);
  // The cap falls back to type_money: given parsed, it is not parsed twice.
  return {
    cap: couponCap({ faceValue: faceValue, deductionCap: coupon.deductionCap }),
    faceValue: faceValue,
    minGoodsAmount: roundFen(coupon.minGoodsAmount),
  };
}
