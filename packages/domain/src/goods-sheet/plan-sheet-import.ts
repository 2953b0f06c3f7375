import { type EditorSku, validateGoodsDraft } from '../goods-editor/validate-goods-draft';
import {
  CATEGORY_NOT_FOUND,
  GOODS_SHEET_EMPTY,
  GOODS_SHEET_GOODS_FIELDS_DIFFER,
  GOODS_SHEET_GOODS_UNKNOWN,
  GOODS_SHEET_HEADERS_INVALID,
  GOODS_SHEET_SKU_REPEATED,
  GOODS_SHEET_SKU_UNKNOWN,
  GOODS_SHEET_SPEC_CHANGED,
  sheetRowMessage,
} from '../messages/messages';
import { isBlankRow, readSheetRow, type SheetRow } from './read-sheet-row';
import { GOODS_SHEET_HEADERS, type SheetCell, type SheetGoods, sheetSpecText } from './sheet-layout';

/** What a row changes of its goods. */
export interface SheetGoodsFields {
  readonly name: string;
  readonly shortname: string;
  readonly catId: number;
  readonly isSale: number;
}

/** What a row changes of its SKU. */
export type SheetSkuFields = Omit<EditorSku, 'values'>;

/** One goods an import changes: its fields before and after (null when they stay), and each SKU that changes. */
export interface SheetGoodsChange {
  readonly goodsId: number;
  readonly goods: { readonly before: SheetGoodsFields; readonly after: SheetGoodsFields } | null;
  readonly skus: readonly { readonly skuId: number; readonly spec: string; readonly before: SheetSkuFields; readonly after: SheetSkuFields }[];
}

/** An import's plan (what changes; a goods or SKU the sheet leaves as it is is not listed), or each bad row's report. */
export type SheetImportPlan = { readonly changes: readonly SheetGoodsChange[] } | { readonly reports: readonly string[] };

const goodsFieldsOf = (goods: SheetGoods | SheetRow): SheetGoodsFields => ({
  name: goods.name.trim(),
  shortname: goods.shortname.trim(),
  catId: goods.catId,
  isSale: goods.isSale,
});
const skuFieldsOf = (sku: SheetSkuFields): SheetSkuFields => ({
  marketPriceFen: sku.marketPriceFen,
  gradePricesFen: Object.fromEntries(Object.entries(sku.gradePricesFen).sort(([a], [b]) => a.localeCompare(b))),
  stock: sku.stock,
  weightGrams: sku.weightGrams,
});
const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks a goods spreadsheet against the catalogue and plans its import (issue 31 "Catalogue": import the
 * exported file back, every row validated, all or nothing). `sheet` is the file's rows, the header row first;
 * `catalogue` the goods by id; `categoryLevels` each category's level. Each row must be readable
 * (`readSheetRow`), name a goods and one of its SKUs, once, with the SKU's spec unchanged (the SKU matrix is the
 * editor's), and agree with the goods' other rows on the goods' fields; each goods, with its rows applied, must
 * pass the editor's rules (`validateGoodsDraft`) if its rows change it, reported on its first row. Rows left out leave their SKUs as
 * they are. `now` is the editor's rules' now. Any bad row refuses the whole sheet: the answer is then one report per bad row, `第 N 行：…`, N
 * the row number Excel shows.
 */
export function planSheetImport(
  sheet: readonly (readonly SheetCell[])[],
  catalogue: ReadonlyMap<number, SheetGoods>,
  categoryLevels: ReadonlyMap<number, number>,
  now: Date,
): SheetImportPlan {
  const headers = (sheet[0] ?? []).map((cell) => (cell === null ? '' : String(cell).trim()));
  if (!same(headers.slice(0, GOODS_SHEET_HEADERS.length), GOODS_SHEET_HEADERS)) return { reports: [sheetRowMessage(1, GOODS_SHEET_HEADERS_INVALID)] };
  const refusals: { row: number; reason: string }[] = [];
  const refuse = (index: number, reason: string) => refusals.push({ row: index + 1, reason });
  /** Per goods: its first row's index and fields, and the rows read for its SKUs. */
  const groups = new Map<number, { firstIndex: number; fields: SheetGoodsFields; skus: Map<number, SheetSkuFields> }>();
  let rowsRead = 0;
  sheet.forEach((cells, index) => {
    if (index === 0 || isBlankRow(cells)) return;
    rowsRead += 1;
    const reading = readSheetRow(cells);
    if ('reason' in reading) return refuse(index, reading.reason);
    const { row } = reading;
    const goods = catalogue.get(row.goodsId);
    if (!goods) return refuse(index, GOODS_SHEET_GOODS_UNKNOWN);
    const sku = goods.skus.find((candidate) => candidate.skuId === row.skuId);
    if (!sku) return refuse(index, GOODS_SHEET_SKU_UNKNOWN);
    if (row.spec !== sheetSpecText(goods.attributes, sku.values).trim()) return refuse(index, GOODS_SHEET_SPEC_CHANGED);
    if (!categoryLevels.has(row.catId)) return refuse(index, CATEGORY_NOT_FOUND);
    const group = groups.get(row.goodsId);
    if (!group) {
      groups.set(row.goodsId, { firstIndex: index, fields: goodsFieldsOf(row), skus: new Map([[row.skuId, skuFieldsOf(row.sku)]]) });
      return;
    }
    if (!same(group.fields, goodsFieldsOf(row))) return refuse(index, GOODS_SHEET_GOODS_FIELDS_DIFFER);
    if (group.skus.has(row.skuId)) return refuse(index, GOODS_SHEET_SKU_REPEATED);
    group.skus.set(row.skuId, skuFieldsOf(row.sku));
  });
  if (rowsRead === 0) return { reports: [GOODS_SHEET_EMPTY] };

  const changes: SheetGoodsChange[] = [];
  for (const [goodsId, group] of groups) {
    const goods = catalogue.get(goodsId) as SheetGoods;
    const skus = goods.skus.map((sku) => ({ ...sku, ...group.skus.get(sku.skuId) }));
    const before = goodsFieldsOf(goods);
    const skuChanges = goods.skus.flatMap((sku) => {
      const after = group.skus.get(sku.skuId);
      const was = skuFieldsOf(sku);
      return after && !same(was, after) ? [{ skuId: sku.skuId, spec: sheetSpecText(goods.attributes, sku.values), before: was, after }] : [];
    });
    const goodsChanged = !same(before, group.fields);
    // A goods its rows leave as it is needs no check: a goods saved before a rule existed (or made without the
    // editor) does not hold up a sheet that only re-prices others.
    if (!goodsChanged && skuChanges.length === 0) continue;
    // The sheet cannot change the pre-sale dates, the on-sale time, the tags or the plant facts: the editor checked
    // them when they were saved, so they are left out here rather than refused on goods the sheet only re-prices.
    const refusal = validateGoodsDraft(
      {
        ...goods,
        ...group.fields,
        categoryLevel: categoryLevels.get(group.fields.catId) ?? 0,
        skus,
        deliveryDates: [],
        schedule: { isSale: group.fields.isSale, onSaleAt: null },
        labels: [],
        plant: null,
      },
      now,
    );
    if (refusal) {
      refuse(group.firstIndex, refusal);
      continue;
    }
    changes.push({ goodsId, goods: goodsChanged ? { before, after: group.fields } : null, skus: skuChanges });
  }
  // Top to bottom: the goods' own rules are checked after every row was read, and reported on their first rows.
  refusals.sort((a, b) => a.row - b.row);
  if (refusals.length > 0) return { reports: refusals.map(({ row, reason }) => sheetRowMessage(row, reason)) };
  return { changes };
}
