// The plant finder (shopping §1, §2 recommend, §3 "Plant-finder item", §7 "Plant finder"): each plant's
// finder facts, and each city's hardiness zone.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { extensionOf } from '../columns';
import { goods } from './catalogue';
import { regions } from './regions';

/**
 * A plant's finder facts. The zone range is stored as places on the domain's scale (`zoneIndex`: 0 is
 * 1a, 25 is 13b) so "covers the city's zone" is two comparisons an index can serve; the values are the
 * domain's lists (`LIGHT_NEEDS`, `PLANT_TYPES`, `GROWTH_HABITS`, `FLOWER_COLOURS`, …).
 */
export const plantFacts = pgTable(
  'plant_facts',
  {
    goodsId: extensionOf('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    coldestZone: smallint('coldest_zone').notNull(),
    warmestZone: smallint('warmest_zone').notNull(),
    light: text('light').notNull(),
    plantType: text('plant_type').notNull(),
    flowerColour: text('flower_colour').notNull(),
    habit: text('habit').notNull(),
    specialities: text('specialities').array().notNull(),
    tolerances: text('tolerances').array().notNull(),
  },
  (t) => [
    index('plant_facts_zone_idx').on(t.coldestZone, t.warmestZone),
    check('plant_facts_zone_order', sql`${t.coldestZone} between 0 and 25 and ${t.warmestZone} between ${t.coldestZone} and 25`),
  ],
);

/**
 * A city's hardiness zone (`7b`), by its GB/T 2260 region id. `source` says where the value came from:
 * `demo-city` and `demo-province` are the seed's labelled demo values (README "Plant finder"),
 * `import` a file loaded with `garden hardiness import`.
 */
export const cityHardiness = pgTable('city_hardiness', {
  regionId: extensionOf('region_id', () => regions.regionId),
  zone: text('zone').notNull(),
  source: text('source').notNull(),
});
