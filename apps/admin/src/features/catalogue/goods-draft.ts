import type { GoodsEditorDetail } from '@garden/contract';
import * as domain from '@garden/domain';
import type { GoodsSaveFields } from './api/goods';

/** One SKU row of the editor as typed: yuan texts and counts as the inputs hold them. */
export interface SkuForm {
  market_price: string;
  grade_prices: Record<string, string>;
  stock: string;
  weight: string;
}

/** A plant's finder facts as picked (what the editor sends); '' for a value not picked yet, zones written `7b`. */
export type PlantForm = NonNullable<GoodsEditorDetail['plant']>;

export const emptyPlant = (): PlantForm => ({
  light: '',
  plant_type: '',
  flower_colour: '',
  habit: '',
  specialities: [],
  tolerances: [],
  coldest_zone: '',
  warmest_zone: '',
});

/** The editor's state: the goods as typed, before the domain's rules and the server have read it. */
export interface GoodsForm {
  name: string;
  shortname: string;
  cat_id: string | null;
  brand_id: string | null;
  send_address_id: string | null;
  descpt: string;
  shipping_desc: string;
  pictures: { url: string; video_url: string }[];
  attributes: { name: string; values: string[] }[];
  /** The SKU rows by their combination's key (`combinationKey`): kept when an attribute changes, so typed prices stay. */
  skus: Record<string, SkuForm>;
  /** The member grades that have a price of their own ("0".."9"); the others pay the market price. */
  grades: string[];
  start_num: string;
  nbei: string;
  special_goods: boolean;
  is_fei5zhe: boolean;
  is_hei5ka: boolean;
  is_mini: boolean;
  /** `is_sale`: "1" on sale, "2" coming soon, "3" off sale. */
  is_sale: string;
  /** While coming soon: when the goods goes on sale by itself (Unix seconds), or null to wait for an operator. */
  beon_time: number | null;
  forward: boolean;
  /** Pre-sale delivery dates, `YYYY-MM-DD`. */
  deliveries: string[];
  tags: string[];
  /** Null for goods the plant finder does not list. */
  plant: PlantForm | null;
  /** A deposit goods' flag and windows (DepositFields). */
  deposit: Pick<GoodsEditorDetail, 'is_dingjin' | 'dj_beg_time' | 'dj_end_time' | 'dj_pay_beg_time' | 'dj_pay_end_time'>;
}

/** What each part of the editor is given: the form, a way to change it, and the refusal shown at a field. */
export interface GoodsFieldsProps {
  form: GoodsForm;
  onChange: (next: Partial<GoodsForm>) => void;
  errorAt: (field: DraftField) => string | undefined;
}

/** The field a domain refusal is shown at. */
export type DraftField =
  | 'name'
  | 'shortname'
  | 'category'
  | 'pictures'
  | 'start_num'
  | 'nbei'
  | 'attributes'
  | 'skus'
  | 'flags'
  | 'deliveries'
  | 'sale'
  | 'tags'
  | 'plant';

const FIELD_OF: Record<string, DraftField> = {
  [domain.GOODS_NAME_INVALID]: 'name',
  [domain.GOODS_SHORTNAME_TOO_LONG]: 'shortname',
  [domain.GOODS_CATEGORY_NOT_LEAF]: 'category',
  [domain.GOODS_PICTURE_REQUIRED]: 'pictures',
  [domain.GOODS_MEDIA_INVALID]: 'pictures',
  [domain.GOODS_START_NUM_INVALID]: 'start_num',
  [domain.GOODS_STEP_INVALID]: 'nbei',
  [domain.GOODS_ATTRIBUTES_REQUIRED]: 'attributes',
  [domain.GOODS_ATTRIBUTES_TOO_MANY]: 'attributes',
  [domain.GOODS_ATTRIBUTE_NAME_INVALID]: 'attributes',
  [domain.GOODS_ATTRIBUTE_VALUES_INVALID]: 'attributes',
  [domain.GOODS_SKUS_TOO_MANY]: 'skus',
  [domain.GOODS_SKUS_MISMATCH]: 'skus',
  [domain.FIELD_REASONS.price]: 'skus',
  [domain.GOODS_GRADE_PRICE_ABOVE_MARKET]: 'skus',
  [domain.GOODS_STOCK_INVALID]: 'skus',
  [domain.GOODS_WEIGHT_INVALID]: 'skus',
  [domain.GOODS_DEPOSIT_WINDOWS_REQUIRED]: 'flags',
  [domain.GOODS_DEPOSIT_WINDOWS_ORDER]: 'flags',
  [domain.GOODS_DELIVERY_DATES_INVALID]: 'deliveries',
  [domain.GOODS_ON_SALE_TIME_PAST]: 'sale',
  [domain.GOODS_TAGS_INVALID]: 'tags',
  [domain.GOODS_PLANT_FACTS_INVALID]: 'plant',
  [domain.GOODS_HARDINESS_RANGE_INVALID]: 'plant',
};

