// The plant finder's seed rows: every plant's finder facts, and a demo hardiness zone for every city.
import { type GrowthHabit, type HardinessZone, type PLANT_SPECIALITIES, type PLANT_TOLERANCES, parseZone, zoneIndex } from '@garden/domain';
import type { cityHardiness, plantFacts, regions } from '../db/schema/index';
import { ATTR, type CatalogueRows } from './build-catalogue';
import { DEMO_CITY_ZONES, DEMO_PROVINCE_ZONES } from './hardiness-data';
import { createRandom } from './random';

type Speciality = (typeof PLANT_SPECIALITIES)[number];
type Tolerance = (typeof PLANT_TOLERANCES)[number];

interface FinderProfile {
  readonly coldest: string;
  readonly warmest: string;
  readonly habits: readonly GrowthHabit[];
  readonly specialities: readonly Speciality[];
  readonly tolerances: readonly Tolerance[];
}

/**
 * What each top category's plants are like, roughly as gardeners know them (月季 hardy to about 5b,
 * 多肉 wanting a frost-free winter, 观叶 house plants tropical); each plant then moves its ends by up to
 * half a zone, so neighbouring cities see different lists.
 */
const PROFILES: Readonly<Record<string, FinderProfile>> = {
  月季: { coldest: '5b', warmest: '9b', habits: ['直立', '攀援', '丛生'], specialities: ['观花', '芳香'], tolerances: ['耐热', '耐修剪'] },
  绣球: { coldest: '6a', warmest: '9b', habits: ['丛生', '单株丛生'], specialities: ['观花'], tolerances: ['耐湿', '耐修剪'] },
  铁线莲: { coldest: '4b', warmest: '9a', habits: ['攀援'], specialities: ['观花'], tolerances: ['耐修剪', '耐瘠薄'] },
  多肉植物: {
    coldest: '9b',
    warmest: '12a',
    habits: ['单株丛生', '匍匐地被', '垂吊'],
    specialities: ['观叶'],
    tolerances: ['耐旱', '耐瘠薄', '耐热'],
  },
  果树: { coldest: '6a', warmest: '10a', habits: ['直立', '丛生', '攀援'], specialities: ['观果', '可食用'], tolerances: ['耐修剪', '耐旱'] },
  球根: { coldest: '4a', warmest: '9b', habits: ['直立', '丛生'], specialities: ['观花', '芳香'], tolerances: ['耐瘠薄'] },
  种子: {
    coldest: '3a',
    warmest: '11b',
    habits: ['直立', '丛生', '蔓生丛生'],
    specialities: ['观花', '可食用', '芳香'],
    tolerances: ['耐热', '耐旱'],
  },
  草花: {
    coldest: '4a',
    warmest: '10a',
    habits: ['丛生', '蔓生丛生', '垂吊', '匍匐地被'],
    specialities: ['观花', '引蝶'],
    tolerances: ['耐热', '耐旱'],
  },
  观叶植物: { coldest: '10b', warmest: '12b', habits: ['直立', '垂吊', '造型'], specialities: ['观叶'], tolerances: ['耐湿'] },
  兰花: { coldest: '9b', warmest: '12a', habits: ['单株丛生'], specialities: ['观花', '芳香'], tolerances: ['耐湿'] },
  水生植物: { coldest: '5a', warmest: '11a', habits: ['丛生', '匍匐地被'], specialities: ['观花', '观叶'], tolerances: ['耐湿', '耐盐碱'] },
};

const place = (text: string): number => zoneIndex(parseZone(text) as HardinessZone);

/**
 * Facts for every goods of a plant category. Light, plant type and flower colour are the goods' own
 * 光照, 植物属性 and 花色 attributes, so the category filter and the finder agree; the rest is drawn
 * from a stream of its own per goods, leaving the catalogue's random stream (and so the demo shop) as it was.
 */
export function buildPlantFacts(catalogue: CatalogueRows): (typeof plantFacts.$inferInsert)[] {
  const categoryOf = new Map(catalogue.categories.map((category) => [category.catId as number, category]));
  const topName = (catId: number): string => {
    let category = categoryOf.get(catId);
    while (category && category.parentId !== 0) category = categoryOf.get(category.parentId as number);
    return category?.catName ?? '';
  };
  const labelsOf = new Map<number, Map<number, string>>();
  for (const attr of catalogue.goodsAttrs) {
    const labels = labelsOf.get(attr.goodsId) ?? new Map<number, string>();
    labels.set(attr.attrId, attr.label ?? '');
    labelsOf.set(attr.goodsId, labels);
  }
  return catalogue.goods.flatMap((item) => {
    const profile = PROFILES[topName(item.catId as number)];
    const labels = labelsOf.get(item.goodsId as number);
    if (!profile || !labels?.has(ATTR.light)) return [];
    const random = createRandom((item.goodsId as number) * 7919);
    const coldest = Math.max(0, place(profile.coldest) + random.int(-1, 1));
    const warmest = Math.max(coldest, Math.min(25, place(profile.warmest) + random.int(-1, 1)));
    return [
      {
        goodsId: item.goodsId as number,
        coldestZone: coldest,
        warmestZone: warmest,
        light: labels.get(ATTR.light) as string,
        plantType: labels.get(ATTR.plantType) as string,
        flowerColour: labels.get(ATTR.flowerColour) as string,
        habit: random.pick(profile.habits),
        specialities: random.sample(profile.specialities, random.int(1, profile.specialities.length)),
        tolerances: random.sample(profile.tolerances, random.int(1, profile.tolerances.length)),
      },
    ];
  });
}

/** A demo zone for every city (type 2 region): its own where hardiness-data.ts lists it, else its province's. */
export function buildCityHardiness(rows: readonly (typeof regions.$inferInsert)[]): (typeof cityHardiness.$inferInsert)[] {
  return rows.flatMap((region) => {
    if (region.type !== 2) return [];
    const own = DEMO_CITY_ZONES[region.regionId];
    const provinceZone = DEMO_PROVINCE_ZONES[region.parentId ?? 0];
    if (own) return [{ regionId: region.regionId, zone: own, source: 'demo-city' }];
    return provinceZone ? [{ regionId: region.regionId, zone: provinceZone, source: 'demo-province' }] : [];
  });
}
