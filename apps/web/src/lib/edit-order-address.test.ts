import { describe, expect, it } from 'vitest';
import { directBuyOf, directBuySearch, editOrderSearchOf, sameDirectBuy, type DirectBuy } from './edit-order-address';

const rose: DirectBuy = { gshp_id: 12, number: 3, attr_id: [31, 45], delivery_id: null, is_dingjin: 0, type: 'normal' };

describe('the direct buy in editOrder’s address', () => {
  it('names the goods, SKU and quantity with once=1, and reads back the same buy', () => {
    expect(directBuySearch(rose)).toEqual({ once: 1, gshp_id: 12, number: 3, attr_id: [31, 45], is_dingjin: 0 });
    expect(directBuyOf(directBuySearch(rose))).toEqual(rose);
  });
  it('reads the purchase type from the deposit flag and the delivery date, as the goods page chose it', () => {
    expect(directBuyOf({ once: 1, gshp_id: 5, number: 1, is_dingjin: 1 })).toMatchObject({ is_dingjin: 1, type: 'deposit', attr_id: [] });
    expect(directBuyOf({ once: 1, gshp_id: 5, number: 1, delivery_id: 8 })).toMatchObject({ delivery_id: 8, type: 'preSale' });
  });
  it('names no buy without once=1, the goods or the quantity', () => {
    expect(directBuyOf({ gshp_id: 12, number: 3 })).toBeNull();
    expect(directBuyOf({ once: 0, gshp_id: 12, number: 3 })).toBeNull();
    expect(directBuyOf({ once: 1, number: 3 })).toBeNull();
    expect(directBuyOf({ once: 1, gshp_id: 12 })).toBeNull();
  });
  it('tells the same buy from another SKU or quantity of the goods', () => {
    expect(sameDirectBuy({ ...rose }, rose)).toBe(true);
    expect(sameDirectBuy({ ...rose, number: 4 }, rose)).toBe(false);
    expect(sameDirectBuy({ ...rose, attr_id: [31, 46] }, rose)).toBe(false);
    expect(sameDirectBuy(null, rose)).toBe(false);
  });
  it('sends a draft back to its own address: the direct buy’s, or the cart flow’s once=0', () => {
    expect(editOrderSearchOf(rose)).toEqual(directBuySearch(rose));
    expect(editOrderSearchOf(null)).toEqual({ once: 0 });
  });
});
