// The plant finder's calls (shopping §7 "Plant finder": all GET, paths not shown; chosen in the style of
// the others, see the README's finder table) and the operator's hardiness import.
import { CityHardiness, CityList, FinderDetail, FinderPage, LocatedCity } from '@garden/contract';
import {
  FLOWER_COLOURS,
  GROWTH_HABITS,
  LIGHT_NEEDS,
  LOCATING_FAILED,
  PAGE_SIZES,
  PLANT_SPECIALITIES,
  PLANT_TOLERANCES,
  PLANT_TYPES,
  FIELD_REASONS,
} from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { integer } from '../../platform/validation';
import { cityParams, limitParam, MAX_ID, optionalInteger, pageParam } from '../../platform/query-fields';
import { loadCategoryTree, subtreeIds } from '../catalogue/index';
import { listCities, loadFinderPlant, locateCity, readCityHardiness, searchFinder } from './finder';
import { gradeOf } from '../catalogue/index';

const TAG = '植物推荐';

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

const searchQuery = z.object({
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

export const finderRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/finder/hardiness',
      tags: [TAG],
      summary: '城市的耐寒区（按 city_name）',
      request: { query: z.object(cityParams) },
      responses: envelopeResponses(CityHardiness),
    }),
    async (c) => respond(c, await readCityHardiness(c.var.db, c.req.valid('query').city_name ?? '')),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/finder/locate',
      tags: [TAG],
      summary: '定位：坐标所在的城市（按真实行政区边界判断；不在任何城市内则「定位失败」）',
      request: {
        query: z.object({ lng: degrees(-180, 180, '经度'), lat: degrees(-90, 90, '纬度') }),
      },
      responses: envelopeResponses(LocatedCity),
    }),
    async (c) => {
      const { lng, lat } = c.req.valid('query');
      const city = await locateCity(c.var.db, lng, lat);
      if (!city) throw notFound(LOCATING_FAILED);
      return respond(c, city);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/finder/regions',
      tags: [TAG],
      summary: '全部城市，或按 region_name 搜索（中文、全拼、首字母）',
      request: { query: z.object({ region_name: z.string().max(30).optional().openapi({ description: '关键字' }) }) },
      responses: envelopeResponses(CityList),
    }),
    async (c) => respond(c, { list: await listCities(c.var.db, c.req.valid('query').region_name) }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/finder/search',
      tags: [TAG],
      summary: '植物推荐：只列出耐寒区覆盖所选城市的植物，按光照、类型、花色、株型、特色、耐受性筛选；每页 20',
      middleware: [optionalUser] as const,
      request: { query: searchQuery },
      responses: envelopeResponses(FinderPage),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const catIds = query.cat_id ? await categorySubtree(c.var.db, query.cat_id) : undefined;
      return respond(
        c,
        await searchFinder(
          c.var.db,
          {
            cityName: query.city_name ?? '',
            productName: query.product_name?.trim() || undefined,
            sunshine: query.sunshine,
            plantType: query.plant_properties,
            flowerColour: query.flower_color,
            habit: query.habit,
            speciality: query.speciality,
            tolerances: query.tolerant_lis,
            onSaleOnly: query.is_sale === '1',
            catIds,
            page: query.page_no,
            limit: query.page_size,
          },
          gradeOf(c.var.user),
          c.var.config.now(),
        ),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/finder/plant',
      tags: [TAG],
      summary: '植物详情：适生耐寒区、光照等特性，是否适合所选城市，以及同品种的商品',
      middleware: [optionalUser] as const,
      request: { query: z.object({ ...cityParams, product_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer' }) }) },
      responses: envelopeResponses(FinderDetail),
    }),
    async (c) => {
      const query = c.req.valid('query');
      return respond(c, await loadFinderPlant(c.var.db, query.product_id, query.city_name ?? '', gradeOf(c.var.user), c.var.config.now()));
    },
  );

/** The category and every category under it; an unknown category has no plants. */
async function categorySubtree(db: Parameters<typeof loadCategoryTree>[0], catId: number): Promise<number[]> {
  const node = (await loadCategoryTree(db)).byId.get(catId);
  return node ? subtreeIds(node) : [];
}