export const emptySku = (): SkuForm => ({ market_price: '', grade_prices: {}, stock: '0', weight: '500' });

export function emptyGoodsForm(): GoodsForm {
  return {
    name: '',
    shortname: '',
    cat_id: null,
    brand_id: null,
    send_address_id: null,
    descpt: '',
    shipping_desc: '',
    pictures: [],
    attributes: [{ name: '规格', values: [] }],
    skus: {},
    grades: [],
    start_num: '1',
    nbei: '1',
    special_goods: false,
    is_fei5zhe: false,
    is_hei5ka: false,
    is_mini: false,
    is_sale: '3',
    beon_time: null,
    forward: false,
    deliveries: [],
    tags: [],
    plant: null,
    deposit: { is_dingjin: 0, dj_beg_time: null, dj_end_time: null, dj_pay_beg_time: null, dj_pay_end_time: null },
  };
}

/** The editor's state for a loaded goods. */
export function goodsFormOf(detail: GoodsEditorDetail): GoodsForm {
  const grades = [...new Set(detail.skus.flatMap((sku) => Object.keys(sku.grade_prices)))].sort();
  return {
    name: detail.name,
    shortname: detail.shortname,
    cat_id: String(detail.cat_id),
    brand_id: detail.brand_id ? String(detail.brand_id) : null,
    send_address_id: String(detail.send_address_id),
    descpt: detail.descpt,
    shipping_desc: detail.shipping_desc,
    pictures: detail.pictures.map(({ url, video_url }) => ({ url, video_url })),
    attributes: detail.attributes.map((attribute) => ({ name: attribute.name, values: attribute.values.map((value) => value.label) })),
    skus: Object.fromEntries(
      detail.skus.map((sku) => [
        domain.combinationKey(sku.values),
        { market_price: sku.market_price, grade_prices: { ...sku.grade_prices }, stock: String(sku.stock), weight: String(sku.weight) },
      ]),
    ),
    grades,
    start_num: String(detail.start_num),
    nbei: String(detail.nbei),
    special_goods: detail.special_goods === 1,
    is_fei5zhe: detail.is_fei5zhe === 1,
    is_hei5ka: detail.is_hei5ka === 1,
    is_mini: detail.is_mini === 1,
    is_sale: String(detail.is_sale),
    beon_time: detail.is_sale === 2 ? detail.beon_time : null,
    forward: detail.forward === 1,
    deliveries: detail.deliveries.map((delivery) => delivery.delivery_time),
    tags: detail.tags,
    plant: detail.plant ? { ...detail.plant } : null,
    deposit: {
      is_dingjin: detail.is_dingjin,
      dj_beg_time: detail.dj_beg_time,
      dj_end_time: detail.dj_end_time,
      dj_pay_beg_time: detail.dj_pay_beg_time,
      dj_pay_end_time: detail.dj_pay_end_time,
    },
  };
}

/** An attribute's values as typed, trimmed, the blank ones (a comma just typed) left out. */
const labelsOf = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

/** The combinations of the attributes' values, the SKU matrix's rows. */
export const combinationsOf = (form: GoodsForm): string[][] =>
  domain.skuCombinations(form.attributes.map((attribute) => ({ name: attribute.name.trim(), values: labelsOf(attribute.values) })));

