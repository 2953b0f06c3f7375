import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_YET_ON_SALE, OFF_SALE, REGION_SOLD_OUT, SOLD_OUT_BUTTON, SPEC_NOT_FOUND, SPEC_ONE_PER_GROUP } from '../messages/messages';
import { chooseSku } from './choose-sku';
import { purchaseRefusals } from './purchase-refusals';
import { regionGoodsError } from './region-goods-error';

// Colour 1 (red 11, white 12) × size 2 (small 21, big 22); white-big is sold out.
const groups = [
  { attrId: 1, valueIds: [11, 12] },
  { attrId: 2, valueIds: [21, 22] },
];
const skus = [
  { id: 'red-small', attrIds: [11, 21], stock: 3 },
  { id: 'red-big', attrIds: [11, 22], stock: 1 },
  { id: 'white-small', attrIds: [12, 21], stock: 2 },
  { id: 'white-big', attrIds: [12, 22], stock: 0 },
];

describe('SKU choice', () => {
  it('finds the one SKU when every attribute is chosen, and the values that would give none in stock', () => {
    const choice = chooseSku(groups, skus, [12, 21], false);
    expect(choice.ok && choice.sku?.id).toBe('white-small');
    expect(choice.ok && choice.noAllow).toEqual([22]);
  });

  it('refuses an unknown value or two values of one attribute', () => {
    expect(chooseSku(groups, skus, [99], false)).toEqual({ ok: false, message: SPEC_NOT_FOUND });
    expect(chooseSku(groups, skus, [11, 12], false)).toEqual({ ok: false, message: SPEC_ONE_PER_GROUP });
  });

  it('the chosen SKU always carries every chosen value, and a sold-out region allows no value', () => {
    fc.assert(
      fc.property(fc.subarray([11, 12, 21, 22]), fc.boolean(), (chosen, soldOut) => {
        const choice = chooseSku(groups, skus, chosen, soldOut);
        if (!choice.ok) return;
        for (const sku of choice.matching) expect(chosen.every((id) => sku.attrIds.includes(id))).toBe(true);
        if (soldOut) expect(choice.noAllow).toEqual([11, 12, 21, 22]);
      }),
    );
  });
});

describe('region and purchase refusals', () => {
  it('a city is refused when it or its province is blocked, and nothing without a city', () => {
    expect(regionGoodsError([3302], 330100)).toBe(0);
    expect(regionGoodsError([3301], 330100)).toBe(1);
    expect(regionGoodsError([330100], 330100)).toBe(1);
    expect(regionGoodsError([330100], undefined)).toBe(0);
  });

  it('lists the reasons in the page’s order; none for goods on sale in stock', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const base = { isDeposit: false, isForward: false, isSale: 1, stock: 5, depositStatus: 0, djBegTime: null, regionError: 0 as const };
    expect(purchaseRefusals(base, now)).toEqual([]);
    expect(purchaseRefusals({ ...base, isSale: 2 }, now)).toEqual([NOT_YET_ON_SALE]);
    expect(purchaseRefusals({ ...base, regionError: 1 }, now)).toEqual([REGION_SOLD_OUT]);
    expect(purchaseRefusals({ ...base, stock: 0 }, now)).toEqual([SOLD_OUT_BUTTON]);
  });

  it('goods taken off sale are sold out on the page and off sale, first, to an order', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const offSale = { isDeposit: false, isForward: false, isSale: 3, stock: 5, depositStatus: 0, djBegTime: null, regionError: 1 as const };
    expect(purchaseRefusals(offSale, now)).toEqual([REGION_SOLD_OUT]);
    expect(purchaseRefusals({ ...offSale, regionError: 0 }, now)).toEqual([SOLD_OUT_BUTTON]);
    expect(purchaseRefusals(offSale, now, { ordering: true })).toEqual([OFF_SALE, REGION_SOLD_OUT]);
    expect(purchaseRefusals({ ...offSale, isSale: 1 }, now, { ordering: true })).toEqual([REGION_SOLD_OUT]);
  });
});
