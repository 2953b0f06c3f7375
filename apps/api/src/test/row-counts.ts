import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';

/** Every table of the schema, by name: new schema files are covered without a change here. */
export function listTableNames(): string[] {
  return Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** The row count of each table, read in one statement. */
export async function countRows(db: Database, tables: readonly string[]): Promise<Record<string, number>> {
  const columns = sql.join(
    tables.map((name) => sql`(select count(*)::int from ${sql.identifier(name)}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, number>>(sql`select ${columns}`);
  const row = result.rows[0];
  if (!row) throw new Error('row count query answered nothing');
  return row;
}
