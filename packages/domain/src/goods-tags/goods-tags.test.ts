import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORWARD_PRESALE_USE_APP, NOT_YET_ON_SALE } from '../messages/messages';
import { checkDepositCartAvailability } from './check-deposit-cart-availability';
import { GOODS_TAG_LABELS, goodsTag, type TaggableGoods } from './goods-tag';
import { isCartItemSelectable } from './is-cart-item-selectable';
import { purchaseType } from './purchase-type';

const plain: TaggableGoods = { stock: 100, isSale: 1, isDeposit: false, isPreSale: false, isForward: false };

describe('goodsTag', () => {
  it('shows the stock tags at 0 and at 5', () => {
    expect(goodsTag({ ...plain, stock: 0 })).toEqual({ kind: 'soldOut', label: '已售罄' });
    expect(goodsTag({ ...plain, stock: -2 })?.kind).toBe('soldOut');
    expect(goodsTag({ ...plain, stock: 5 })).toEqual({ kind: 'nearlySoldOut', label: '即将售罄' });
    expect(goodsTag({ ...plain, stock: 6 })).toBeNull();
    expect(goodsTag({ ...plain, isSale: 3 })?.kind).toBe('soldOut');
  });

  it('follows the priority deposit > pre-sale > long-term pre-sale > sold out', () => {
    const all = { stock: 0, isSale: 3, isDeposit: true, isPreSale: true, isForward: true };
    expect(goodsTag(all)?.label).toBe('定金');
    expect(goodsTag({ ...all, isDeposit: false })?.label).toBe('预售');
    expect(goodsTag({ ...all, isDeposit: false, isPreSale: false })?.label).toBe('远期预售');
  });

  it('shows coming soon and no stock tag for is_sale 2', () => {
    expect(goodsTag({ ...plain, isSale: 2, stock: 0 })).toEqual({ kind: 'comingSoon', label: '即将上市' });
  });
});

describe('purchaseType', () => {
  it('is deposit, then preSale with a delivery id, then normal', () => {
    expect(purchaseType({ isDeposit: true, isForward: false, deliveryId: 3 })).toEqual({ ok: true, type: 'deposit' });
    expect(purchaseType({ isDeposit: false, isForward: false, deliveryId: 3 })).toEqual({ ok: true, type: 'preSale' });
    expect(purchaseType({ isDeposit: false, isForward: false, deliveryId: null })).toEqual({ ok: true, type: 'normal' });
  });

  it('refuses long-term pre-sale goods with the app message', () => {
    expect(purchaseType({ isDeposit: true, isForward: true })).toEqual({ ok: false, message: FORWARD_PRESALE_USE_APP });
  });
});

describe('checkDepositCartAvailability', () => {
  const begTime = new Date('2026-03-01T00:00:00Z');

  it('offers add-to-cart only from the deposit start time', () => {
    expect(checkDepositCartAvailability({ depositStatus: 1, begTime }, new Date('2026-02-28T23:59:59Z'))).toEqual({
      ok: false,
      message: NOT_YET_ON_SALE,
      startsAt: begTime,
    });
    expect(checkDepositCartAvailability({ depositStatus: 1, begTime }, begTime)).toEqual({ ok: true });
  });

  it('refuses dj_status 2 (not yet on sale) and lets dj_status 0 sell normally', () => {
    expect(checkDepositCartAvailability({ depositStatus: 2, begTime }, new Date('2027-01-01')).ok).toBe(false);
    expect(checkDepositCartAvailability({ depositStatus: 0, begTime }, new Date('2020-01-01')).ok).toBe(true);
  });
});

describe('isCartItemSelectable', () => {
  it('refuses sup_sale 2 and deposit items with dj_status 2', () => {
    expect(isCartItemSelectable({ supSale: 2, isDeposit: false, depositStatus: 0 })).toBe(false);
    expect(isCartItemSelectable({ supSale: 1, isDeposit: true, depositStatus: 2 })).toBe(false);
    expect(isCartItemSelectable({ supSale: 1, isDeposit: false, depositStatus: 2 })).toBe(true);
  });
});

describe('properties', () => {
  const goodsArb = fc.record({
    stock: fc.integer({ min: -3, max: 20 }),
    isSale: fc.integer({ min: 0, max: 4 }),
    isDeposit: fc.boolean(),
    isPreSale: fc.boolean(),
    isForward: fc.boolean(),
  });

  it('a card shows at most one tag, and its label is the label of its kind', () => {
    fc.assert(
      fc.property(goodsArb, (goods) => {
        const shown = goodsTag(goods);
        if (shown) expect(shown.label).toBe(GOODS_TAG_LABELS[shown.kind]);
      }),
    );
  });

  it('coming-soon goods never show a stock tag', () => {
    fc.assert(
      fc.property(goodsArb, (goods) => {
        expect(['soldOut', 'nearlySoldOut']).not.toContain(goodsTag({ ...goods, isSale: 2 })?.kind);
      }),
    );
  });

  it('goods in stock above 5 with no special flag show no tag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 10000 }), (stock) => {
        expect(goodsTag({ ...plain, stock })).toBeNull();
      }),
    );
  });

  it('long-term pre-sale goods can never be bought', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer()), (isDeposit, deliveryId) => {
        expect(purchaseType({ isDeposit, isForward: true, deliveryId }).ok).toBe(false);
      }),
    );
  });
});
