import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_TYPE_CAP_INVALID,
  COUPON_TYPE_DATES_INVALID,
  COUPON_TYPE_GOODS_MISSING,
  COUPON_TYPE_NAME_REQUIRED,
  COUPON_TYPE_RANGE_IDS_REQUIRED,
  COUPON_TYPE_SHIPPING_RANGE,
  COUPON_TYPE_THRESHOLD_BELOW_FACE,
} from '../messages/messages';
import { COUPON_TYPE_NAME_MAX, type CouponTypeDraft, validateCouponType } from './validate-coupon-type';

const draft: CouponTypeDraft = {
  name: '满100减10',
  faceValueFen: 1000,
  deductionCapFen: null,
  minGoodsAmountFen: 10_000,
  isShipping: false,
  actRange: 0,
  actRangeExt: [],
  useStartDate: new Date('2026-11-01T00:00:00+08:00'),
  useEndDate: new Date('2026-11-30T00:00:00+08:00'),
};

describe('validateCouponType', () => {
  it('takes a 满减 coupon, a coupon without a threshold, a restricted one and a shipping coupon', () => {
    expect(validateCouponType(draft)).toBeNull();
    expect(validateCouponType({ ...draft, minGoodsAmountFen: 0 })).toBeNull();
    expect(validateCouponType({ ...draft, actRange: 1, actRangeExt: [12, 13] })).toBeNull();
    expect(validateCouponType({ ...draft, actRange: 4, actRangeExt: [7] })).toBeNull();
    expect(validateCouponType({ ...draft, isShipping: true, minGoodsAmountFen: 500 })).toBeNull();
    expect(validateCouponType({ ...draft, useEndDate: draft.useStartDate })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(validateCouponType({ ...draft, name: ' ' })).toBe(COUPON_TYPE_NAME_REQUIRED);
    expect(validateCouponType({ ...draft, name: '券'.repeat(COUPON_TYPE_NAME_MAX + 1) })).toBe(COUPON_TYPE_NAME_REQUIRED);
    expect(validateCouponType({ ...draft, minGoodsAmountFen: 999 })).toBe(COUPON_TYPE_THRESHOLD_BELOW_FACE);
    expect(validateCouponType({ ...draft, deductionCapFen: 1001 })).toBe(COUPON_TYPE_CAP_INVALID);
    expect(validateCouponType({ ...draft, isShipping: true, actRange: 2, actRangeExt: [3] })).toBe(COUPON_TYPE_SHIPPING_RANGE);
    expect(validateCouponType({ ...draft, actRange: 3 })).toBe(COUPON_TYPE_RANGE_IDS_REQUIRED);
    expect(validateCouponType({ ...draft, actRange: 4 })).toBe(COUPON_TYPE_GOODS_MISSING);
    expect(validateCouponType({ ...draft, isShipping: true, actRange: 4, actRangeExt: [7] })).toBe(COUPON_TYPE_SHIPPING_RANGE);
    expect(validateCouponType({ ...draft, useEndDate: new Date(draft.useStartDate.getTime() - 1) })).toBe(COUPON_TYPE_DATES_INVALID);
  });

  it('never lets a goods coupon with a threshold deduct more than the threshold it needs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (face, threshold) => {
        if (validateCouponType({ ...draft, faceValueFen: face, minGoodsAmountFen: threshold }) === null) expect(face).toBeLessThanOrEqual(threshold);
      }),
    );
  });
});
