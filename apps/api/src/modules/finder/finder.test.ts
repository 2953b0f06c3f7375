import type { CityHardiness, CityList, FinderDetail, FinderPage, HardinessImported, LocatedCity } from '@garden/contract';
import {
  CITY_NOT_FOUND,
  HARDINESS_FILE_EMPTY,
  HARDINESS_REGION_TWICE,
  HARDINESS_REGION_UNKNOWN,
  HARDINESS_ZONE_INVALID,
  hardinessFileRefusedMessage,
  type HardinessZone,
  OPERATOR_FORBIDDEN,
  LOCATING_FAILED,
  parseZone,
  zoneAt,
  zoneRangeCovers,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, cityHardiness, goods, plantFacts } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { callOperator, operatorOfRole } from '../../test/operator-calls';

const ctx = useSeededContext();

const zone = (text: string) => parseZone(text) as HardinessZone;
const operate = <T>(method: string, path: string, json: Record<string, unknown>) =>
  call<T>(ctx.app, method, path, { json, headers: { authorization: `Bearer ${ctx.operatorKey}` } });

/** Every stored plant a city's zone lets live, by the domain's rule, computed here from the facts. */
async function plantsLivingIn(cityZone: string): Promise<number[]> {
  const rows = await ctx.db.select().from(plantFacts);
  return rows
    .filter((row) =>
      zoneRangeCovers({ coldest: zoneAt(row.coldestZone) as HardinessZone, warmest: zoneAt(row.warmestZone) as HardinessZone }, zone(cityZone)),
    )
    .map((row) => row.goodsId)
    .sort((a, b) => a - b);
}

async function everyPage(query: Record<string, string | number | undefined>): Promise<FinderPage['list']> {
  const first = (await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query })).body.data;
  const rest = [];
  for (let page = 2; page <= first.last_page; page += 1)
    rest.push(...(await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query: { ...query, page_no: page } })).body.data.list);
  return [...first.list, ...rest];
}

describe('cities', () => {
  it('answers a city’s zone by its name, with or without 市, and says where the value came from', async () => {
    const hangzhou = await call<CityHardiness>(ctx.app, 'GET', '/v1/finder/hardiness', { query: { city_name: '杭州市' } });
    expect(hangzhou.body.data).toEqual({
      region_id: 3301,
      city_name: '杭州市',
      zone: '8b',
      extreme_min_from: -9.4,
      extreme_min_to: -6.7,
      source: 'demo-city',
    });
    expect((await call<CityHardiness>(ctx.app, 'GET', '/v1/finder/hardiness', { query: { city_name: '杭州' } })).body.data.region_id).toBe(3301);
    // 温州 has no zone of its own in the demo data: it takes 浙江's.
    expect((await call<CityHardiness>(ctx.app, 'GET', '/v1/finder/hardiness', { query: { city_name: '温州市' } })).body.data).toMatchObject({
      zone: '8b',
      source: 'demo-province',
    });
    expect((await call(ctx.app, 'GET', '/v1/finder/hardiness', { query: { city_name: '不存在市' } })).body).toEqual(refused(CITY_NOT_FOUND, 404));
  });

  it('lists every city with its province letter, and finds 杭州 by Chinese, full pinyin and initials', async () => {
    const all = (await call<CityList>(ctx.app, 'GET', '/v1/finder/regions')).body.data.list;
    expect(all.length).toBeGreaterThan(300);
    expect(all.find((city) => city.region_id === 3301)).toMatchObject({ region_name: '杭州市', province_name: '浙江省', letter: 'Z' });
    expect(all.some((city) => city.region_name.endsWith('直辖县级行政区划'))).toBe(false);
    for (const keyword of ['hz', 'hangzhou', '杭', 'HZ']) {
      const found = (await call<CityList>(ctx.app, 'GET', '/v1/finder/regions', { query: { region_name: keyword } })).body.data.list;
      expect(found.map((city) => city.region_name)).toContain('杭州市');
    }
    const exact = (await call<CityList>(ctx.app, 'GET', '/v1/finder/regions', { query: { region_name: 'hangzhou' } })).body.data.list;
    expect(exact[0]?.region_name).toBe('杭州市');
    expect((await call<CityList>(ctx.app, 'GET', '/v1/finder/regions', { query: { region_name: 'zzzzzz' } })).body.data.list).toEqual([]);
  });

  it('locates a coordinate in its city from the real boundaries, and says 定位失败 at sea or for no coordinate', async () => {
    const westLake = await call<LocatedCity>(ctx.app, 'GET', '/v1/finder/locate', { query: { lng: 120.15, lat: 30.25 } });
    expect(westLake.body.data).toEqual({ region_id: 3301, city_name: '杭州市', province_id: 33, province_name: '浙江省' });
    const bund = await call<LocatedCity>(ctx.app, 'GET', '/v1/finder/locate', { query: { lng: 121.49, lat: 31.24 } });
    expect(bund.body.data.city_name).toBe('上海市');
    expect((await call(ctx.app, 'GET', '/v1/finder/locate', { query: { lng: 125, lat: 29 } })).body).toEqual(refused(LOCATING_FAILED, 404));
    expect((await call(ctx.app, 'GET', '/v1/finder/locate', { query: { lng: 'abc', lat: 30 } })).body).toEqual(refused(LOCATING_FAILED));
    expect((await call(ctx.app, 'GET', '/v1/finder/locate', { query: { lng: 120, lat: 91 } })).body).toEqual(refused(LOCATING_FAILED));
  });
});

