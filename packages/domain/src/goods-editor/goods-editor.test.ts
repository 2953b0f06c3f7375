import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_NAME_INVALID,
  CATEGORY_NAME_INVALID,
  CATEGORY_ORDER_INVALID,
  CATEGORY_TOO_DEEP,
  FIELD_REASONS,
  GOODS_ATTRIBUTE_NAME_INVALID,
  GOODS_ATTRIBUTE_VALUES_INVALID,
  GOODS_ATTRIBUTES_REQUIRED,
  GOODS_ATTRIBUTES_TOO_MANY,
  GOODS_CATEGORY_NOT_LEAF,
  GOODS_DEPOSIT_WINDOWS_ORDER,
  GOODS_DEPOSIT_WINDOWS_REQUIRED,
  GOODS_GRADE_PRICE_ABOVE_MARKET,
  GOODS_MEDIA_INVALID,
  GOODS_NAME_INVALID,
  GOODS_PICTURE_REQUIRED,
  GOODS_SHORTNAME_TOO_LONG,
  GOODS_SKUS_MISMATCH,
  GOODS_SKUS_TOO_MANY,
  GOODS_START_NUM_INVALID,
  GOODS_STEP_INVALID,
  GOODS_STOCK_INVALID,
  GOODS_WEIGHT_INVALID,
} from '../messages/messages';
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
      [{ name: '  ' }, GOODS_NAME_INVALID],
      [{ name: '月'.repeat(61) }, GOODS_NAME_INVALID],
      [{ shortname: '月'.repeat(31) }, GOODS_SHORTNAME_TOO_LONG],
      [{ categoryLevel: 2 }, GOODS_CATEGORY_NOT_LEAF],
      [{ pictures: [] }, GOODS_PICTURE_REQUIRED],
      [{ pictures: ['https://evil.example/a.jpg'] }, GOODS_MEDIA_INVALID],
      [{ media: ['//evil.example/v.mp4'] }, GOODS_MEDIA_INVALID],
      [{ startNum: 0 }, GOODS_START_NUM_INVALID],
      [{ nbei: 1.5 }, GOODS_STEP_INVALID],
      [{ attributes: [], skus: [] }, GOODS_ATTRIBUTES_REQUIRED],
      [{ attributes: ['a', 'b', 'c', 'd'].map((name) => ({ name, values: ['x'] })) }, GOODS_ATTRIBUTES_TOO_MANY],
      [
        {
          attributes: [
            { name: '规格', values: ['1'] },
            { name: ' 规格 ', values: ['2'] },
          ],
        },
        GOODS_ATTRIBUTE_NAME_INVALID,
      ],
      [{ attributes: [{ name: '规格', values: [] }] }, GOODS_ATTRIBUTE_VALUES_INVALID],
      [{ attributes: [{ name: '规格', values: ['小', '小'] }] }, GOODS_ATTRIBUTE_VALUES_INVALID],
      [{ skus: draft().skus.slice(1) }, GOODS_SKUS_MISMATCH],
      [{ skus: [...draft().skus.slice(1), sku(['2加仑', '白'])] }, GOODS_SKUS_MISMATCH],
      [{ skus: [...draft().skus.slice(1), sku(['3加仑', '粉'])] }, GOODS_SKUS_MISMATCH],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { marketPriceFen: 0 })] }, FIELD_REASONS.price],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { gradePricesFen: { 12: 100 } })] }, FIELD_REASONS.price],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { gradePricesFen: { 1: 6000 } })] }, GOODS_GRADE_PRICE_ABOVE_MARKET],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { stock: -1 })] }, GOODS_STOCK_INVALID],
      [{ skus: [...draft().skus.slice(1), sku(['1加仑', '粉'], { weightGrams: 0 })] }, GOODS_WEIGHT_INVALID],
      [{ deposit: { begTime: at, endTime: null, payBegTime: later(2), payEndTime: later(3) } }, GOODS_DEPOSIT_WINDOWS_REQUIRED],
      [{ deposit: { begTime: at, endTime: later(3), payBegTime: later(2), payEndTime: later(4) } }, GOODS_DEPOSIT_WINDOWS_ORDER],
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
    expect(validateGoodsDraft(draft({ attributes, skus: skuCombinations(attributes).map((c) => sku(c)) }))).toBe(GOODS_SKUS_TOO_MANY);
  });
});

describe('categories and brands', () => {
  it('keeps three levels and names of editor length', () => {
    expect(validateCategory({ name: '月季', parentLevel: 0 })).toBeNull();
    expect(validateCategory({ name: '藤本月季', parentLevel: 2 })).toBeNull();
    expect(validateCategory({ name: '更深', parentLevel: 3 })).toBe(CATEGORY_TOO_DEEP);
    expect(validateCategory({ name: ' ', parentLevel: 0 })).toBe(CATEGORY_NAME_INVALID);
    expect(validateCategory({ name: '花'.repeat(21), parentLevel: 0 })).toBe(CATEGORY_NAME_INVALID);
    expect(validateBrand({ name: '虹越' })).toBeNull();
    expect(validateBrand({ name: '' })).toBe(BRAND_NAME_INVALID);
  });

  it('takes a reorder that lists every sibling once', () => {
    expect(validateCategoryOrder([1, 2, 3], [3, 1, 2])).toBeNull();
    for (const order of [
      [1, 2],
      [1, 2, 2],
      [1, 2, 4],
      [1, 2, 3, 3],
    ])
      expect(validateCategoryOrder([1, 2, 3], order)).toBe(CATEGORY_ORDER_INVALID);
  });
});
