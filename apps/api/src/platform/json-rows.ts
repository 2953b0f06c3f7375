// Rows of several tables read in one statement: each table's rows travel as JSON objects keyed by
// column name, and are read back through the same column mappings a select of those columns uses, so
// a caller sees the row types Drizzle gives (`Date`s, exact decimals, arrays) whichever way it read them.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Every column of `table`, read from the row named `alias`, as one JSON object keyed by the columns'
 * database names.
 */
export const jsonRowOf = (table: PgTable, alias: string): SQL => jsonObjectOf(getTableColumns(table), alias);

/** A row `jsonRowOf(table)` answered, as a select of the table's columns answers it. */
export const fromJsonRow = <Table extends PgTable>(table: Table, json: Record<string, unknown>): Table['$inferSelect'] =>
  fromJsonObject(getTableColumns(table) as Table['_']['columns'], json) as Table['$inferSelect'];

/**
 * The `columns` of one table, read from its row named `alias`, as one JSON object keyed by the columns'
 * database names. A numeric goes as text: as a JSON number it would lose its scale ("1.0000" would come
 * back as 1).
 */
export function jsonObjectOf(columns: Readonly<Record<string, PgColumn>>, alias: string): SQL {
  const parts = Object.values(columns).map((column) => {
    const value = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
    // Column names are the schema's own identifiers (letters, digits and _), so the key is a plain literal.
    return sql`${sql.raw(`'${column.name}'`)}, ${column.columnType.startsWith('PgNumeric') ? sql`${value}::text` : value}`;
  });
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** An object `jsonObjectOf(columns)` answered, keyed as `columns`, each value as a select of that column answers it. */
export function fromJsonObject<Columns extends Readonly<Record<string, PgColumn>>>(
  columns: Columns,
  json: Record<string, unknown>,
): { [Key in keyof Columns]: Columns[Key]['_']['notNull'] extends true ? Columns[Key]['_']['data'] : Columns[Key]['_']['data'] | null } {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as never;
}

/**
 * Rows written in one statement as one JSON parameter, `jsonb_to_recordset(…)` (follow it with `as v(col type,
 * …)`): one parameter however many rows, where a parameter a value would cost thousands of placeholders to build,
 * send and parse (a 5 000-SKU sheet import).
 */
export const jsonRecords = (rows: readonly object[]): SQL => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;
