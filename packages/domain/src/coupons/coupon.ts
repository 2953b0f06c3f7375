import type { MoneyInput } from '../money/money';

/** `act_range`: which goods a coupon applies to (shopping §4): 0 all, 1 categories, 2 brands, 3 suppliers. */
export type ActRange = 0 | 1 | 2 | 3;

/**
 * A shopper's coupon (`bonus`, shopping §3) as plain data. Goods coupons deduct from goods,
 * shipping coupons (`is_shipping`) from the shipping fee.
 */
export interface Coupon {
  /** `bonus_id`, unique per shopper's coupon. */
  readonly couponId: number;
  /** `type_money`: the face value in yuan. */
  readonly faceValue: MoneyInput;
  /** `type_money_deal`: the most the coupon deducts, when set and above 0; else `type_money` caps it. */
  readonly deductionCap?: MoneyInput | null;
  /** `min_goods_amount`: the matching goods total (or, for a shipping coupon, the fee) it needs. */
  readonly minGoodsAmount: MoneyInput;
  /** `is_shipping`: a shipping coupon. */
  readonly isShipping: boolean;
  /** `act_range`. */
  readonly actRange: ActRange;
  /** `act_range_ext`: the category, brand or supplier ids of `act_range` 1–3 (ignored for 0). */
  readonly actRangeExt: readonly number[];
  /** `use_start_date`: first day of use (its China calendar day counts, see `isWithinUseDates`). */
  readonly useStartDate: Date;
  /** `use_end_date`: last day of use, inclusive. */
  readonly useEndDate: Date;
}
