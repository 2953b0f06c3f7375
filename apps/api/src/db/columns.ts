import { type AnyPgColumn, boolean, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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

/**
 * The key of a row that adds to another table's row, one to one (a SKU's stock baseline, a plant's facts): its id
 * is the other row's.
 */
export const extensionOf = (name: string, target: () => AnyPgColumn, actions?: { onDelete: 'cascade' }) =>
  integer(name).primaryKey().references(target, actions);

/** When the row was made, from the app's clock. */
export const createdAt = () => at('created_at').notNull();

/** `add_time`, the spec's name for when the row was added (an order, a review, a favourite), from the app's clock. */
export const addTime = () => at('add_time').notNull();

/** `sort_order`: lists show rows by it, smallest first; 0 unless set. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/**
 * What a staff account (an operator, a parcel-return clerk) signs in and is stopped with, beside its own login name:
 * the password as an argon2id PHC string, the disabled flag (disabled: no sign-in, its sessions ended; issue 32
 * "People") and when it was made. platform/staff-accounts.ts adds and changes both kinds through these.
 */
export const staffSignIn = () => ({
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A sign-in table (shoppers', parcel staff's, operators'): only the SHA-256 of a login key is stored, so a leaked
 * table signs no one in; when the key was made and last used (the idle limit counts from `last_seen_at`), its
 * absolute end whatever the activity, and `owner`, the one column naming who it opens for (gone with them).
 * Looked up by key, and by owner (`ownerIndex`) to end an owner's other sessions.
 */
export function loginKeyTable<Name extends string, Owner extends Record<string, ReturnType<typeof reference>>>(
  name: Name,
  owner: Owner,
  ownerIndex: string,
) {
  const [ownerKey] = Object.keys(owner) as [keyof Owner & string];
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      keyHash: varchar('key_hash', { length: 64 }).notNull(),
      createdAt: createdAt(),
      lastSeenAt: at('last_seen_at').notNull(),
      expiresAt: at('expires_at').notNull(),
      ...owner,
    },
    (t) => [uniqueIndex(`${name}_key_hash_key`).on(t.keyHash), index(ownerIndex).on(t[ownerKey])],
  );
}