describe('the finder', () => {
  it('lists exactly the plants whose zone range covers the city, 20 a page, and every plant without a city', async () => {
    for (const [city, cityZone] of [
      ['哈尔滨市', '4a'],
      ['杭州市', '8b'],
      ['广州市', '10b'],
    ] as const) {
      const first = (await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query: { city_name: city } })).body.data;
      expect(first.city?.zone).toBe(cityZone);
      expect(first.list.length).toBeLessThanOrEqual(20);
      const listed = (await everyPage({ city_name: city })).map((item) => item.product_id).sort((a, b) => a - b);
      expect(listed).toEqual(await plantsLivingIn(cityZone));
      expect(first.total).toBe(listed.length);
    }
    const cold = await everyPage({ city_name: '哈尔滨市' });
    const warm = await everyPage({ city_name: '广州市' });
    expect(cold.length).toBeGreaterThan(0);
    expect(warm.length).toBeGreaterThan(0);
    expect(cold.some((item) => item.cat_name === '观叶植物' || item.plant_properties === '观叶植物')).toBe(false);
    const everything = (await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query: { city_name: '' } })).body.data;
    expect(everything.city).toBeNull();
    expect(everything.total).toBe((await ctx.db.select().from(plantFacts)).length);
  });

  it('narrows by light, type, colour, habit, speciality, every named tolerance, name and online sale', async () => {
    const base = { city_name: '杭州市' };
    const all = await everyPage(base);
    const sample = all[0] as FinderPage['list'][number];
    const checks: [Record<string, string>, (item: FinderPage['list'][number]) => boolean][] = [
      [{ sunshine: sample.sunshine }, (item) => item.sunshine === sample.sunshine],
      [{ plant_properties: sample.plant_properties }, (item) => item.plant_properties === sample.plant_properties],
      [{ flower_color: sample.name }, (item) => item.name === sample.name],
      [{ habit: sample.habit }, (item) => item.habit === sample.habit],
      [{ speciality: sample.speciality[0] as string }, (item) => item.speciality.includes(sample.speciality[0] as string)],
      [{ tolerant_lis: sample.tolerant.join(',') }, (item) => sample.tolerant.every((tolerance) => item.tolerant.includes(tolerance))],
      [{ is_sale: '1' }, (item) => item.is_sale === 1],
    ];
    for (const [filter, holds] of checks) {
      const narrowed = await everyPage({ ...base, ...filter });
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.every(holds)).toBe(true);
      expect(narrowed.map((item) => item.product_id).sort()).toEqual(
        all
          .filter(holds)
          .map((item) => item.product_id)
          .sort(),
      );
    }
    const word = sample.product_name.split(' ').at(-1) as string;
    const named = await everyPage({ ...base, product_name: word });
    expect(named.every((item) => item.product_name.includes(word))).toBe(true);
    expect((await call(ctx.app, 'GET', '/v1/finder/search', { query: { ...base, sunshine: '晒太阳' } })).body).toEqual(
      refused('参数 sunshine 不正确：筛选条件无效'),
    );
    expect((await call(ctx.app, 'GET', '/v1/finder/search', { query: { ...base, tolerant_lis: '耐热,耐寒冷' } })).body).toEqual(
      refused('参数 tolerant_lis 不正确：筛选条件无效'),
    );
  });

  it('prices at the shopper’s grade, and keeps to a category for the category page’s finder variant', async () => {
    const vip = await createBuyer(ctx.db, ctx.config, { uGrade: 5 });
    const guest = (await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query: { city_name: '杭州市' } })).body.data.list;
    const member = (await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { key: vip.key, query: { city_name: '杭州市' } })).body.data.list;
    expect(member.map((item) => item.product_id)).toEqual(guest.map((item) => item.product_id));
    expect(member.every((item) => item.price_info.u_grade === 5)).toBe(true);
    expect(member.some((item, i) => item.list_price !== guest[i]?.list_price)).toBe(true);

    // cat_id 1 is 月季, a top category: its plants are those whose category's top ancestor is 1.
    const cats = await ctx.db.select().from(categories);
    const parentOf = new Map(cats.map((cat) => [cat.catId, cat.parentId]));
    const topOf = (catId: number): number => (parentOf.get(catId) ? topOf(parentOf.get(catId) as number) : catId);
    const rows = await ctx.db
      .select({ id: goods.goodsId, catId: goods.catId })
      .from(goods)
      .innerJoin(plantFacts, eq(plantFacts.goodsId, goods.goodsId));
    const roses = rows.filter((row) => topOf(row.catId) === 1).map((row) => row.id);
    const inCategory = (await everyPage({ city_name: '', cat_id: 1 })).map((item) => item.product_id);
    expect(roses.length).toBeGreaterThan(0);
    expect(inCategory.sort((a, b) => a - b)).toEqual(roses.sort((a, b) => a - b));
    expect(roses.length).toBeLessThan(rows.length);
  });

  it('shows a plant with its facts, whether it suits the city, and its goods', async () => {
    const [item] = (await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query: { city_name: '杭州市' } })).body.data.list;
    const detail = (await call<FinderDetail>(ctx.app, 'GET', '/v1/finder/plant', { query: { product_id: item?.product_id, city_name: '杭州市' } }))
      .body.data;
    expect(detail.item).toEqual(item);
    expect(detail.suits_city).toBe(true);
    expect(detail.goods[0]?.id).toBe(item?.product_id);
    const harbin = (await call<FinderDetail>(ctx.app, 'GET', '/v1/finder/plant', { query: { product_id: item?.product_id, city_name: '哈尔滨市' } }))
      .body.data;
    expect(harbin.suits_city).toBe(
      zoneRangeCovers({ coldest: zone(detail.item.coldest_zone), warmest: zone(detail.item.warmest_zone) }, zone(harbin.city?.zone ?? '')),
    );
    expect((await call(ctx.app, 'GET', '/v1/finder/plant', { query: { product_id: 999_999 } })).status).toBe(404);
  });
});

