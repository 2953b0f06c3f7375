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
