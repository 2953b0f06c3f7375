// The databases a benchmark runs on: in-memory PGlite, or a fresh database on the PostgreSQL server
// that GARDEN_TEST_PG names (the one the tests use), dropped when the bench is done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

export const PG_SERVER = process.env.GARDEN_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BenchDatabaseKind = 'PGlite' | 'PostgreSQL';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Closes the database and drops it from the server. */
  close: () => Promise<void>;
}

/** Runs one statement on the PostgreSQL server itself (creating and dropping bench databases). */
export async function runOnServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server: its URL, and how to drop it. */
export async function createServerDatabase(prefix = 'garden_bench'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runOnServer(`CREATE DATABASE ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated, empty database of this kind. */
export async function openBenchDatabase(kind: BenchDatabaseKind): Promise<BenchDatabase> {
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (kind === 'PostgreSQL') {
    const created = await createServerDatabase();
    databaseUrl = created.url;
    drop = created.drop;
  }
  const handle = await openDatabase({ databaseUrl });
  await migrateDatabase(handle);
  return {
    handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
