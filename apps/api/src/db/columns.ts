import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` column read as a `Date`. Schema files use it for every point in time; values are
 * written from the app's injectable clock (`config.now()`), never by a database default, so tests
 * can move time without sleeping.
 */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
