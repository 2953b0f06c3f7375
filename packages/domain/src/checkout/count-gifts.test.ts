import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGifts, type GiftCountLine, type GiftPromotion } from './count-gifts';
import { InvalidCheckoutError } from './invalid-checkout-error';

const gloves: GiftPromotion = { id: 1, goodsIds: [10, 11], buyNumber: 3, giftGoodsId: 90 };
const trowel: GiftPromotion = { id: 2, goodsIds: [20], buyNumber: 1, giftGoodsId: 91 };

describe('countGifts', () => {
  it('adds up the pieces of every taking line and gives one gift per full N', () => {
    const lines = [
      { goodsId: 10, quantity: 2 },
      { goodsId: 11, quantity: 5 },
      { goodsId: 30, quantity: 9 },
    ];
    expect(countGifts(lines, [gloves, trowel])).toEqual([{ promotionId: 1, giftGoodsId: 90, qualifyingPieces: 7, giftNumber: 2 }]);
  });

  it('gives nothing below N pieces', () => {
    expect(countGifts([{ goodsId: 10, quantity: 2 }], [gloves])).toEqual([]);
  });

  it('refuses a promotion without a whole buy number of at least 1', () => {
    expect(() => countGifts([], [{ ...gloves, buyNumber: 0 }])).toThrow(InvalidCheckoutError);
  });
});

describe('properties', () => {
  const lineArb: fc.Arbitrary<GiftCountLine> = fc.record({ goodsId: fc.integer({ min: 1, max: 12 }), quantity: fc.integer({ min: 1, max: 50 }) });
  const promotionArb: fc.Arbitrary<GiftPromotion> = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    goodsIds: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }),
    buyNumber: fc.integer({ min: 1, max: 10 }),
    giftGoodsId: fc.integer({ min: 100, max: 200 }),
  });

  it('a promotion gives exactly floor(qualifying pieces / N) gifts, never one for goods outside it', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), promotionArb, (lines, promotion) => {
        const pieces = lines.filter((line) => promotion.goodsIds.includes(line.goodsId)).reduce((sum, line) => sum + line.quantity, 0);
        const [award] = countGifts(lines, [promotion]);
        expect(award?.giftNumber ?? 0).toBe(Math.floor(pieces / promotion.buyNumber));
      }),
    );
  });

  it('buying more never earns fewer gifts', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), lineArb, promotionArb, (lines, extra, promotion) => {
        const before = countGifts(lines, [promotion])[0]?.giftNumber ?? 0;
        const after = countGifts([...lines, extra], [promotion])[0]?.giftNumber ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
