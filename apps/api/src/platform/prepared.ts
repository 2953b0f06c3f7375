import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * A statement built once per database and reused by every request: building a query with Drizzle
 * costs more CPU than PostgreSQL spends running a small one, and a named statement is parsed and
 * planned once per connection. `build` calls `.prepare(name)` with a name unique in the app.
 */
export function preparedPer<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement whose text never changes, run under its name on the database or inside a transaction
 * (a `preparedPer` statement runs on the pool only), so each connection parses and plans it once. What
 * varies travels in its placeholders.
 */
export function namedStatement<Row>(name: string, statement: SQL): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  const query = new PgDialect().sqlToQuery(statement);
  return async (db, values) => {
    const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(query, undefined, name, false);
    return (await prepared.execute(values)).rows;
  };
}
