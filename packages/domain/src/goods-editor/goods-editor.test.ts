import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as m from '../messages/messages';
import { isDeliveryDate } from './delivery-dates';
import { isDescriptionLink, isDescriptionPicture } from './description-markup';
import { isDueOnSale, onSaleTimeAfter } from './sale-schedule';
import { combinationKey, skuCombinations } from './sku-matrix';
import { validateBrand, validateCategory, validateCategoryIcon, validateCategoryOrder } from './validate-category';
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
  deliveryDates: [],
  schedule: { isSale: 1, onSaleAt: null },
  labels: [],
  plant: null,
  ...overrides,
});

const NOW = new Date('2026-01-01T00:00:00Z');
const rose = {
  light: '全日照',
  plantType: '灌木',
  flowerColour: '粉色',
  habit: '攀援',
  specialities: ['芳香'],
  tolerances: ['耐热'],
  coldestZone: 10,
  warmestZone: 18,
};

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
    expect(validateGoodsDraft(draft(), NOW)).toBeNull();
    expect(
      validateGoodsDraft(
        draft({
          deliveryDates: ['2026-05-01', '2026-06-01'],
          schedule: { isSale: 2, onSaleAt: new Date('2026-01-02') },
          labels: ['新品', '热卖'],
          plant: rose,
        }),
        NOW,
      ),
    ).toBeNull();
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
      [{ deliveryDates: ['2026-02-30'] }, m.GOODS_DELIVERY_DATES_INVALID],
      [{ deliveryDates: ['2026-05-01', '2026-05-01'] }, m.GOODS_DELIVERY_DATES_INVALID],
      [{ deliveryDates: ['5月1日'] }, m.GOODS_DELIVERY_DATES_INVALID],
      [{ deliveryDates: Array.from({ length: 7 }, (_, i) => `2026-05-0${i + 1}`) }, m.GOODS_DELIVERY_DATES_INVALID],
      [{ schedule: { isSale: 2, onSaleAt: at } }, m.GOODS_ON_SALE_TIME_PAST],
      [{ labels: ['新品', ' 新品'] }, m.GOODS_TAGS_INVALID],
      [{ labels: ['超长的标签文字呀'] }, m.GOODS_TAGS_INVALID],
      [{ labels: ['a', 'b', 'c', 'd'] }, m.GOODS_TAGS_INVALID],
      [{ labels: [' '] }, m.GOODS_TAGS_INVALID],
      [{ plant: { ...rose, flowerColour: '彩虹色' } }, m.GOODS_PLANT_FACTS_INVALID],
      [{ plant: { ...rose, specialities: ['会说话'] } }, m.GOODS_PLANT_FACTS_INVALID],
      [{ plant: { ...rose, coldestZone: 12, warmestZone: 11 } }, m.GOODS_HARDINESS_RANGE_INVALID],
      [{ plant: { ...rose, warmestZone: 26 } }, m.GOODS_HARDINESS_RANGE_INVALID],
    ];
    for (const [change, message] of cases) expect(validateGoodsDraft(draft(change), NOW), message).toBe(message);
    expect(validateGoodsDraft(draft({ deposit: { begTime: at, endTime: later(1), payBegTime: later(1), payEndTime: later(3) } }), NOW)).toBeNull();
  });

  it('refuses the matrix past 200 combinations', () => {
    const values = Array.from({ length: 15 }, (_, i) => `v${i}`);
    const attributes = [
      { name: 'a', values },
      { name: 'b', values },
    ];
    expect(validateGoodsDraft(draft({ attributes, skus: skuCombinations(attributes).map((c) => sku(c)) }), NOW)).toBe(m.GOODS_SKUS_TOO_MANY);
  });
});

describe('description markup', () => {
  it('takes pictures only from the shop’s own media and upload folders', () => {
    for (const src of ['/media/seed/g1-0.svg', '/uploads/goods/0123abcd.jpg']) expect(isDescriptionPicture(src), src).toBe(true);
    for (const src of ['https://evil.example/a.png', '//evil.example/a.png', '/v1/user/logout', '/media/../v1/x', 'javascript:alert(1)', ''])
      expect(isDescriptionPicture(src), src).toBe(false);
  });

  it('links to the shop’s pages and to http(s) addresses, never to scripts', () => {
    for (const href of ['/goodDetail?id=3', 'https://www.example.com/care']) expect(isDescriptionLink(href), href).toBe(true);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x']) expect(isDescriptionLink(href), href).toBe(false);
  });
});

