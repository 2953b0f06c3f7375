import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skuCombinations } from '../goods-editor/sku-matrix';
import * as m from '../messages/messages';
import { planSheetImport, type SheetImportPlan } from './plan-sheet-import';
import { readSheetRow } from './read-sheet-row';
import { SHEET_COLUMN, type SheetCell, type SheetGoods } from './sheet-layout';
import { writeGoodsSheet } from './write-goods-sheet';

const rose: SheetGoods = {
  goodsId: 7,
  name: '龙沙宝石 月季',
  shortname: '龙沙宝石',
  catId: 31,
  isSale: 1,
  attributes: [
    { name: '规格', values: ['1加仑', '2加仑'] },
    { name: '颜色', values: ['粉'] },
  ],
  skus: [
    { skuId: 70, values: ['1加仑', '粉'], marketPriceFen: 5000, gradePricesFen: { 2: 4500 }, stock: 10, weightGrams: 500 },
    { skuId: 71, values: ['2加仑', '粉'], marketPriceFen: 8850, gradePricesFen: {}, stock: 0, weightGrams: 1200 },
  ],
  pictures: ['/media/rose.jpg'],
  media: [],
  startNum: 1,
  nbei: 1,
  deposit: null,
};
const levels = new Map([
  [3, 1],
  [31, 3],
  [32, 3],
]);
const catalogueOf = (goods: readonly SheetGoods[]) => new Map(goods.map((item) => [item.goodsId, item]));
const plan = (sheet: SheetCell[][], goods: readonly SheetGoods[] = [rose]) =>
  planSheetImport(sheet, catalogueOf(goods), levels, new Date('2026-11-27T00:00:00Z'));
const reportsOf = (result: SheetImportPlan) => ('reports' in result ? result.reports : []);

/** The sheet of `goods` with one cell of one data row (1 = the first) set. */
function edited(row: number, column: number, value: SheetCell, goods: readonly SheetGoods[] = [rose]): SheetCell[][] {
  const sheet = writeGoodsSheet(goods);
  (sheet[row] as SheetCell[])[column] = value;
  return sheet;
}

describe('writeGoodsSheet', () => {
  it('writes the header row, then one row per SKU with yuan as numbers and empty grade prices', () => {
    const [headers, first, second] = writeGoodsSheet([rose]);
    expect(headers?.slice(0, 8)).toEqual(['商品编号', '商品名称', '简称', '分类编号', 'SKU 编号', '规格', '市场价', '铜卡会员价']);
    expect(first?.slice(0, 10)).toEqual([7, '龙沙宝石 月季', '龙沙宝石', 31, 70, '规格：1加仑；颜色：粉', 50, null, null, 45]);
    expect(second?.slice(SHEET_COLUMN.stock)).toEqual([0, 1200, '在售']);
  });
});

describe('readSheetRow', () => {
  it('reads prices written as text or numbers, and ids written as digits', () => {
    const cells: SheetCell[] = [...(writeGoodsSheet([rose])[1] as SheetCell[])];
    cells[SHEET_COLUMN.goodsId] = ' 7 ';
    cells[SHEET_COLUMN.marketPrice] = '49.9';
    expect(readSheetRow(cells)).toMatchObject({ row: { goodsId: 7, sku: { marketPriceFen: 4990, gradePricesFen: { 2: 4500 } } } });
  });

  it('names the column of a bad number or price', () => {
    const cells = (column: number, value: SheetCell) => {
      const row = [...(writeGoodsSheet([rose])[1] as SheetCell[])];
      row[column] = value;
      return readSheetRow(row);
    };
    expect(cells(SHEET_COLUMN.marketPrice, '12.345')).toEqual({ reason: m.sheetPriceMessage('市场价') });
    expect(cells(SHEET_COLUMN.firstGrade + 2, 0)).toEqual({ reason: m.sheetPriceMessage('金卡会员价') });
    expect(cells(SHEET_COLUMN.stock, '很多')).toEqual({ reason: m.sheetIntegerMessage('库存') });
    expect(cells(SHEET_COLUMN.stock, -1)).toEqual({ reason: m.GOODS_STOCK_INVALID });
    expect(cells(SHEET_COLUMN.sale, '上架')).toEqual({ reason: m.GOODS_SHEET_SALE_INVALID });
    expect(cells(SHEET_COLUMN.skuId, null)).toEqual({ reason: m.GOODS_SHEET_IDS_REQUIRED });
    expect(cells(SHEET_COLUMN.firstGrade + 2, 51)).toEqual({ reason: m.GOODS_GRADE_PRICE_ABOVE_MARKET });
    expect(cells(SHEET_COLUMN.name, '月季\u001b[2J')).toEqual({ reason: m.TEXT_CONTROL_CHARACTER });
  });
});

