// The back office's goods spreadsheet (issue 31 "Catalogue"): the catalogue's goods, SKUs, prices and stock
// exported as .xlsx, and the same file imported back. The domain lays the sheet out, reads its rows and plans
// the import (`writeGoodsSheet`, `planSheetImport`); this file reads and writes the file (exceljs), loads the
// catalogue the plan is checked against, and applies the plan in one transaction, so a sheet with one bad row
// changes nothing. The search columns, stock baselines and the storefront's caches follow as the editor's
// save keeps them (goods-editor.ts).
import type { GoodsSheetImported } from '@garden/contract';
import {
  formatYuan,
  fromFen,
  GOODS_SHEET_FILE_INVALID,
  GOODS_SHEET_ROWS_MAX,
  GOODS_SHEET_TOO_MANY_ROWS,
  GOODS_SHEET_HEADERS,
  goodsSheetRefusedMessage,
  planSheetImport,
  SHEET_COLUMN,
  type SheetGoods,
  type SheetGoodsChange,
  type SheetGoodsFields,
  type SheetSkuFields,
  writeGoodsSheet,
  onSaleTimeAfter,
} from '@garden/domain';
import ExcelJS from 'exceljs';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, goods, goodsPictures, goodsSkus } from '../../db/schema/index';
import { badRequestWith } from '../../platform/api-error';
import { jsonRecords } from '../../platform/json-rows';
import { readSheetFile } from '../../platform/spreadsheet-file';
import { catalogueChanged, goodsChanged } from '../../platform/catalogue-cache';
import { categoryPaths } from './goods-admin-list';
import { specAttributeRows, specMatrix } from './goods-editor';
import { describeForSearch } from './search-text';
import { keepStockBaselines } from './stock-audit';

/** The sheet's name inside the workbook. */
const SHEET_NAME = '商品';

/** The goods columns the sheet and the editor's rules read (not the description, nor the search columns). */
const sheetGoodsColumns = {
  goodsId: goods.goodsId,
  name: goods.name,
  shortname: goods.shortname,
  catId: goods.catId,
  isSale: goods.isSale,
  startNum: goods.startNum,
  nbei: goods.nbei,
  isDeposit: goods.isDeposit,
  djBegTime: goods.djBegTime,
  djEndTime: goods.djEndTime,
  djPayBegTime: goods.djPayBegTime,
  djPayEndTime: goods.djPayEndTime,
};

/** Items grouped by their goods. */
function byGoods<T extends { goodsId: number }>(list: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const item of list) {
    const group = grouped.get(item.goodsId);
    if (group) group.push(item);
    else grouped.set(item.goodsId, [item]);
  }
  return grouped;
}

