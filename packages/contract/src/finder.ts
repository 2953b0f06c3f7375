// The plant finder (shopping §2 recommend, recommendDetail, chooseAddress; §3 "Plant-finder item", city
// items; §7 "Plant finder"). Paths are the API's own (api README "Plant finder").
import {
  FIELD_REASONS,
  FLOWER_COLOURS,
  GROWTH_HABITS,
  LIGHT_NEEDS,
  LOCATING_FAILED,
  PAGE_SIZES,
  PLANT_SPECIALITIES,
  PLANT_TOLERANCES,
  PLANT_TYPES,
} from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { ProductCard, PriceInfo } from './catalogue';
import { Flag, Yuan } from './common';
import { cityParams, integer, limitParam, MAX_ID, optionalInteger, pageParam } from './fields';

/** One value of a domain list, or nothing ('' as nothing: the page sends its "不限" that way). */
const oneOf = (values: readonly string[], description: string) =>
  z
    .string()
    .max(20)
    .optional()
    .refine((value) => !value || values.includes(value), FIELD_REASONS.finderFilter)
    .transform((value) => value || undefined)
    .openapi({ type: 'string', enum: ['', ...values], description });

/** Degrees as text or number, inside the given bounds. */
const degrees = (min: number, max: number, description: string) =>
  z
    .union([z.string().max(30), z.number()])
    .transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)))
    .pipe(z.number({ error: LOCATING_FAILED }).min(min, LOCATING_FAILED).max(max, LOCATING_FAILED))
    .openapi({ type: 'number', description });

/** GET /v1/finder/hardiness: the city is the call's `city_name`. */
export const CityHardinessRequest = z.object(cityParams);

/** GET /v1/finder/locate: a coordinate. */
export const LocateRequest = z.object({ lng: degrees(-180, 180, '经度'), lat: degrees(-90, 90, '纬度') });

/** GET /v1/finder/regions: every city, or those a keyword finds. */
export const CityListRequest = z.object({ region_name: z.string().max(30).optional().openapi({ description: '关键字' }) });

/** GET /v1/finder/search: the city, a name and the filters, 20 a page. */
export const FinderSearchRequest = z.object({
  ...cityParams,
  is_sale: z
    .union([z.literal('0'), z.literal('1'), z.literal('')])
    .optional()
    .openapi({ description: '1 只看在线销售' }),
  page_no: pageParam(),
  page_size: limitParam(PAGE_SIZES.plantFinder),
  product_name: z.string().max(50).optional().openapi({ description: '植物名称（包含即可）' }),
  sunshine: oneOf(LIGHT_NEEDS, '光照需求'),
  plant_properties: oneOf(PLANT_TYPES, '植物类型'),
  flower_color: oneOf(FLOWER_COLOURS, '花色'),
  habit: oneOf(GROWTH_HABITS, '株型（生长习性）'),
  speciality: oneOf(PLANT_SPECIALITIES, '特色'),
  tolerant_lis: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.some((part) => !(PLANT_TOLERANCES as readonly string[]).includes(part))) {
        ctx.addIssue({ code: 'custom', message: FIELD_REASONS.finderFilter });
        return z.NEVER;
      }
      return parts;
    })
    .openapi({ type: 'string', description: `耐受性，逗号分隔，须全部具备（${PLANT_TOLERANCES.join('、')}）` }),
  cat_id: optionalInteger('只看该分类（及其子分类）的植物：分类页的植物推荐样式'),
});

/** GET /v1/finder/plant: one plant, judged for the call's city. */
export const FinderPlantRequest = z.object({ ...cityParams, product_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer' }) });

/** GET /v1/finder/hardiness: a city's hardiness zone and the winter it stands for. */
export const CityHardiness = z
  .object({
    region_id: z.number().int(),
    city_name: z.string(),
    zone: z.string().openapi({ example: '8b' }),
    extreme_min_from: z.number().openapi({ description: '该区年极端最低气温均值下限（°C）' }),
    extreme_min_to: z.number().openapi({ description: '该区年极端最低气温均值上限（°C，不含）' }),
    source: z.enum(['demo-city', 'demo-province', 'import']).openapi({ description: 'demo-* 为演示数据；import 为导入的实测数据' }),
  })
  .openapi('CityHardiness');
export type CityHardiness = z.infer<typeof CityHardiness>;

/** A city of the picker (§3 city items): name, id, its province, and the initials it is found by. */
export const CityItem = z.object({
  region_id: z.number().int(),
  region_name: z.string(),
  province_id: z.number().int(),
  province_name: z.string(),
  letter: z.string().openapi({ description: '省份拼音首字母（按字母列出省份）' }),
  pinyin: z.string(),
  initials: z.string(),
});
export type CityItem = z.infer<typeof CityItem>;

/** GET /v1/finder/regions: every city, or those a keyword (Chinese, pinyin, initials) finds. */
export const CityList = z.object({ list: z.array(CityItem) });
export type CityList = z.infer<typeof CityList>;

/** GET /v1/finder/locate: the city a coordinate falls in. */
export const LocatedCity = z.object({
  region_id: z.number().int(),
  city_name: z.string(),
  province_id: z.number().int(),
  province_name: z.string(),
});
export type LocatedCity = z.infer<typeof LocatedCity>;

/** A plant in the finder (§3 "Plant-finder item"), priced at the shopper's grade. */
export const FinderItem = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    name: z.string().openapi({ description: '花色' }),
    thumbnail: z.string(),
    sunshine: z.string(),
    plant_properties: z.string(),
    habit: z.string(),
    speciality: z.array(z.string()),
    tolerant: z.array(z.string()),
    coldest_zone: z.string().openapi({ example: '5b' }),
    warmest_zone: z.string().openapi({ example: '9b' }),
    list_price: Yuan,
    price_info: PriceInfo,
    is_sale: z.number().int(),
    is_dingjin: Flag,
    presell: Flag,
    after_mark: ProductCard.shape.after_mark,
    stock: z.number().int(),
    cat_name: z.string(),
  })
  .openapi('FinderItem');
export type FinderItem = z.infer<typeof FinderItem>;

/** GET /v1/finder/search: 20 a page, only plants whose zone range covers the city's zone. */
export const FinderPage = z.object({
  list: z.array(FinderItem),
  total: z.number().int(),
  page: z.number().int(),
  last_page: z.number().int(),
  city: CityHardiness.nullable().openapi({ description: '筛选所用城市；未选城市为 null（不按气候筛选）' }),
});
export type FinderPage = z.infer<typeof FinderPage>;

/** GET /v1/finder/plant: one plant's facts, whether it lives in the city, and its goods. */
export const FinderDetail = z.object({
  item: FinderItem,
  city: CityHardiness.nullable(),
  suits_city: z.boolean().openapi({ description: '该城市的耐寒区是否在植物的适生区间内' }),
  goods: z.array(ProductCard).openapi({ description: '同一品种的在售商品' }),
});
export type FinderDetail = z.infer<typeof FinderDetail>;

/** POST /v1/operator/hardiness: what an import file changed. */
export const HardinessImported = z.object({ rows: z.number().int(), replaced: z.number().int() });
export type HardinessImported = z.infer<typeof HardinessImported>;
