import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';
import { log } from '../platform/logger';

export type Schema = typeof schema;

/** What raw `db.execute()` answers on both drivers: at least the rows. */
export interface QueryResultWithRows extends PgQueryResultHKT {
  readonly type: RowsOf<this['row']>;
}
interface RowsOf<Row> {
  rows: Row[];
}

/** The driver-neutral database every service takes: PGlite and node-postgres share this type. */
export type Database = PgDatabase<QueryResultWithRows, Schema>;

/** An open database with its driver, so migrations and shutdown can use the matching API. */
export type DatabaseHandle =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool; close: () => Promise<void> };

export interface OpenDatabaseOptions {
  /** `postgres://…` selects a PostgreSQL server through a `pg` pool. */
  databaseUrl?: string;
  /** PGlite data folder; without it PGlite runs in memory (tests). */
  pgliteDir?: string;
  /** An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of an empty one: tests start from a migrated template. */
  pgliteDump?: Blob;
  /**
   * Told once for each pooled connection PostgreSQL drops (a restart, a failover, an administrator, an
   * idle timeout), idle or in use; the pool replaces it on the next query. Default: a warning in the log.
   */
  onConnectionLost?: (error: Error) => void;
}

function logConnectionLost(error: Error): void {
  log().warn(`PostgreSQL dropped a connection; a query running on it fails, and the pool opens a new one when needed: ${error.message}`);
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite with pg_trgm loaded. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An 'error' event with no listener ends the whole server. The pool listens to its idle clients and
    // re-emits their errors on itself; a client checked out for a transaction has no listener of the
    // pool's, so each client gets one of its own for its whole life. Its query in flight fails on its
    // own (the transaction rolls back, the request answers 500), and the pool drops the dead client when
    // it comes back. A lost connection is told once, though an idle one's error reaches both listeners
    // and pg may follow PostgreSQL's own message with "Connection terminated unexpectedly".
    const told = new WeakSet<pg.ClientBase>();
    const lost = (error: Error, client: pg.ClientBase) => {
      if (told.has(client)) return;
      told.add(client);
      (options.onConnectionLost ?? logConnectionLost)(error);
    };
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', (error) => lost(error, client)));
    return {
      kind: 'postgres',
      db: drizzleNodePg(pool, { schema }),
      pool,
      close: () => pool.end(),
    };
  }
  // PGlite only creates the last folder of its path.
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }),
    client,
    close: () => client.close(),
  };
}