/** The goods of `goodsIds` (every goods when undefined) as the sheet shows them, by id; SKUs and goods locked when `lock`. */
async function loadSheetGoods(db: Database, goodsIds: number[] | undefined, lock: boolean): Promise<Map<number, SheetGoods>> {
  const goodsQuery = db.select(sheetGoodsColumns).from(goods).orderBy(asc(goods.goodsId));
  const rows = await (goodsIds === undefined
    ? goodsQuery
    : lock
      ? goodsQuery.where(inArray(goods.goodsId, goodsIds)).for('update')
      : goodsQuery.where(inArray(goods.goodsId, goodsIds)));
  const ids = rows.map((row) => row.goodsId);
  if (ids.length === 0) return new Map();
  const skuQuery = db
    .select({
      skuId: goodsSkus.skuId,
      goodsId: goodsSkus.goodsId,
      attrKey: goodsSkus.attrKey,
      marketPriceFen: goodsSkus.marketPriceFen,
      gradePricesFen: goodsSkus.gradePricesFen,
      stock: goodsSkus.stock,
      weightGrams: goodsSkus.weightGrams,
    })
    .from(goodsSkus)
    .where(inArray(goodsSkus.goodsId, ids))
    .orderBy(asc(goodsSkus.skuId));
  // One after the other: a transaction is one connection, which runs one query at a time.
  const skus = await (lock ? skuQuery.for('update') : skuQuery);
  const pictures = await db
    .select({ goodsId: goodsPictures.goodsId, imgUrl: goodsPictures.imgUrl, type: goodsPictures.type, videoUrl: goodsPictures.videoUrl })
    .from(goodsPictures)
    .where(inArray(goodsPictures.goodsId, ids))
    .orderBy(asc(goodsPictures.sortOrder), asc(goodsPictures.imgId));
  const attrs = await specAttributeRows(db, ids);
  const skusOf = byGoods(skus);
  const picturesOf = byGoods(pictures);
  const attrsOf = byGoods(attrs.map((row) => ({ ...row, goodsId: row.attr.goodsId })));
  return new Map(
    rows.map((row) => {
      const spec = specMatrix(attrsOf.get(row.goodsId) ?? []);
      const itsPictures = picturesOf.get(row.goodsId) ?? [];
      const sheetGoods: SheetGoods = {
        goodsId: row.goodsId,
        name: row.name,
        shortname: row.shortname,
        catId: row.catId,
        isSale: row.isSale,
        attributes: spec.attributes.map((attribute) => ({ name: attribute.name, values: attribute.values.map((value) => value.label) })),
        skus: (skusOf.get(row.goodsId) ?? []).map((sku) => ({
          skuId: sku.skuId,
          values: spec.valuesOf(sku.attrKey),
          marketPriceFen: sku.marketPriceFen,
          gradePricesFen: sku.gradePricesFen,
          stock: sku.stock,
          weightGrams: sku.weightGrams,
        })),
        // What the editor's rules read besides the sheet's columns, as its save gives them (goods-editor.ts).
        pictures: itsPictures.map((picture) => picture.imgUrl),
        media: [
          ...itsPictures.flatMap((picture) => (picture.type === 2 && picture.videoUrl !== '' ? [picture.videoUrl] : [])),
          ...spec.attributes.flatMap((attribute) => attribute.values.flatMap((value) => (value.thumb === '' ? [] : [value.thumb]))),
        ],
        startNum: row.startNum,
        nbei: row.nbei,
        deposit: row.isDeposit
          ? { begTime: row.djBegTime, endTime: row.djEndTime, payBegTime: row.djPayBegTime, payEndTime: row.djPayEndTime }
          : null,
      };
      return [row.goodsId, sheetGoods];
    }),
  );
}

/** The price columns, shown with two decimals. */
const PRICE_COLUMNS = GOODS_SHEET_HEADERS.flatMap((_, i) => (i >= SHEET_COLUMN.marketPrice && i < SHEET_COLUMN.stock ? [i + 1] : []));

/** Every goods of the catalogue as the .xlsx sheet an operator edits and imports back. */
export async function exportGoodsSheet(db: Database): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(writeGoodsSheet([...(await loadSheetGoods(db, undefined, false)).values()]));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === SHEET_COLUMN.name || i === SHEET_COLUMN.spec ? 28 : 12;
  });
  for (const column of PRICE_COLUMNS) sheet.getColumn(column).numFmt = '0.00';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Yuan text of fen, each amount formatted once: an import's reply shows every changed SKU's prices twice. */
function yuanFormatter(): (fen: number) => string {
  const formatted = new Map<number, string>();
  return (fen) => {
    let text = formatted.get(fen);
    if (text === undefined) {
      text = formatYuan(fromFen(fen));
      formatted.set(fen, text);
    }
    return text;
  };
}
const skuReply = (sku: SheetSkuFields, yuan: (fen: number) => string) => ({
  market_price: yuan(sku.marketPriceFen),
  grade_prices: Object.fromEntries(Object.entries(sku.gradePricesFen).map(([grade, fen]) => [grade, yuan(fen)])),
  stock: sku.stock,
  weight: sku.weightGrams,
});

