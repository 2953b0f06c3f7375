// The plant finder's calls (shopping §7 "Plant finder": all GET, paths not shown; chosen in the style of
// the others, see the README's finder table) and the operator's hardiness import.
import { LOCATING_FAILED } from '@garden/domain';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { queryRoute } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { loadCategoryTree, subtreeIds } from '../catalogue/index';
import { listCities, loadFinderPlant, locateCity, readCityHardiness, searchFinder } from './finder';
import { gradeOf } from '../catalogue/index';

const TAG = '植物推荐';

export const finderRoutes = createRouter()
  .openapi(queryRoute('readCityHardiness', { tags: [TAG], summary: '城市的耐寒区（按 city_name）' }), async (c) =>
    respond(c, await readCityHardiness(c.var.db, c.req.valid('query').city_name ?? '')),
  )
  .openapi(
    queryRoute('locateCity', { tags: [TAG], summary: '定位：坐标所在的城市（按真实行政区边界判断；不在任何城市内则「定位失败」）' }),
    async (c) => {
      const { lng, lat } = c.req.valid('query');
      const city = await locateCity(c.var.db, lng, lat);
      if (!city) throw notFound(LOCATING_FAILED);
      return respond(c, city);
    },
  )
  .openapi(queryRoute('listCities', { tags: [TAG], summary: '全部城市，或按 region_name 搜索（中文、全拼、首字母）' }), async (c) =>
    respond(c, { list: await listCities(c.var.db, c.req.valid('query').region_name) }),
  )
  .openapi(
    queryRoute('searchFinder', {
      tags: [TAG],
      summary: '植物推荐：只列出耐寒区覆盖所选城市的植物，按光照、类型、花色、株型、特色、耐受性筛选；每页 20',
      middleware: [optionalUser] as const,
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
    queryRoute('readFinderPlant', {
      tags: [TAG],
      summary: '植物详情：适生耐寒区、光照等特性，是否适合所选城市，以及同品种的商品',
      middleware: [optionalUser] as const,
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
