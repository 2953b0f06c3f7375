import { MEMBER_GRADE_NAMES } from '../pricing/member-grade';
import { GOODS_SALE_LABELS } from '../goods-editor/sale-schedule';
import { GOODS_SHEET_HEADERS, type SheetCell, type SheetGoods, sheetSpecText } from './sheet-layout';

/** Fen as the number a spreadsheet shows in yuan (1250 → 12.5): exact, since it never has more than two decimals. */
const yuanNumber = (fen: number) => fen / 100;

/**
 * The goods spreadsheet (issue 31 "Catalogue"): the header row, then one row per SKU of each goods in the order
 * given, its SKUs in theirs. Prices are numbers of yuan, so Excel can sum and sort them; `readSheetRow` reads
 * every row back to what was written.
 */
export function writeGoodsSheet(goods: readonly SheetGoods[]): SheetCell[][] {
  const rows: SheetCell[][] = [[...GOODS_SHEET_HEADERS]];
  for (const item of goods) {
    for (const sku of item.skus) {
      rows.push([
        item.goodsId,
        item.name,
        item.shortname,
        item.catId,
        sku.skuId,
        sheetSpecText(item.attributes, sku.values),
        yuanNumber(sku.marketPriceFen),
        ...MEMBER_GRADE_NAMES.map((_, grade) => {
          const fen = sku.gradePricesFen[String(grade)];
          return fen === undefined ? null : yuanNumber(fen);
        }),
        sku.stock,
        sku.weightGrams,
        GOODS_SALE_LABELS[item.isSale] ?? String(item.isSale),
      ]);
    }
  }
  return rows;
}
