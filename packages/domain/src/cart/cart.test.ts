import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORWARD_PRESALE_USE_APP, OFF_SALE, SKU_GONE, SOLD_OUT_BUTTON } from '../messages/messages';
import { cartLineRefusal } from './cart-line-refusal';
import { groupByShipFrom } from './group-by-ship-from';

describe('grouping by ship-from place', () => {
  it('grouping by ship-from place partitions the lines: each in exactly one group of its own place, order kept', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), place: fc.constantFrom('1', '2', '3') })), (lines) => {
        const groups = groupByShipFrom(lines, (line) => line.place);
        expect(groups.flatMap((group) => group.items)).toHaveLength(lines.length);
        expect(new Set(groups.map((group) => group.shipFrom)).size).toBe(groups.length);
        for (const group of groups) {
          expect(group.items.every((line) => line.place === group.shipFrom)).toBe(true);
          expect(group.items).toEqual(lines.filter((line) => line.place === group.shipFrom));
        }
        expect(groups.map((group) => group.shipFrom)).toEqual([...new Set(lines.map((line) => line.place))]);
      }),
    );
  });
});

describe('cart line refusal', () => {
  it('names the first reason a line cannot be bought', () => {
    expect(cartLineRefusal({ sku: null, isForward: true, isSale: 3 })).toBe(SKU_GONE);
    expect(cartLineRefusal({ sku: { stock: 0 }, isForward: true, isSale: 3 })).toBe(FORWARD_PRESALE_USE_APP);
    expect(cartLineRefusal({ sku: { stock: 0 }, isForward: false, isSale: 3 })).toBe(OFF_SALE);
    expect(cartLineRefusal({ sku: { stock: 0 }, isForward: false, isSale: 1 })).toBe(SOLD_OUT_BUTTON);
    expect(cartLineRefusal({ sku: { stock: 1 }, isForward: false, isSale: 1 })).toBeNull();
  });
});