describe('planSheetImport', () => {
  it('changes nothing when the sheet is imported as exported', () => {
    expect(plan(writeGoodsSheet([rose]))).toEqual({ changes: [] });
  });

  it('plans the SKUs and goods fields a row changes, before and after', () => {
    const sheet = writeGoodsSheet([rose]);
    for (const row of sheet.slice(1)) row[SHEET_COLUMN.sale] = '已下架';
    (sheet[2] as SheetCell[])[SHEET_COLUMN.stock] = 25;
    expect(plan(sheet)).toEqual({
      changes: [
        {
          goodsId: 7,
          goods: {
            before: { name: '龙沙宝石 月季', shortname: '龙沙宝石', catId: 31, isSale: 1 },
            after: { name: '龙沙宝石 月季', shortname: '龙沙宝石', catId: 31, isSale: 3 },
          },
          skus: [
            {
              skuId: 71,
              spec: '规格：2加仑；颜色：粉',
              before: { marketPriceFen: 8850, gradePricesFen: {}, stock: 0, weightGrams: 1200 },
              after: { marketPriceFen: 8850, gradePricesFen: {}, stock: 25, weightGrams: 1200 },
            },
          ],
        },
      ],
    });
  });

  it('leaves the SKUs of rows taken out, and skips blank rows', () => {
    const sheet = writeGoodsSheet([rose]);
    sheet.splice(
      1,
      1,
      Array.from({ length: 20 }, () => null),
    );
    expect(plan(sheet)).toEqual({ changes: [] });
  });

  it('names each bad row as Excel numbers it, top to bottom', () => {
    const sheet = writeGoodsSheet([rose]);
    (sheet[1] as SheetCell[])[SHEET_COLUMN.spec] = '规格：3加仑；颜色：粉';
    (sheet[2] as SheetCell[])[SHEET_COLUMN.marketPrice] = 'abc';
    expect(reportsOf(plan(sheet))).toEqual([`第 2 行：${m.GOODS_SHEET_SPEC_CHANGED}`, `第 3 行：${m.sheetPriceMessage('市场价')}`]);
  });

  it('refuses unknown goods and SKUs, a SKU twice, rows of one goods that disagree, and an unknown category', () => {
    expect(reportsOf(plan(edited(1, SHEET_COLUMN.goodsId, 8)))).toEqual([`第 2 行：${m.GOODS_SHEET_GOODS_UNKNOWN}`]);
    expect(reportsOf(plan(edited(1, SHEET_COLUMN.skuId, 72)))).toEqual([`第 2 行：${m.GOODS_SHEET_SKU_UNKNOWN}`]);
    expect(reportsOf(plan(edited(2, SHEET_COLUMN.name, '月季')))).toEqual([`第 3 行：${m.GOODS_SHEET_GOODS_FIELDS_DIFFER}`]);
    const twice = writeGoodsSheet([rose]);
    twice.push([...(twice[1] as SheetCell[])]);
    expect(reportsOf(plan(twice))).toEqual([`第 4 行：${m.GOODS_SHEET_SKU_REPEATED}`]);
    const moved = writeGoodsSheet([rose]).map((row, i) => (i === 0 ? row : row.map((cell, c) => (c === SHEET_COLUMN.catId ? 99 : cell))));
    expect(reportsOf(plan(moved))).toEqual([`第 2 行：${m.CATEGORY_NOT_FOUND}`, `第 3 行：${m.CATEGORY_NOT_FOUND}`]);
  });

  it("holds each goods to the editor's rules, reported on its first row", () => {
    const sheet = writeGoodsSheet([rose]).map((row, i) => (i === 0 ? row : row.map((cell, c) => (c === SHEET_COLUMN.catId ? 3 : cell))));
    expect(reportsOf(plan(sheet))).toEqual([`第 2 行：${m.GOODS_CATEGORY_NOT_LEAF}`]);
  });

  it("checks only the goods its rows change: one the editor's rules would refuse, left as it is, holds up nothing", () => {
    const bare: SheetGoods = { ...rose, goodsId: 8, pictures: [], skus: rose.skus.map((sku) => ({ ...sku, skuId: sku.skuId + 10 })) };
    expect(plan(writeGoodsSheet([rose, bare]), [rose, bare])).toEqual({ changes: [] });
    const repriced = plan(edited(1, SHEET_COLUMN.stock, 3, [rose, bare]), [rose, bare]);
    expect('changes' in repriced && repriced.changes.map((change) => change.goodsId)).toEqual([7]);
    expect(reportsOf(plan(edited(3, SHEET_COLUMN.stock, 3, [rose, bare]), [rose, bare]))).toEqual([`第 4 行：${m.GOODS_PICTURE_REQUIRED}`]);
  });

  it('refuses a file of other headers, or without rows', () => {
    expect(reportsOf(plan([['编号', '名称']]))).toEqual([`第 1 行：${m.GOODS_SHEET_HEADERS_INVALID}`]);
    expect(reportsOf(plan(writeGoodsSheet([])))).toEqual([m.GOODS_SHEET_EMPTY]);
  });
});

