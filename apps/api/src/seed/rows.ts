// The rows the seed's builders make in memory, typed by the tables they go into.
import type * as schema from '../db/schema/index';

type Tables = typeof schema;

/** A row to insert into the table `T`. */
export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows to insert, by table, under the schema's names for the tables. */
export type RowsFor<Name extends keyof Tables> = { [K in Name]: Tables[K] extends { $inferInsert: infer Row } ? Row[] : never };