/** The import's reply (and its audit row's record), from the plan: each goods changed, before and after. */
function describeChanges(changes: readonly SheetGoodsChange[], catalogue: Map<number, SheetGoods>): GoodsSheetImported {
  const yuan = yuanFormatter();
  return {
    goods_changed: changes.length,
    skus_changed: changes.reduce((sum, change) => sum + change.skus.length, 0),
    changes: changes.map((change) => {
      const fields = (f: NonNullable<SheetGoodsChange['goods']>['before']) => ({
        name: f.name,
        shortname: f.shortname,
        cat_id: f.catId,
        is_sale: f.isSale,
      });
      return {
        goods_id: change.goodsId,
        name: change.goods?.after.name ?? (catalogue.get(change.goodsId) as SheetGoods).name,
        goods: change.goods && { before: fields(change.goods.before), after: fields(change.goods.after) },
        skus: change.skus.map((sku) => ({ sku_id: sku.skuId, spec: sku.spec, before: skuReply(sku.before, yuan), after: skuReply(sku.after, yuan) })),
      };
    }),
  };
}

/** Writes the SKUs' new prices, stock and weight in one statement. */
async function updateSkus(tx: Database, skus: readonly { skuId: number; after: SheetSkuFields }[]) {
  if (skus.length === 0) return;
  const rows = skus.map(({ skuId, after }) => ({
    sku_id: skuId,
    market: after.marketPriceFen,
    grades: after.gradePricesFen,
    stock: after.stock,
    weight: after.weightGrams,
  }));
  await tx.execute(sql`
    update ${goodsSkus} set market_price_fen = v.market, grade_prices_fen = v.grades, stock = v.stock, weight_grams = v.weight
    from ${jsonRecords(rows)} as v(sku_id int, market int, grades jsonb, stock int, weight int)
    where ${goodsSkus.skuId} = v.sku_id`);
}

/** Whether what the search and the lists show of a goods changed: its texts and category, not its sale state. */
const namesChanged = (before: SheetGoodsFields, after: SheetGoodsFields) =>
  before.name !== after.name || before.shortname !== after.shortname || before.catId !== after.catId;

/**
 * Writes the goods' new names, short names, categories and sale state in one statement; the search columns
 * only of goods whose texts or category changed (as the editor's save writes them), the on-sale time as the
 * editor's rule moves it (`onSaleTimeAfter`; left as it is when that answers undefined).
 */
async function updateGoods(
  tx: Database,
  changed: readonly { goodsId: number; before: SheetGoodsFields; after: SheetGoodsFields }[],
  paths: Map<number, { path: string[] }>,
  now: Date,
) {
  if (changed.length === 0) return;
  const renamed = changed.filter(({ before, after }) => namesChanged(before, after)).map(({ goodsId }) => goodsId);
  const brandOf = new Map(
    renamed.length === 0
      ? []
      : (
          await tx
            .select({ goodsId: goods.goodsId, brand: brands.brandName })
            .from(goods)
            .leftJoin(brands, eq(brands.brandId, goods.brandId))
            .where(inArray(goods.goodsId, renamed))
        ).map((row) => [row.goodsId, row.brand ?? '']),
  );
  const rows = changed.map(({ goodsId, before, after }) => {
    const beon = onSaleTimeAfter(before.isSale, after.isSale, undefined, now);
    const search = brandOf.has(goodsId)
      ? describeForSearch({
          name: after.name,
          shortname: after.shortname,
          categories: paths.get(after.catId)?.path ?? [],
          brand: brandOf.get(goodsId),
        })
      : null;
    return {
      goods_id: goodsId,
      name: after.name,
      shortname: after.shortname,
      cat_id: after.catId,
      is_sale: after.isSale,
      beon_set: beon !== undefined,
      beon_time: beon ?? null,
      search_text: search?.searchText ?? null,
      pinyin: search?.pinyin ?? null,
      initials: search?.initials ?? null,
      search_terms: search?.searchTerms ?? null,
    };
  });
  await tx.execute(sql`
    update ${goods} set name = v.name, shortname = v.shortname, cat_id = v.cat_id, is_sale = v.is_sale,
      beon_time = case when v.beon_set then v.beon_time else ${goods.beonTime} end,
      search_text = coalesce(v.search_text, ${goods.searchText}), pinyin = coalesce(v.pinyin, ${goods.pinyin}),
      initials = coalesce(v.initials, ${goods.initials}), search_terms = coalesce(v.search_terms, ${goods.searchTerms})
    from ${jsonRecords(rows)} as v(goods_id int, name text, shortname text, cat_id int, is_sale smallint, beon_set boolean,
      beon_time timestamptz, search_text text, pinyin text, initials text, search_terms text)
    where ${goods.goodsId} = v.goods_id`);
}