describe('garden hardiness import', () => {
  it('refuses a file with any bad line, naming each, and changes nothing', async () => {
    const before = await ctx.db.select().from(cityHardiness);
    const answer = await operate('POST', '/v1/operator/hardiness', { csv: '地区,耐寒区\n3301,8a\n火星市,7b\n上海市,99z\n3301,7a' });
    // Each bad line reported top to bottom (the back office lists them, `garden` prints them), as the sheet imports do.
    expect(answer.body).toEqual({
      code: 400,
      msg: hardinessFileRefusedMessage(3),
      data: { reports: [`第 3 行：${HARDINESS_REGION_UNKNOWN}`, `第 4 行：${HARDINESS_ZONE_INVALID}`, `第 5 行：${HARDINESS_REGION_TWICE}`] },
    });
    // A file without a data line has no line to name.
    expect((await operate('POST', '/v1/operator/hardiness', { csv: '地区,耐寒区\n\n' })).body).toEqual(refused(HARDINESS_FILE_EMPTY));
    expect(await ctx.db.select().from(cityHardiness)).toEqual(before);
  });

  it('is the catalogue roles’ work: customer service, the warehouse and finance are refused and nothing changes', async () => {
    const before = await ctx.db.select().from(cityHardiness);
    for (const role of ['客服', '仓库', '财务'] as const)
      expect((await callOperator(await operatorOfRole(ctx, role), 'importHardiness', { csv: '3301,5a' })).body).toEqual(
        refused(OPERATOR_FORBIDDEN, 403),
      );
    expect(await ctx.db.select().from(cityHardiness)).toEqual(before);
    expect((await callOperator(await operatorOfRole(ctx, '运营'), 'importHardiness', { csv: 'x'.repeat(20_001) })).body.code).toBe(400);
    expect(await ctx.db.select().from(cityHardiness)).toEqual(before);
  });

  it('loads a good file in one go, by code or name, and the finder uses it at once', async () => {
    const loaded = await operate<HardinessImported>('POST', '/v1/operator/hardiness', { csv: '3302,7a\n嘉兴市,8a\n湖州,8a\n' });
    expect(loaded.body.data).toEqual({ rows: 3, replaced: 3 });
    const ningbo = await call<CityHardiness>(ctx.app, 'GET', '/v1/finder/hardiness', { query: { city_name: '宁波市' } });
    expect(ningbo.body.data).toMatchObject({ zone: '7a', source: 'import' });
    const listed = (await everyPage({ city_name: '宁波市' })).map((item) => item.product_id).sort((a, b) => a - b);
    expect(listed).toEqual(await plantsLivingIn('7a'));
  });
});
