import { GOODS_ATTRIBUTE_VALUE_MAX, GOODS_NAME_MAX, GOODS_SHORTNAME_MAX, GOODS_SKUS_MAX } from '../constants/back-office-limits';
import {
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
  FIELD_REASONS,
} from '../messages/messages';
import { MAX_STORED_FEN } from '../money/parse-fen';
import { isMemberGrade } from '../pricing/member-grade';
import { countCharacters } from '../validation/count-characters';
import { isLocalPath } from '../validation/is-local-path';
import { deliveryDatesRefusal } from './delivery-dates';
import { goodsLabelsRefusal } from './goods-labels';
import { type PlantFactsDraft, plantFactsRefusal } from './plant-facts';
import { type SaleSchedule, saleScheduleRefusal } from './sale-schedule';
import { combinationKey, type EditorAttribute, skuCombinations } from './sku-matrix';

export const GOODS_ATTRIBUTES_MAX = 3;
/** The level goods hang from: the third (storefront §3 "Category tree"). */
export const GOODS_CATEGORY_LEVEL = 3;

/** One SKU of the editor: its attribute values in the attributes' order, prices in fen, stock, weight in grams. */
export interface EditorSku {
  readonly values: readonly string[];
  readonly marketPriceFen: number;
  /** Fen per member grade ("0".."9"); a grade left out pays the market price. */
  readonly gradePricesFen: Readonly<Record<string, number>>;
  readonly stock: number;
  readonly weightGrams: number;
}

/** The deposit settings (shopping §4 "Deposit orders"): the deposit window and the balance window. */
export interface EditorDeposit {
  readonly begTime: Date | null;
  readonly endTime: Date | null;
  readonly payBegTime: Date | null;
  readonly payEndTime: Date | null;
}

/** What the goods editor saves, as the rules read it. */
export interface GoodsDraft {
  readonly name: string;
  readonly shortname: string;
  /** The level of the chosen category (1–3). */
  readonly categoryLevel: number;
  /** Picture addresses, the main picture first; a video's address and the attributes' thumbnails. */
  readonly pictures: readonly string[];
  readonly media: readonly string[];
  readonly startNum: number;
  readonly nbei: number;
  readonly attributes: readonly EditorAttribute[];
  readonly skus: readonly EditorSku[];
  /** Null for goods sold outright; the four times for deposit goods (`is_dingjin`). */
  readonly deposit: EditorDeposit | null;
  /** Pre-sale delivery dates (`YYYY-MM-DD`); none for goods sold outright. */
  readonly deliveryDates: readonly string[];
  /** The sale state and, for coming-soon goods, the time they go on sale. */
  readonly schedule: SaleSchedule;
  /** The operator's own card tags. */
  readonly labels: readonly string[];
  /** The finder's facts, for a plant; null for goods the finder does not list. */
  readonly plant: PlantFactsDraft | null;
}

const isCount = (value: number, min: number) => Number.isInteger(value) && value >= min && value <= MAX_STORED_FEN;

function attributesRefusal(attributes: readonly EditorAttribute[]): string | null {
  if (attributes.length === 0) return GOODS_ATTRIBUTES_REQUIRED;
  if (attributes.length > GOODS_ATTRIBUTES_MAX) return GOODS_ATTRIBUTES_TOO_MANY;
  const names = attributes.map((attribute) => attribute.name.trim());
  if (names.some((name) => name === '' || countCharacters(name) > GOODS_ATTRIBUTE_VALUE_MAX) || new Set(names).size !== names.length)
    return GOODS_ATTRIBUTE_NAME_INVALID;
  for (const { values } of attributes) {
    const labels = values.map((value) => value.trim());
    if (labels.length === 0 || new Set(labels).size !== labels.length) return GOODS_ATTRIBUTE_VALUES_INVALID;
    if (labels.some((label) => label === '' || countCharacters(label) > GOODS_ATTRIBUTE_VALUE_MAX)) return GOODS_ATTRIBUTE_VALUES_INVALID;
  }
  return null;
}

