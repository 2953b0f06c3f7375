import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLACK_FIVE_NOT_APPLICABLE } from '../messages/messages';
import { sumMoney } from '../money/sum-money';
import { toMoney } from '../money/to-money';
import { goodsLineArb, memberGradeArb, moneyArb } from '../testing';
import type { GoodsLine } from './goods-line';
import { describeCardDiscount } from './describe-card-discount';
import { InvalidCardDiscountError } from './invalid-card-discount-error';
import { InvalidGoodsLineError } from './invalid-goods-line-error';
import { gradeName, MEMBER_GRADE_NAMES } from './member-grade';
import { showsMarketPrice } from './shows-market-price';
import { priceLine } from './price-line';
import { priceLines } from './price-lines';
import { quoteBlackFive } from './quote-black-five';
import { quoteCardDiscount } from './quote-card-discount';
import { quoteGoodsPrice, type SkuPrices } from './quote-goods-price';
import { quotePriceRange } from './quote-price-range';
import { showBlackFiveShipping } from './show-black-five-shipping';
import { takesCardDiscount } from './takes-card-discount';
import { takesCoupon } from './takes-coupon';
import { toCardRate } from './to-card-rate';

const line = (overrides: Partial<GoodsLine> = {}): GoodsLine => ({
  goodsId: 1,
  categoryId: 1,
  brandId: 1,
  supplierId: 1,
  price: '80',
  marketPrice: '100',
  quantity: 1,
  ...overrides,
});

const rose: SkuPrices = { marketPrice: '100', gradePrices: { 0: '95', 2: '88.5', 9: '70' } };

describe('grade names', () => {
  it('names the ten grades of storefront §9 in order', () => {
    expect(MEMBER_GRADE_NAMES).toHaveLength(10);
    expect(gradeName(0)).toBe('铜卡会员');
    expect(gradeName(4)).toBe('钻石卡会员');
    expect(gradeName(6)).toBe('公园卡');
    expect(gradeName(9)).toBe('至尊B卡');
  });
});

describe('quoteGoodsPrice', () => {
  it("gives a member their grade's price and the saving against the market price", () => {
    const quote = quoteGoodsPrice(rose, 2);
    expect(quote.unitPrice.toString()).toBe('88.5');
    expect(quote.originalPrice.toString()).toBe('100');
    expect(quote.saveMoney.toString()).toBe('11.5');
    expect(quote.isSave).toBe(true);
    expect(quote.gradeName).toBe('金卡会员');
  });

  it('gives the market price to a grade without its own price and to a guest', () => {
    expect(quoteGoodsPrice(rose, 5).unitPrice.toString()).toBe('100');
    expect(quoteGoodsPrice(rose, 5).isSave).toBe(false);
    const guest = quoteGoodsPrice(rose, null);
    expect(guest.unitPrice.toString()).toBe('100');
    expect(guest.gradeName).toBeNull();
  });

  it('never shows a negative saving when a grade price is above the market price', () => {
    const quote = quoteGoodsPrice({ marketPrice: '10', gradePrices: { 1: '12' } }, 1);
    expect(quote.saveMoney.toString()).toBe('0');
    expect(quote.isSave).toBe(false);
  });
});

describe('quotePriceRange', () => {
  it('spans the SKUs and takes the saving of the cheapest one', () => {
    const range = quotePriceRange([rose, { marketPrice: '60', gradePrices: { 2: '58' } }], 2);
    expect(range?.minPrice.toString()).toBe('58');
    expect(range?.maxPrice.toString()).toBe('88.5');
    expect(range?.minMarketPrice.toString()).toBe('60');
    expect(range?.saveMoney.toString()).toBe('2');
    expect(range?.gradeName).toBe('金卡会员');
  });

  it('gives nothing for goods without SKUs', () => {
    expect(quotePriceRange([], 0)).toBeUndefined();
  });
});

describe('discount flags', () => {
  it('special_goods takes no coupon and is_fei5zhe no member-card discount', () => {
    expect(takesCoupon(line({ specialGoods: true }))).toBe(false);
    expect(takesCoupon(line())).toBe(true);
    expect(takesCardDiscount(line({ noCardDiscount: true }))).toBe(false);
    expect(takesCardDiscount(line({ specialGoods: true }))).toBe(true);
  });
});

describe('toCardRate', () => {
  it('reads fDisCount as a rate or a percentage', () => {
    expect(toCardRate(0.95).toString()).toBe('0.95');
    expect(toCardRate('95').toString()).toBe('0.95');
    expect(toCardRate(1).toString()).toBe('1');
    expect(toCardRate(100).toString()).toBe('1');
  });

  it.each([0, -1, 101])('refuses %s', (value) => {
    expect(() => toCardRate(value)).toThrow(InvalidCardDiscountError);
  });
});

describe('quoteCardDiscount', () => {
  it('takes the card rate off every line but is_fei5zhe, and a further 95 % off is_mini lines', () => {
    const lines = [
      line({ price: '100', quantity: 2 }), // pays 190, saves 10
      line({ price: '50', noCardDiscount: true }), // no card discount
      line({ price: '40', isMini: true }), // pays 40 × 0.95 × 0.95 = 36.1, saves 3.9
    ];
    expect(quoteCardDiscount(lines, toCardRate(95)).toString()).toBe('13.9');
  });
});

