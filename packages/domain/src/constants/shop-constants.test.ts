import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_BOUNDS, MAX_UPLOAD_BYTES, PAGE_SIZES, PAY_IDS, PAY_OPTION_KEYS, QR_CODE_SIZE_PX } from './shop-constants';

describe('shop constants', () => {
  it('holds the figures of both section 9s', () => {
    expect(PAGE_SIZES.category).toBe(20);
    expect(PAGE_SIZES.orders).toBe(10);
    expect(PAGE_SIZES.coupons).toBe(9);
    expect(PAGE_SIZES.catalogueSearch).toBe(24);
    expect(MAX_UPLOAD_BYTES).toBe(1024 * 1024);
    expect(PAY_IDS).toEqual({ memberCard: 8, alipay: 15, wechat: 16 });
    expect(PAY_OPTION_KEYS).toEqual({ alipay: 5, wechat: 7, memberCard: 8 });
    expect(QR_CODE_SIZE_PX).toBe(224);
  });
});

describe('properties', () => {
  it('every page size and history bound is a positive whole number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(PAGE_SIZES), ...Object.values(HISTORY_BOUNDS)), (size) => {
        expect(Number.isInteger(size) && size > 0).toBe(true);
      }),
    );
  });
});
