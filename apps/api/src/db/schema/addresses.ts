import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, reference } from '../columns';
import { users } from './accounts';
import { regions } from './regions';

/**
 * Shipping addresses (shopping §3 "Address"). Province, city and district are GB/T 2260 region ids;
 * their names are read from `regions`. At most one default address per shopper, enforced by a
 * partial unique index so two racing "set default" calls cannot leave two.
 */
export const addresses = pgTable(
  'addresses',
  {
    addressId: serial('address_id').primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    consignee: varchar('consignee', { length: 60 }).notNull(),
    province: reference('province', () => regions.regionId),
    city: reference('city', () => regions.regionId),
    district: reference('district', () => regions.regionId),
    /** The detail line. */
    address: text('address').notNull(),
    tel: varchar('tel', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.addressId), uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`)],
);
