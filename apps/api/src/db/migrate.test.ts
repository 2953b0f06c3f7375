// Several instances starting at once on one database (README "Running in production"): each migrates,
// seeds an empty shop and backfills search terms before it serves, and they take turns doing it.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../env';
import { seedIfEmpty } from '../seed/index';
import { backfillSearchTerms } from '../modules/catalogue/search-backfill';
import { createServerDatabase, postgresUrl } from '../test/server-processes';
import { type Database, type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase, withMigrationLock } from './migrate';
import { goods } from './schema/index';

/** The committed migrations, as drizzle records them once applied. */
const journal = JSON.parse(readFileSync(path.join(appRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
const INSTANCES = 6;

/** The migrations the database records as applied, oldest first. */
async function appliedMigrations(handle: DatabaseHandle): Promise<number[]> {
  const db: Database = handle.db;
  const { rows } = await db.execute<{ created_at: string }>(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id`);
  return rows.map((row) => Number(row.created_at));
}

describe.skipIf(!postgresUrl)('instances preparing one PostgreSQL database at once', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handles: DatabaseHandle[] = [];
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'garden-migrate-'));
  });
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));
  afterEach(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    handles = [];
    await database?.drop();
  });

  /** A fresh database and one pool on it an instance, as separate servers have. */
  async function startInstances(): Promise<DatabaseHandle[]> {
    database = await createServerDatabase(postgresUrl as string, 'garden_migrate');
    handles = await Promise.all(Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl: database.url })));
    return handles;
  }

  it('all migrate a fresh database, which records each migration once', async () => {
    const instances = await startInstances();
    const results = await Promise.allSettled(instances.map((handle) => migrateDatabase(handle)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await appliedMigrations(instances[0] as DatabaseHandle)).toEqual(journal.entries.map((entry) => entry.when));
  });

  it('all run the whole start-up sequence (migrate, seed if empty, backfill), and the demo shop is seeded once', async () => {
    const instances = await startInstances();
    const results = await Promise.all(
      instances.map((handle) =>
        withMigrationLock(handle, async () => {
          await migrateDatabase(handle);
          const seeded = await seedIfEmpty(handle.db, { mediaDir });
          await backfillSearchTerms(handle.db);
          return seeded;
        }),
      ),
    );
    const seeders = results.filter((result) => result.seeded);
    expect(seeders).toHaveLength(1);
    expect(await (instances[1] as DatabaseHandle).db.$count(goods)).toBe(seeders[0]?.goods);
    expect(await appliedMigrations(instances[1] as DatabaseHandle)).toEqual(journal.entries.map((entry) => entry.when));
  }, 120_000);

  it('let the next instance go ahead when one fails while holding the lock', async () => {
    const [failing, next] = (await startInstances()) as [DatabaseHandle, DatabaseHandle];
    await expect(
      withMigrationLock(failing, async () => {
        throw new Error('a broken migration');
      }),
    ).rejects.toThrow('a broken migration');
    expect(await withMigrationLock(next, async () => 'prepared')).toBe('prepared');
    // The held connection went back to its pool, unlocked: the failing instance can take the lock again too.
    expect(await withMigrationLock(failing, async () => 'again')).toBe('again');
  });

  it('carry on when the connection holding the lock is lost, which lets the lock go', async () => {
    const [holder, other] = (await startInstances()) as [DatabaseHandle, DatabaseHandle];
    const otherDb: Database = other.db;
    const lockFree = async () => {
      const key = sql`hashtextextended('garden: migrate and prepare the database', 0)`;
      const { rows } = await otherDb.execute<{ free: boolean }>(sql`SELECT pg_try_advisory_lock(${key}) AND pg_advisory_unlock(${key}) AS free`);
      return rows[0]?.free;
    };
    const result = await withMigrationLock(holder, async () => {
      expect(await lockFree()).toBe(false);
      const { rows } = await otherDb.execute<{ pid: number }>(
        sql`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(rows).toHaveLength(1);
      await otherDb.execute(sql`SELECT pg_terminate_backend(${rows[0]?.pid})`);
      // PostgreSQL ended the session and the lock with it; this process neither crashed nor stopped here.
      await expect.poll(lockFree, { timeout: 20_000 }).toBe(true);
      return 'carried on';
    });
    expect(result).toBe('carried on');
    expect(await withMigrationLock(holder, async () => 'again')).toBe('again');
  });
});

describe('the lock around the start-up sequence', () => {
  it('lets a migration inside it through without waiting for itself, on either database', async () => {
    const scratch = postgresUrl ? await createServerDatabase(postgresUrl, 'garden_migrate') : undefined;
    const handle = await openDatabase({ databaseUrl: scratch?.url });
    try {
      const applied = await withMigrationLock(handle, async () => {
        await migrateDatabase(handle);
        return appliedMigrations(handle);
      });
      expect(applied).toHaveLength(journal.entries.length);
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });
});
