import type { EditorAttribute } from '../goods-editor/sku-matrix';
import type { EditorDeposit, EditorSku } from '../goods-editor/validate-goods-draft';
import { MEMBER_GRADE_NAMES } from '../pricing/member-grade';

/** What one cell of the sheet holds, as the API reads it from the file: text, a number, or nothing. */
export type SheetCell = string | number | null;

/**
 * The goods spreadsheet's header row (issue 31 "Catalogue"), one row per SKU below it: the goods' fields
 * repeated on each of its SKUs' rows, the SKU's id and spec, its market price, a price per member grade
 * (storefront §9; empty: that grade pays the market price), its stock, weight and the goods' sale state.
 */
export const GOODS_SHEET_HEADERS: readonly string[] = [
  '商品编号',
  '商品名称',
  '简称',
  '分类编号',
  'SKU 编号',
  '规格',
  '市场价',
  ...MEMBER_GRADE_NAMES.map((grade) => `${grade}价`),
  '库存',
  '重量（克）',
  '上架状态',
];

const FIRST_GRADE = 7;
/** Where each field sits in a row (0 is column A); the member grades' prices follow the market price, grade 0 first. */
export const SHEET_COLUMN = {
  goodsId: 0,
  name: 1,
  shortname: 2,
  catId: 3,
  skuId: 4,
  spec: 5,
  marketPrice: 6,
  firstGrade: FIRST_GRADE,
  stock: FIRST_GRADE + MEMBER_GRADE_NAMES.length,
  weight: FIRST_GRADE + MEMBER_GRADE_NAMES.length + 1,
  sale: FIRST_GRADE + MEMBER_GRADE_NAMES.length + 2,
} as const;

/** A SKU as the sheet shows it: the editor's SKU with its id. */
export interface SheetSku extends EditorSku {
  readonly skuId: number;
}

/**
 * A goods of the catalogue as the sheet exports it and checks an import against: the fields a row changes,
 * and the rest of what the editor's rules (`validateGoodsDraft`) read.
 */
export interface SheetGoods {
  readonly goodsId: number;
  readonly name: string;
  readonly shortname: string;
  readonly catId: number;
  readonly isSale: number;
  readonly attributes: readonly EditorAttribute[];
  readonly skus: readonly SheetSku[];
  readonly pictures: readonly string[];
  readonly media: readonly string[];
  readonly startNum: number;
  readonly nbei: number;
  readonly deposit: EditorDeposit | null;
}

/** A SKU's spec as its row shows it: each attribute's name and the SKU's value (规格：1加仑；颜色：粉). */
export function sheetSpecText(attributes: readonly EditorAttribute[], values: readonly string[]): string {
  return values.map((value, i) => `${attributes[i]?.name ?? ''}：${value}`).join('；');
}
