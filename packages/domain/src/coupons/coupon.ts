import type { MoneyInput } from '../money/money';

/**
 * `act_range`: which goods a coupon applies to: 0 all, 1 categories, 2 brands, 3 suppliers (shopping §4), and
 * 4 goods picked one by one, the back office's fifth range (issue 31 "Coupon types": whole shop, category, brand,
 * goods or supplier).
 */
export type ActRange = 0 | 1 | 2 | 3 | 4;

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
  /** `act_range_ext`: the category, brand, supplier or goods ids of `act_range` 1–4 (ignored for 0). */
  readonly actRangeExt: readonly number[];
  /** `use_start_date`: first day of use (its China calendar day counts, see `isWithinUseDates`). */
  readonly useStartDate: Date;
  /** `use_end_date`: last day of use, inclusive. */
  readonly useEndDate: Date;
}
