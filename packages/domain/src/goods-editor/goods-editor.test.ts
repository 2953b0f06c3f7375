import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as m from '../messages/messages';
import { combinationKey, skuCombinations } from './sku-matrix';
import { validateBrand, validateCategory, validateCategoryOrder } from './validate-category';
import { type EditorSku, type GoodsDraft, validateGoodsDraft } from './validate-goods-draft';

const sku = (values: string[], overrides: Partial<EditorSku> = {}): EditorSku => ({
  values,
  marketPriceFen: 5000,
  gradePricesFen: { 2: 4500 },
  stock: 10,
  weightGrams: 500,
  ...overrides,
});

const draft = (overrides: Partial<GoodsDraft> = {}): GoodsDraft => ({
  name: '龙沙宝石 月季',
  shortname: '龙沙宝石',
  categoryLevel: 3,
  pictures: ['/media/uploads/a.jpg'],
  media: [],
  startNum: 1,
  nbei: 1,
  attributes: [
    { name: '规格', values: ['1加仑', '2加仑'] },
    { name: '颜色', values: ['粉', '白'] },
  ],
  skus: [sku(['1加仑', '粉']), sku(['1加仑', '白']), sku(['2加仑', '粉']), sku(['2加仑', '白'])],
  deposit: null,
  ...overrides,
});

describe('skuCombinations', () => {
  it('makes one combination per choice of one value of each attribute, the first attribute slowest', () => {
    expect(
      skuCombinations([
        { name: '规格', values: ['小', '大'] },
        { name: '颜色', values: ['红', '白'] },
      ]),
    ).toEqual([
      ['小', '红'],
      ['小', '白'],
      ['大', '红'],
      ['大', '白'],
    ]);
    expect(skuCombinations([])).toEqual([]);
  });

  it('answers as many distinct combinations as the product of the value counts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        (lists) => {
          const combos = skuCombinations(lists.map((values, i) => ({ name: `a${i}`, values })));
          expect(combos).toHaveLength(lists.reduce((n, values) => n * values.length, 1));
          expect(new Set(combos.map(combinationKey)).size).toBe(combos.length);
        },
      ),
    );
  });
});

describe('validateGoodsDraft', () => {
  it('accepts a goods of two attributes with two values each and its four SKUs', () => {
    expect(validateGoodsDraft(draft())).toBeNull();
  });

  it('answers the first broken rule with its Chinese message', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const later = (days: number) => new Date(at.getTime() + days * 86_400_000);
    const cases: [Partial<GoodsDraft>, string][] = [
      [{ name: '  ' }, m.GOODS_NAME_INVALID],
      [{ name: '月'.repeat(61) }, m.GOODS_NAME_INVALID],
      [{ shortname: '月'.repeat(31) }, m.GOODS_SHORTNAME_TOO_LONG],
      [{ categoryLevel: 2 }, m.GOODS_CATEGORY_NOT_LEAF],
      [{ pictures: [] }, m.GOODS_PICTURE_REQUIRED],
      [{ pictures: ['https://evil.example/a.jpg'] }, m.GOODS_MEDIA_INVALID],
      [{ media: ['//evil.example/v.mp4'] }, m.GOODS_MEDIA_INVALID],
      [{ startNum: 0 }, m.GOODS_START_NUM_INVALID],
      [{ nbei: 1.5 }, m.GOODS_STEP_INVALID],
      [{ attributes: [], skus: [] }, m.GOODS_ATTRIBUTES_REQUIRED],
      [{ attributes: ['a', 'b', 'c', 'd'].map((name) => ({ name, values: ['x'] })) }, m.GOODS_ATTRIBUTES_TOO_MANY],
      [
        {
          attributes: [
            { name: '规格', values: ['1'] },
            { name: ' 规格 ', values: ['2'] },
          ],
        },
        m.GOODS_ATTRIBUTE_NAME_INVALID,
      ],
      [{ attributes: [{ name: '规格', values: [] }] }, m.GOODS_ATTRIBUTE_VALUES_INVALID],
      [{ attributes: [{ name: '规格', values: ['小', '小'] }] }, m.GOODS_ATTRIBUTE_VALUES_INVALID],
      [{ skus: draft().skus.slice(1) }, m.GOODS_SKUS_MISMATCH],
      [{ skus: [...draft().skus.slice(1), sku(['2加仑', '白'])] }, m.GOODS_SKUS_MISMATCH],
      [{ skus: [...draft().skus.slice(1), sku(['3加仑', '粉'])] }, m.GOODS_SKUS_MISMATCH],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { marketPriceFen: 0 })] }, m.FIELD_REASONS.price],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { gradePricesFen: { 12: 100 } })] }, m.FIELD_REASONS.price],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { gradePricesFen: { 1: 6000 } })] }, m.GOODS_GRADE_PRICE_ABOVE_MARKET],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { stock: -1 })] }, m.GOODS_STOCK_INVALID],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { weightGrams: 0 })] }, m.GOODS_WEIGHT_INVALID],
      [{ deposit: { begTime: at, endTime: null, payBegTime: later(2), payEndTime: later(3) } }, m.GOODS_DEPOSIT_WINDOWS_REQUIRED],
      [{ deposit: { begTime: at, endTime: later(3), payBegTime: later(2), payEndTime: later(4) } }, m.GOODS_DEPOSIT_WINDOWS_ORDER],
    ];
    for (const [change, message] of cases) expect(validateGoodsDraft(draft(change)), message).toBe(message);
    expect(validateGoodsDraft(draft({ deposit: { begTime: at, endTime: later(1), payBegTime: later(1), payEndTime: later(3) } }))).toBeNull();
  });

  it('refuses the matrix past 200 combinations', () => {
    const values = Array.from({ length: 15 }, (_, i) => `v${i}`);
    const attributes = [
      { name: 'a', values },
      { name: 'b', values },
    ];
    expect(validateGoodsDraft(draft({ attributes, skus: skuCombinations(attributes).map((c) => sku(c)) }))).toBe(m.GOODS_SKUS_TOO_MANY);
  });
});

describe('categories and brands', () => {
  it('keeps three levels and names of editor length', () => {
    expect(validateCategory({ name: '月季', parentLevel: 0 })).toBeNull();
    expect(validateCategory({ name: '藤本月季', parentLevel: 2 })).toBeNull();
    expect(validateCategory({ name: '更深', parentLevel: 3 })).toBe(m.CATEGORY_TOO_DEEP);
    expect(validateCategory({ name: '带着下级', parentLevel: 1, levelsBelow: 1 })).toBeNull();
    expect(validateCategory({ name: '带着下级', parentLevel: 2, levelsBelow: 1 })).toBe(m.CATEGORY_TOO_DEEP);
    expect(validateCategory({ name: ' ', parentLevel: 0 })).toBe(m.CATEGORY_NAME_INVALID);
    expect(validateCategory({ name: '花'.repeat(21), parentLevel: 0 })).toBe(m.CATEGORY_NAME_INVALID);
    expect(validateBrand({ name: '虹越' })).toBeNull();
    expect(validateBrand({ name: '' })).toBe(m.BRAND_NAME_INVALID);
  });

  it('takes a reorder that lists every sibling once', () => {
    expect(validateCategoryOrder([1, 2, 3], [3, 1, 2])).toBeNull();
    for (const order of [
      [1, 2],
      [1, 2, 2],
      [1, 2, 4],
      [1, 2, 3, 3],
    ])
      expect(validateCategoryOrder([1, 2, 3], order)).toBe(m.CATEGORY_ORDER_INVALID);
  });
});