/**
 * Imports a goods sheet: every row checked (`planSheetImport`), then, if none is bad, what it changes written in
 * one transaction: goods' names, short names, categories and sale state (their search columns written again),
 * SKUs' prices, grade prices, stock (keeping its baseline for `garden audit stock`) and weight, and each goods'
 * lowest price and total stock. A sheet with a bad row answers 400 with each bad row's report in `data.reports`,
 * and changes nothing. Rows without ids are refused: new goods are made in the editor, which takes their pictures.
 */
export async function importGoodsSheet(db: Database, bytes: ArrayBuffer, now: Date): Promise<GoodsSheetImported> {
  const sheet = await readSheetFile(bytes, {
    invalid: GOODS_SHEET_FILE_INVALID,
    maxRows: GOODS_SHEET_ROWS_MAX,
    tooManyRows: GOODS_SHEET_TOO_MANY_ROWS,
  });
  // Only the goods the rows name are loaded and locked; the plan refuses any id that is not among them.
  const named = [...new Set(sheet.slice(1).map((row) => row[SHEET_COLUMN.goodsId]))]
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  let listsChanged = false;
  const imported = await db.transaction(async (tx) => {
    const catalogue = await loadSheetGoods(tx, named, true);
    const paths = await categoryPaths(tx);
    const plan = planSheetImport(sheet, catalogue, new Map([...paths].map(([catId, { level }]) => [catId, level])), now);
    if ('reports' in plan) throw badRequestWith(goodsSheetRefusedMessage(plan.reports.length), { reports: plan.reports });
    const changedGoods = plan.changes.flatMap((change) =>
      change.goods ? [{ goodsId: change.goodsId, before: change.goods.before, after: change.goods.after }] : [],
    );
    await updateGoods(tx, changedGoods, paths, now);
    listsChanged = changedGoods.some(({ before, after }) => namesChanged(before, after));
    const changedSkus = plan.changes.flatMap((change) => change.skus);
    await updateSkus(tx, changedSkus);
    await keepStockBaselines(
      tx,
      changedSkus.flatMap((sku) => (sku.before.stock === sku.after.stock ? [] : [{ skuId: sku.skuId, stock: sku.after.stock }])),
      now,
    );
    // Each goods keeps its lowest market price (the price sorts) and total stock (the stock tags) over its SKUs,
    // written only where they move; no index holds either column, so the rows are updated in place (HOT), the
    // search's indexes untouched (migration 0025).
    const totals = plan.changes.flatMap((change) => {
      if (change.skus.length === 0) return [];
      const after = new Map(change.skus.map((sku) => [sku.skuId, sku.after]));
      const stored = (catalogue.get(change.goodsId) as SheetGoods).skus;
      const skus = stored.map((sku) => after.get(sku.skuId) ?? sku);
      const [low, total] = [Math.min(...skus.map((sku) => sku.marketPriceFen)), skus.reduce((sum, sku) => sum + sku.stock, 0)];
      const [lowBefore, totalBefore] = [Math.min(...stored.map((sku) => sku.marketPriceFen)), stored.reduce((sum, sku) => sum + sku.stock, 0)];
      return low === lowBefore && total === totalBefore ? [] : [{ goods_id: change.goodsId, low, total }];
    });
    if (totals.length > 0) {
      await tx.execute(sql`
        update ${goods} set sort_price_fen = v.low, stock = v.total
        from ${jsonRecords(totals)} as v(goods_id int, low int, total int)
        where ${goods.goodsId} = v.goods_id`);
    }
    return describeChanges(plan.changes, catalogue);
  });
  goodsChanged(
    db,
    imported.changes.map((change) => change.goods_id),
  );
  if (listsChanged) catalogueChanged(db);
  return imported;
}
