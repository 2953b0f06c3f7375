import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * The back office's "save": adds a row of `values`, or with `id` changes the row whose `idColumn` is `id`, and
 * answers the row written, or undefined when there is no such row. Run it in the write's transaction and refuse
 * there, so that a missing row leaves no audit row either (the operator guard writes it in that transaction).
 */
export async function insertOrUpdate<T extends PgTable>(
  tx: Database,
  table: T,
  idColumn: PgColumn,
  id: number | undefined,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle cannot name the returned rows of a table it only knows as a type parameter: they are the table's rows.
  const rows =
    id === undefined ? await tx.insert(table).values(values).returning() : await tx.update(table).set(values).where(eq(idColumn, id)).returning();
  return (rows as T['$inferSelect'][])[0];
}
