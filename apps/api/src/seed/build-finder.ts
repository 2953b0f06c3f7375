// The plant finder's seed rows: every plant's finder facts, and a demo hardiness zone for every city.
import { type HardinessZone, parseZone, zoneIndex } from '@garden/domain';
import type { cityHardiness, plantFacts, regions } from '../db/schema/index';
import { seededGoods } from './build-catalogue';
import { DEMO_CITY_ZONES, DEMO_PROVINCE_ZONES } from './hardiness-data';

/** A zone range of the plant table (`5b-9b`) as places on the domain's scale. */
export function zoneRangeOf(hardiness: string): { coldest: number; warmest: number } {
  const [coldest, warmest] = hardiness.split('-').map((text) => parseZone(text));
  if (!coldest || !warmest) throw new Error(`not a zone range: ${hardiness}`);
  return { coldest: zoneIndex(coldest as HardinessZone), warmest: zoneIndex(warmest as HardinessZone) };
}

/**
 * Finder facts for every plant goods, read from the plant table as its 光照, 花色 and 植物属性 attributes are,
 * so the finder, the category filter and the facts tab say the same; tolerances are its top category's.
 */
export function buildPlantFacts(): (typeof plantFacts.$inferInsert)[] {
  return seededGoods().flatMap(({ goodsId, top, plant }) => {
    if (!plant || !top.plant) return [];
    const zones = zoneRangeOf(plant.hardiness);
    return [
      {
        goodsId,
        coldestZone: zones.coldest,
        warmestZone: zones.warmest,
        light: plant.light,
        plantType: plant.type,
        flowerColour: plant.colour,
        habit: plant.habit,
        specialities: [...plant.specialities],
        tolerances: [...top.tolerances],
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
