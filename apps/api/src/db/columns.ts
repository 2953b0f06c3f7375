import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` column read as a `Date`. Schema files use it for every point in time; values are
 * written from the app's injectable clock (`config.now()`), never by a database default, so tests
 * can move time without sleeping.
 */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL `bytea` as a Uint8Array: pg answers a Buffer, PGlite a Uint8Array; both are one. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A required reference to another table's id (`user_id`, `goods_id`, `order_id`): `onDelete: 'cascade'` when the
 * row goes with what it points at (a cart line with its shopper), none when it keeps it (an order keeps its shopper).
 */
export const reference = (name: string, target: () => AnyPgColumn, actions?: { onDelete: 'cascade' }) =>
  integer(name).notNull().references(target, actions);
