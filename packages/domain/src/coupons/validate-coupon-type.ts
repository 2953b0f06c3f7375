import {
  COUPON_TYPE_CAP_INVALID,
  COUPON_TYPE_DATES_INVALID,
  COUPON_TYPE_GOODS_MISSING,
  COUPON_TYPE_NAME_REQUIRED,
  COUPON_TYPE_RANGE_IDS_REQUIRED,
  COUPON_TYPE_SHIPPING_RANGE,
  COUPON_TYPE_THRESHOLD_BELOW_FACE,
} from '../messages/messages';
import type { ActRange } from './coupon';

/** The longest coupon type name a coupon card shows on one line. */
export const COUPON_TYPE_NAME_MAX = 30;

/** A coupon type as the back office edits it; amounts in fen, already read from yuan text. */
export interface CouponTypeDraft {
  readonly name: string;
  /** `type_money`. */
  readonly faceValueFen: number;
  /** `type_money_deal`: the most it deducts, or null (the face value caps it). */
  readonly deductionCapFen: number | null;
  /** `min_goods_amount`: 0 for a coupon without a threshold. */
  readonly minGoodsAmountFen: number;
  readonly isShipping: boolean;
  readonly actRange: ActRange;
  readonly actRangeExt: readonly number[];
  readonly useStartDate: Date;
  readonly useEndDate: Date;
}

/**
 * What is wrong with a coupon type, or null (issue 31 "Coupon types"): a name; a goods coupon with a threshold
 * at least its face value (满 100 减 10; 0 is no threshold), a cap no higher than the face value; a shipping coupon
 * for the whole shop (its fee is the order's, not a category's); the ids a restricted range names (for the goods
 * range, the goods picked); an end on or after the start.
 */
export function validateCouponType(draft: CouponTypeDraft): string | null {
  const name = draft.name.trim();
  if (name === '' || name.length > COUPON_TYPE_NAME_MAX) return COUPON_TYPE_NAME_REQUIRED;
  if (!draft.isShipping && draft.minGoodsAmountFen > 0 && draft.minGoodsAmountFen < draft.faceValueFen) return COUPON_TYPE_THRESHOLD_BELOW_FACE;
  if (draft.deductionCapFen !== null && draft.deductionCapFen > draft.faceValueFen) return COUPON_TYPE_CAP_INVALID;
  if (draft.isShipping && draft.actRange !== 0) return COUPON_TYPE_SHIPPING_RANGE;
  if (draft.actRange !== 0 && draft.actRangeExt.length === 0)
    return draft.actRange === 4 ? COUPON_TYPE_GOODS_MISSING : COUPON_TYPE_RANGE_IDS_REQUIRED;
  if (draft.useEndDate.getTime() < draft.useStartDate.getTime()) return COUPON_TYPE_DATES_INVALID;
  return null;
}