const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const fen = (text: string | undefined) => domain.parseFen((text ?? '').trim()) ?? 0;
const dateOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));
/** A zone as its place on the scale; -1 (refused by the domain) when none is picked. */
const placeOf = (text: string) => {
  const zone = domain.parseZone(text);
  return zone ? domain.zoneIndex(zone) : -1;
};

/** The first of the domain's rules the form breaks, and the field to show it at; null when it may be sent. */
export function checkGoodsForm(form: GoodsForm, categoryLevel: number, now: Date): { field: DraftField | 'form'; message: string } | null {
  const combinations = combinationsOf(form);
  const draft: domain.GoodsDraft = {
    name: form.name,
    shortname: form.shortname,
    categoryLevel,
    pictures: form.pictures.map((picture) => picture.url),
    media: form.pictures.map((picture) => picture.video_url).filter(Boolean),
    startNum: count(form.start_num),
    nbei: count(form.nbei),
    attributes: form.attributes.map((attribute) => ({ name: attribute.name, values: labelsOf(attribute.values) })),
    skus: combinations.map((values) => {
      const sku = form.skus[domain.combinationKey(values)] ?? emptySku();
      return {
        values,
        marketPriceFen: fen(sku.market_price),
        gradePricesFen: Object.fromEntries(form.grades.map((grade) => [grade, fen(sku.grade_prices[grade])])),
        stock: count(sku.stock),
        weightGrams: count(sku.weight),
      };
    }),
    deposit:
      form.deposit.is_dingjin === 1
        ? {
            begTime: dateOf(form.deposit.dj_beg_time),
            endTime: dateOf(form.deposit.dj_end_time),
            payBegTime: dateOf(form.deposit.dj_pay_beg_time),
            payEndTime: dateOf(form.deposit.dj_pay_end_time),
          }
        : null,
    deliveryDates: form.deliveries,
    schedule: { isSale: Number(form.is_sale), onSaleAt: dateOf(form.beon_time) },
    labels: form.tags,
    plant: form.plant && {
      ...form.plant,
      plantType: form.plant.plant_type,
      flowerColour: form.plant.flower_colour,
      coldestZone: placeOf(form.plant.coldest_zone),
      warmestZone: placeOf(form.plant.warmest_zone),
    },
  };
  const message = domain.validateGoodsDraft(draft, now);
  return message ? { field: FIELD_OF[message] ?? 'form', message } : null;
}

/** What the editor sends (create, or update with the goods' id). */
export function goodsFieldsOf(form: GoodsForm): GoodsSaveFields {
  return {
    name: form.name.trim(),
    shortname: form.shortname.trim(),
    cat_id: Number(form.cat_id),
    brand_id: form.brand_id ? Number(form.brand_id) : 0,
    send_address_id: Number(form.send_address_id),
    descpt: form.descpt,
    shipping_desc: form.shipping_desc,
    pictures: form.pictures,
    attributes: form.attributes.map((attribute) => ({
      name: attribute.name.trim(),
      values: labelsOf(attribute.values).map((label) => ({ label })),
    })),
    skus: combinationsOf(form).map((values) => {
      const sku = form.skus[domain.combinationKey(values)] ?? emptySku();
      return {
        values,
        market_price: sku.market_price.trim(),
        grade_prices: Object.fromEntries(form.grades.map((grade) => [grade, (sku.grade_prices[grade] ?? '').trim()])),
        stock: Number(sku.stock),
        weight: Number(sku.weight),
      };
    }),
    start_num: Number(form.start_num),
    nbei: Number(form.nbei),
    special_goods: form.special_goods ? 1 : 0,
    is_fei5zhe: form.is_fei5zhe ? 1 : 0,
    is_hei5ka: form.is_hei5ka ? 1 : 0,
    is_mini: form.is_mini ? 1 : 0,
    ...form.deposit,
    is_sale: Number(form.is_sale),
    beon_time: form.is_sale === '2' ? form.beon_time : null,
    forward: form.forward ? 1 : 0,
    deliveries: form.deliveries,
    tags: form.tags.map((tag) => tag.trim()),
    plant: form.plant,
  };
}