describe('quoteBlackFive', () => {
  it('charges half the market subtotal of the is_hei5ka lines, is_mini a further 95 %', () => {
    const lines = [
      line({ marketPrice: '100', quantity: 2, isBlackFiveGoods: true }),
      line({ marketPrice: '33.33', isBlackFiveGoods: true, isMini: true }),
      line({ marketPrice: '500' }),
    ];
    const quote = quoteBlackFive(lines);
    expect(quote.applicable).toBe(true);
    if (!quote.applicable) return;
    expect(quote.marketSubtotal.toString()).toBe('233.33');
    // 100 + 33.33 × 0.5 × 0.95 = 115.83175 → 115.83
    expect(quote.payable.toString()).toBe('115.83');
    expect(quote.deduction.toString()).toBe('117.5');
  });

  it('says 此商品不享受黑五卡折扣 when no line qualifies', () => {
    expect(quoteBlackFive([line()])).toEqual({ applicable: false, message: BLACK_FIVE_NOT_APPLICABLE });
  });

  it('shows the shipping fee doubled', () => {
    expect(showBlackFiveShipping('5').toString()).toBe('10');
    expect(showBlackFiveShipping(0).toString()).toBe('0');
  });
});

describe('priceLine', () => {
  it('refuses a quantity that is not a whole number ≥ 1 and a negative price', () => {
    expect(() => priceLine(line({ quantity: 0 }))).toThrow(InvalidGoodsLineError);
    expect(() => priceLine(line({ quantity: 1.5 }))).toThrow(InvalidGoodsLineError);
    expect(() => priceLine(line({ price: '-1' }))).toThrow(InvalidGoodsLineError);
  });
});

describe('describeCardDiscount', () => {
  it('reads a card by its rate: 9.5折, or 无折扣 for a rate of 1', () => {
    expect(describeCardDiscount({ cardNumber: 8801, fDisCount: '0.9500' })).toBe('9.5折');
    expect(describeCardDiscount({ cardNumber: 8801, fDisCount: '95' })).toBe('9.5折');
    expect(describeCardDiscount({ cardNumber: 8801, fDisCount: '1.0000' })).toBe('无折扣');
  });

  it('reads the black-five card as half off its goods whatever its stored rate', () => {
    expect(describeCardDiscount({ cardNumber: 2, fDisCount: '1.0000' })).toBe('黑五卡商品5折');
  });
});

describe('properties', () => {
  const skuArb = fc
    .record({
      marketPrice: moneyArb(),
      gradePrices: fc.dictionary(memberGradeArb.map(String), moneyArb()),
    })
    .map(({ marketPrice, gradePrices }): SkuPrices => ({ marketPrice, gradePrices }));

  it('a quoted price plus its saving is at least the unit price and the saving is never negative', () => {
    fc.assert(
      fc.property(skuArb, fc.option(memberGradeArb, { nil: null }), (sku, grade) => {
        const quote = quoteGoodsPrice(sku, grade);
        expect(quote.saveMoney.isNegative()).toBe(false);
        expect(quote.isSave).toBe(quote.saveMoney.greaterThan(0));
        expect(quote.unitPrice.plus(quote.saveMoney).greaterThanOrEqualTo(quote.originalPrice)).toBe(true);
      }),
    );
  });

  it('a price range holds every SKU price between its min and its max', () => {
    fc.assert(
      fc.property(fc.array(skuArb, { minLength: 1, maxLength: 6 }), memberGradeArb, (skus, grade) => {
        const range = quotePriceRange(skus, grade);
        for (const sku of skus) {
          const { unitPrice } = quoteGoodsPrice(sku, grade);
          expect(range?.minPrice.lessThanOrEqualTo(unitPrice)).toBe(true);
          expect(range?.maxPrice.greaterThanOrEqualTo(unitPrice)).toBe(true);
        }
      }),
    );
  });

  it('the card discount never exceeds the amount of the lines it applies to and has at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.array(goodsLineArb, { maxLength: 8 }), fc.integer({ min: 1, max: 100 }), (lines, percent) => {
        const discount = quoteCardDiscount(lines, toCardRate(percent));
        const eligible = sumMoney(lines.filter(takesCardDiscount).map((l) => priceLine(l).amount));
        expect(discount.isNegative()).toBe(false);
        expect(discount.lessThanOrEqualTo(eligible.toDecimalPlaces(2, 0))).toBe(true);
        expect(discount.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("an order's lines are priced one by one, in order, and their sums are the sums of those prices", () => {
    fc.assert(
      fc.property(fc.array(goodsLineArb, { maxLength: 8 }), (lines) => {
        const priced = priceLines(lines);
        expect(priced.lines.map(({ line }) => line)).toEqual(lines);
        expect(priced.amount.equals(sumMoney(lines.map((l) => priceLine(l).amount)))).toBe(true);
        expect(priced.marketAmount.equals(sumMoney(lines.map((l) => priceLine(l).marketAmount)))).toBe(true);
      }),
    );
  });

  it('the black-five card charges at most half the market subtotal of the qualifying lines', () => {
    fc.assert(
      fc.property(fc.array(goodsLineArb, { maxLength: 8 }), (lines) => {
        const quote = quoteBlackFive(lines);
        expect(quote.applicable).toBe(lines.some((l) => l.isBlackFiveGoods === true));
        if (!quote.applicable) return;
        expect(quote.payable.lessThanOrEqualTo(quote.marketSubtotal.dividedBy(2).toDecimalPlaces(2, 0))).toBe(true);
        expect(quote.deduction.plus(quote.payable).equals(quote.marketSubtotal)).toBe(true);
        expect(toMoney(quote.payable).decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('market price beside a price', () => {
  it('is shown exactly when it is higher, compared as money and not as text', () => {
    expect(showsMarketPrice('100.00', '99.99')).toBe(true);
    expect(showsMarketPrice('9.90', '10.00')).toBe(false);
    expect(showsMarketPrice('10', '10.00')).toBe(false);
    expect(() => showsMarketPrice('abc', '1.00')).toThrow();
    fc.assert(fc.property(moneyArb(), moneyArb(), (market, price) => showsMarketPrice(market, price) === toMoney(market).greaterThan(price)));
  });
});