describe('pre-sale and the scheduled on-sale time', () => {
  it('reads calendar dates only', () => {
    expect(['2026-05-01', '2028-02-29'].map(isDeliveryDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-5-1', ''].map(isDeliveryDate)).toEqual([false, false, false, false]);
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

  it("takes no icon, or only one of the shop's own pictures", () => {
    for (const icon of ['', '/uploads/catalogue/2026/11/a1b2.png', '/media/seed/cat-1.svg']) expect(validateCategoryIcon(icon)).toBeNull();
    for (const icon of ['https://evil.example/a.png', '//evil.example/a.png', '/v1/user/logout', '/uploads/../db.sqlite', 'javascript:alert(1)', ' '])
      expect([icon, validateCategoryIcon(icon)]).toEqual([icon, m.CATEGORY_ICON_INVALID]);
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

describe('properties', () => {
  const instant = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true });

  it('a coming-soon goods goes on sale from the very millisecond its time is reached; no other goods switches', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const before = new Date(at.getTime() - 1);
    expect(isDueOnSale({ isSale: 2, onSaleAt: at }, before)).toBe(false);
    expect(isDueOnSale({ isSale: 2, onSaleAt: at }, at)).toBe(true);
    expect(isDueOnSale({ isSale: 2, onSaleAt: null }, at)).toBe(false);
    for (const isSale of [1, 3]) expect(isDueOnSale({ isSale, onSaleAt: before }, at)).toBe(false);
    // The editor refuses a schedule already due, and takes one a millisecond ahead.
    expect(validateGoodsDraft(draft({ schedule: { isSale: 2, onSaleAt: at } }), at)).toBe(m.GOODS_ON_SALE_TIME_PAST);
    expect(validateGoodsDraft(draft({ schedule: { isSale: 2, onSaleAt: at } }), before)).toBeNull();
  });

  it('beon_time: now for goods put on sale, the asked time while coming soon, never a past on-sale time that would switch it back', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const asked = new Date('2026-12-08T10:00:00Z');
    expect(onSaleTimeAfter(null, 1, undefined, now)).toBe(now);
    expect(onSaleTimeAfter(3, 1, undefined, now)).toBe(now);
    expect(onSaleTimeAfter(1, 1, undefined, now)).toBeUndefined();
    expect(onSaleTimeAfter(1, 2, asked, now)).toBe(asked);
    expect(onSaleTimeAfter(2, 2, null, now)).toBeNull();
    // 上架/下架 and the spreadsheet ask no time: a goods on sale since last month, made coming soon, waits for no time
    // (its old beon_time would be due at once); one already coming soon keeps its schedule.
    expect(onSaleTimeAfter(1, 2, undefined, now)).toBeNull();
    expect(onSaleTimeAfter(2, 2, undefined, now)).toBeUndefined();
    expect(onSaleTimeAfter(1, 3, undefined, now)).toBeUndefined();
  });

  it('a hardiness range is accepted exactly when both ends are on the scale and the coldest is not warmer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 28 }), fc.integer({ min: -3, max: 28 }), (coldestZone, warmestZone) => {
        const ok = coldestZone >= 0 && warmestZone <= 25 && coldestZone <= warmestZone;
        expect(validateGoodsDraft(draft({ plant: { ...rose, coldestZone, warmestZone } }), NOW) === null).toBe(ok);
      }),
    );
  });

  it('at most six distinct delivery dates are taken, and any such list of real dates is', () => {
    fc.assert(
      fc.property(fc.uniqueArray(instant, { maxLength: 9, selector: (d) => d.toISOString().slice(0, 10) }), (days) => {
        const dates = days.map((d) => d.toISOString().slice(0, 10));
        expect(validateGoodsDraft(draft({ deliveryDates: dates }), NOW) === null).toBe(dates.length <= 6);
      }),
    );
  });

  it('tags are taken exactly when there are at most three distinct ones of one to six characters', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('新品', '热卖', '包邮', '限量', '超长的标签文字呀', ''), { maxLength: 5 }), (labels) => {
        const ok = labels.length <= 3 && new Set(labels).size === labels.length && labels.every((l) => l !== '' && l.length <= 6);
        expect(validateGoodsDraft(draft({ labels }), NOW) === null).toBe(ok);
      }),
    );
  });
});
