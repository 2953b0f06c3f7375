// A shopper reads and changes only rows of their own (an order, a card, a cart line), looked up by the row's id
// and its owner together: another shopper's row answers as an unknown one does, so no reply says which ids exist.
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { notFound } from './api-error';

/** Which row: its id in the `id` column, and whose it must be in the `owner` column. */
export interface OwnRowKey {
  id: [column: PgColumn, value: number];
  owner: [column: PgColumn, userId: number];
}

/** The row of `table` that `key` names; none, or another shopper's, is 404 `missing`. */
export async function findOwnRow<T extends PgTable>(db: Database, table: T, key: OwnRowKey, missing: string): Promise<T['$inferSelect']> {
  // Drizzle cannot type a select of a table it only knows as a type parameter: the row is `table`'s, as selected.
  const anyTable: PgTable = table;
  const {
    id: [idColumn, id],
    owner: [ownerColumn, userId],
  } = key;
  const [row] = await db
    .select()
    .from(anyTable)
    .where(and(eq(idColumn, id), eq(ownerColumn, userId)));
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}
