import { type EditorSku, validateEditorSku } from '../goods-editor/validate-goods-draft';
import { GOODS_SHEET_IDS_REQUIRED, GOODS_SHEET_SALE_INVALID, sheetIntegerMessage, sheetPriceMessage } from '../messages/messages';
import { parseFen } from '../money/parse-fen';
import { MEMBER_GRADE_NAMES } from '../pricing/member-grade';
import { checkPlainText } from '../validation/check-plain-text';
import { GOODS_SALE_LABELS } from '../goods-editor/sale-schedule';
import { GOODS_SHEET_HEADERS, SHEET_COLUMN, type SheetCell } from './sheet-layout';

/** One row of the goods spreadsheet as read: the goods' fields, the SKU's id, spec text and values. */
export interface SheetRow {
  readonly goodsId: number;
  readonly skuId: number;
  readonly name: string;
  readonly shortname: string;
  readonly catId: number;
  readonly spec: string;
  readonly isSale: number;
  readonly sku: Omit<EditorSku, 'values'>;
}

/** A row read, or the reason it cannot be. */
export type SheetRowReading = { readonly row: SheetRow } | { readonly reason: string };

const isBlank = (cell: SheetCell | undefined) => cell === null || cell === undefined || String(cell).trim() === '';
const textOf = (cell: SheetCell | undefined) => (isBlank(cell) ? '' : String(cell).trim());

/** A whole number written as a number or as digits; null for anything else. */
function integerOf(cell: SheetCell | undefined): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? cell : null;
  const text = textOf(cell);
  return /^-?\d{1,15}$/.test(text) ? Number(text) : null;
}

/** Whether a row holds nothing at all (Excel keeps rows that were emptied): such rows are skipped. */
export const isBlankRow = (cells: readonly SheetCell[]): boolean => cells.every(isBlank);

/**
 * Reads one row of the goods spreadsheet (issue 31 "Catalogue"), answering the row or the first reason it is
 * refused: both ids (the sheet changes goods the shop has), whole numbers where the sheet has them, prices as
 * yuan with at most two decimals (`parseFen`; an empty grade price means that grade pays the market price), the
 * sale state as the sheet writes it, texts of one line without control characters (`checkPlainText`), and the SKU held to the editor's rules (`validateEditorSku`).
 */
export function readSheetRow(cells: readonly SheetCell[]): SheetRowReading {
  const cell = (column: number) => cells[column] ?? null;
  if (isBlank(cell(SHEET_COLUMN.goodsId)) || isBlank(cell(SHEET_COLUMN.skuId))) return { reason: GOODS_SHEET_IDS_REQUIRED };
  const integers: Record<'goodsId' | 'skuId' | 'catId' | 'stock' | 'weight', number> = { goodsId: 0, skuId: 0, catId: 0, stock: 0, weight: 0 };
  for (const key of Object.keys(integers) as (keyof typeof integers)[]) {
    const value = integerOf(cell(SHEET_COLUMN[key]));
    if (value === null) return { reason: sheetIntegerMessage(GOODS_SHEET_HEADERS[SHEET_COLUMN[key]] as string) };
    integers[key] = value;
  }
  const priceOf = (column: number) => {
    const fen = parseFen(textOf(cell(column)));
    return fen === null || fen === 0 ? null : fen;
  };
  const marketPriceFen = priceOf(SHEET_COLUMN.marketPrice);
  if (marketPriceFen === null) return { reason: sheetPriceMessage(GOODS_SHEET_HEADERS[SHEET_COLUMN.marketPrice] as string) };
  const gradePricesFen: Record<string, number> = {};
  for (let grade = 0; grade < MEMBER_GRADE_NAMES.length; grade += 1) {
    const column = SHEET_COLUMN.firstGrade + grade;
    if (isBlank(cell(column))) continue;
    const fen = priceOf(column);
    if (fen === null) return { reason: sheetPriceMessage(GOODS_SHEET_HEADERS[column] as string) };
    gradePricesFen[String(grade)] = fen;
  }
  for (const column of [SHEET_COLUMN.name, SHEET_COLUMN.shortname, SHEET_COLUMN.spec]) {
    const refusal = checkPlainText(textOf(cell(column)), 'line');
    if (refusal) return { reason: refusal };
  }
  const saleText = textOf(cell(SHEET_COLUMN.sale));
  const isSale = Object.entries(GOODS_SALE_LABELS).find(([, label]) => label === saleText)?.[0];
  if (isSale === undefined) return { reason: GOODS_SHEET_SALE_INVALID };
  const sku = { marketPriceFen, gradePricesFen, stock: integers.stock, weightGrams: integers.weight };
  const refusal = validateEditorSku(sku);
  if (refusal) return { reason: refusal };
  return {
    row: {
      goodsId: integers.goodsId,
      skuId: integers.skuId,
      name: textOf(cell(SHEET_COLUMN.name)),
      shortname: textOf(cell(SHEET_COLUMN.shortname)),
      catId: integers.catId,
      spec: textOf(cell(SHEET_COLUMN.spec)),
      isSale: Number(isSale),
      sku,
    },
  };
}