/**
 * Checks one SKU of the editor (issue 31 "Catalogue"), answering the first rule it breaks or null: a market
 * price, grade prices (grades 0–9) no higher than it, a stock of 0 or more and a weight of 1 gram or more. The
 * goods spreadsheet checks each of its rows with it, so a refusal names the row.
 */
export function validateEditorSku(sku: Omit<EditorSku, 'values'>): string | null {
  if (!isCount(sku.marketPriceFen, 1)) return FIELD_REASONS.price;
  for (const [grade, fen] of Object.entries(sku.gradePricesFen)) {
    if (!isMemberGrade(Number(grade)) || !isCount(fen, 1)) return FIELD_REASONS.price;
    if (fen > sku.marketPriceFen) return GOODS_GRADE_PRICE_ABOVE_MARKET;
  }
  if (!isCount(sku.stock, 0)) return GOODS_STOCK_INVALID;
  if (!isCount(sku.weightGrams, 1)) return GOODS_WEIGHT_INVALID;
  return null;
}

function depositRefusal(deposit: EditorDeposit | null): string | null {
  if (deposit === null) return null;
  const { begTime, endTime, payBegTime, payEndTime } = deposit;
  if (!begTime || !endTime || !payBegTime || !payEndTime) return GOODS_DEPOSIT_WINDOWS_REQUIRED;
  if (!(begTime < endTime && endTime <= payBegTime && payBegTime < payEndTime)) return GOODS_DEPOSIT_WINDOWS_ORDER;
  return null;
}

/**
 * Checks what the goods editor saves (issue 31 "Catalogue"), answering the first rule it breaks or null: a
 * name and short name of editor length, a third-level category, at least one picture and only the shop's own
 * files, a start quantity and step of 1 or more, one to three spec attributes of distinct names and values,
 * exactly one SKU per combination of their values (at most 200), each with a market price, grade prices no
 * higher than it, a stock and a weight; deposit goods with their deposit window before their balance window;
 * valid pre-sale dates, a scheduled on-sale time after `now`, the card tags and the plant facts.
 */
export function validateGoodsDraft(draft: GoodsDraft, now: Date): string | null {
  const name = draft.name.trim();
  if (name === '' || countCharacters(name) > GOODS_NAME_MAX) return GOODS_NAME_INVALID;
  if (countCharacters(draft.shortname.trim()) > GOODS_SHORTNAME_MAX) return GOODS_SHORTNAME_TOO_LONG;
  if (draft.categoryLevel !== GOODS_CATEGORY_LEVEL) return GOODS_CATEGORY_NOT_LEAF;
  if (draft.pictures.length === 0) return GOODS_PICTURE_REQUIRED;
  if ([...draft.pictures, ...draft.media].some((address) => !isLocalPath(address))) return GOODS_MEDIA_INVALID;
  if (!isCount(draft.startNum, 1)) return GOODS_START_NUM_INVALID;
  if (!isCount(draft.nbei, 1)) return GOODS_STEP_INVALID;
  const attributes = attributesRefusal(draft.attributes);
  if (attributes) return attributes;
  const combinations = skuCombinations(draft.attributes.map((a) => ({ name: a.name.trim(), values: a.values.map((v) => v.trim()) })));
  if (combinations.length > GOODS_SKUS_MAX) return GOODS_SKUS_TOO_MANY;
  const wanted = new Set(combinations.map(combinationKey));
  const given = draft.skus.map((sku) => combinationKey(sku.values.map((v) => v.trim())));
  if (given.length !== wanted.size || new Set(given).size !== given.length || given.some((key) => !wanted.has(key))) return GOODS_SKUS_MISMATCH;
  for (const sku of draft.skus) {
    const refusal = validateEditorSku(sku);
    if (refusal) return refusal;
  }
  return (
    depositRefusal(draft.deposit) ??
    deliveryDatesRefusal(draft.deliveryDates) ??
    saleScheduleRefusal(draft.schedule, now) ??
    goodsLabelsRefusal(draft.labels) ??
    plantFactsRefusal(draft.plant)
  );
}
