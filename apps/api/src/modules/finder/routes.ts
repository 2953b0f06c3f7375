// The plant finder's calls (shopping §7 "Plant finder": all GET, paths not shown; chosen in the style of
// the others, see the README's finder table) and the operator's hardiness import.
import { LOCATING_FAILED } from '@garden/domain';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { loadCategoryTree, subtreeIds } from '../catalogue/index';
import { listCities, loadFinderPlant, locateCity, readCityHardiness, searchFinder } from './finder';
import { gradeOf } from '../catalogue/index';

const TAG = '植物推荐';

export const finderRoutes = endpointRouter(
  endpoint('readCityHardiness', {
    tags: [TAG],
    summary: '城市的耐寒区（按 city_name）',
    handle: async ({ db, input }) => readCityHardiness(db, input.city_name ?? ''),
  }),
  endpoint('locateCity', {
    tags: [TAG],
    summary: '定位：坐标所在的城市（按真实行政区边界判断；不在任何城市内则「定位失败」）',
    async handle({ db, input }) {
      const city = await locateCity(db, input.lng, input.lat);
      if (!city) throw notFound(LOCATING_FAILED);
      return city;
    },
  }),
  endpoint('listCities', {
    tags: [TAG],
    summary: '全部城市，或按 region_name 搜索（中文、全拼、首字母）',
    handle: async ({ db, input }) => ({ list: await listCities(db, input.region_name) }),
  }),
  endpoint('searchFinder', {
    tags: [TAG],
    summary: '植物推荐：只列出耐寒区覆盖所选城市的植物，按光照、类型、花色、株型、特色、耐受性筛选；每页 20',
    middleware: [optionalUser],
    async handle({ db, user, input, now }) {
      const catIds = input.cat_id ? await categorySubtree(db, input.cat_id) : undefined;
      const filters = {
        cityName: input.city_name ?? '',
        productName: input.product_name?.trim() || undefined,
        sunshine: input.sunshine,
        plantType: input.plant_properties,
        flowerColour: input.flower_color,
        habit: input.habit,
        speciality: input.speciality,
        tolerances: input.tolerant_lis,
        onSaleOnly: input.is_sale === '1',
        catIds,
        page: input.page_no,
        limit: input.page_size,
      };
      return searchFinder(db, filters, gradeOf(user), now);
    },
  }),
  endpoint('readFinderPlant', {
    tags: [TAG],
    summary: '植物详情：适生耐寒区、光照等特性，是否适合所选城市，以及同品种的商品',
    middleware: [optionalUser],
    handle: async ({ db, user, input, now }) => loadFinderPlant(db, input.product_id, input.city_name ?? '', gradeOf(user), now),
  }),
);

/** The category and every category under it; an unknown category has no plants. */
async function categorySubtree(db: Parameters<typeof loadCategoryTree>[0], catId: number): Promise<number[]> {
  const node = (await loadCategoryTree(db)).byId.get(catId);
  return node ? subtreeIds(node) : [];
}