const label = fc.constantFrom('小', '中', '大', '红', '白', '1加仑', '2加仑', '粉 色');
const priceArb = fc.integer({ min: 1, max: 2_000_000_000 });
const goodsArb = (goodsId: number): fc.Arbitrary<SheetGoods> =>
  fc
    .record({
      name: fc.constantFrom('月季', '铁线莲 乌托邦', '绣球'),
      catId: fc.constantFrom(31, 32),
      isSale: fc.constantFrom(1, 2, 3),
      attributes: fc
        .uniqueArray(fc.constantFrom('规格', '颜色'), { minLength: 1, maxLength: 2 })
        .chain((names) =>
          fc.tuple(...names.map((name) => fc.uniqueArray(label, { minLength: 1, maxLength: 3 }).map((values) => ({ name, values })))),
        ),
    })
    .chain(({ attributes, ...rest }) => {
      const combinations = skuCombinations(attributes);
      return fc
        .tuple(
          ...combinations.map((values) =>
            fc
              .record({ market: priceArb, grades: fc.dictionary(fc.constantFrom('0', '3', '9'), fc.double({ min: 0.01, max: 1, noNaN: true })) })
              .chain(({ market, grades }) =>
                fc.record({ stock: fc.nat({ max: 99_999 }), weightGrams: fc.integer({ min: 1, max: 50_000 }) }).map((rest) => ({
                  values,
                  marketPriceFen: market,
                  gradePricesFen: Object.fromEntries(
                    Object.entries(grades).map(([grade, share]) => [grade, Math.max(1, Math.floor(market * share))]),
                  ),
                  ...rest,
                })),
              ),
          ),
        )
        .map((skus) => ({
          goodsId,
          shortname: '',
          pictures: ['/media/a.jpg'],
          media: [],
          startNum: 1,
          nbei: 1,
          deposit: null,
          ...rest,
          attributes,
          skus: skus.map((sku, i) => ({ ...sku, skuId: goodsId * 100 + i })),
        }));
    });
const catalogueArb = fc.integer({ min: 1, max: 4 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => goodsArb(i + 1))));

describe('properties', () => {
  it('a catalogue imported as exported changes nothing', () => {
    fc.assert(
      fc.property(catalogueArb, (goods) => {
        expect(plan(writeGoodsSheet(goods), goods)).toEqual({ changes: [] });
      }),
    );
  });

  it('every price, stock and weight written is read back as it was', () => {
    fc.assert(
      fc.property(catalogueArb, (goods) => {
        const rows = writeGoodsSheet(goods).slice(1);
        const read = rows.map((row) => readSheetRow(row));
        const written = goods.flatMap((item) => item.skus.map(({ values: _values, skuId: _skuId, ...sku }) => sku));
        expect(read.map((reading) => ('row' in reading ? reading.row.sku : reading))).toEqual(written);
      }),
    );
  });

  it('a sheet with bad rows is refused whole, with one report per bad row naming it', () => {
    fc.assert(
      fc.property(
        catalogueArb.chain((goods) => {
          const rowCount = goods.reduce((sum, item) => sum + item.skus.length, 0);
          return fc.tuple(fc.constant(goods), fc.uniqueArray(fc.integer({ min: 1, max: rowCount }), { minLength: 1, maxLength: rowCount }));
        }),
        ([goods, spoiled]) => {
          const sheet = writeGoodsSheet(goods);
          for (const row of spoiled) (sheet[row] as SheetCell[])[SHEET_COLUMN.stock] = '一些';
          const expected = [...spoiled].sort((a, b) => a - b).map((row) => `第 ${row + 1} 行：${m.sheetIntegerMessage('库存')}`);
          expect(plan(sheet, goods)).toEqual({ reports: expected });
        },
      ),
    );
  });
});
