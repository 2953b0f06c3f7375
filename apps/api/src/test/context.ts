import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { operators } from '../db/schema/index';
import { catalogueCache } from '../platform/catalogue-cache';
import { createConfig, type AppConfig } from '../env';
import { createSandboxGateway } from '../integrations/payments-sandbox';
import { createSandbox, type Sandbox } from '../integrations/sandbox';
import { addOperator, openOperatorSession } from '../modules/operators/index';
import { mediaDirOf, seed } from '../seed/index';

/** A clock tests move by hand: sessions, codes and locks expire without sleeping. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

function createTestClock(start: Date): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Database;
  config: AppConfig;
  /** What the sandbox kept (unused when the test brought its own gateway). */
  sandbox: Sandbox;
  clock: TestClock;
  /** The data-folder token of this app: it only adds operators (`garden operators add`). */
  operatorToken: string;
  /**
   * The session key of this context's shop manager (店长 `owner`, password `garden123`), made with the database:
   * send it as `authorization: Bearer <key>` to `/v1/operator/*` (`callAsOperator` does).
   */
  operatorKey: string;
  /**
   * Another instance of the API on the same database, as a second server behind a load balancer
   * would be: on PostgreSQL its own connection pool; on PGlite (one connection by nature) the same one.
   * Its config is this one's with its own sandbox payment gateway on that pool (unless the test brought
   * a gateway); `overrides` change it further (e.g. its own `dataDir`, as on another machine).
   */
  secondInstance: (overrides?: Partial<AppConfig>) => Promise<{ app: ReturnType<typeof createApp>; config: AppConfig; close: () => Promise<void> }>;
  /** Closes the database (and drops it on PostgreSQL) and removes the data folder. */
  close: () => Promise<void>;
}

/** What a test database starts as: migrated with the shop manager `owner` only, or with the whole demo shop too. */
export type DatabaseStart = 'empty' | 'seeded';

/**
 * The databases every test context is copied from, made once per run by `test/global-setup.ts` (`provide`d to
 * the test files): starting PGlite from a dump, or PostgreSQL from a template database, is several times
 * faster than migrating and seeding each context anew. Without them (the CLI's suite) each context is built.
 */
export interface DatabaseTemplates {
  /** PGlite: the dump file of each start. PostgreSQL: the name of each start's template database. */
  databases: Record<DatabaseStart, string>;
  /** The data folder the seed wrote beside the seeded database (pictures, the sandbox gateway's files). */
  seededDataDir: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates?: DatabaseTemplates;
  }
}

/** The test clock's start: the owner and the seed are made at this time, in templates and built contexts alike. */
const CLOCK_START = new Date('2026-01-05T02:00:00Z');

/**
 * Migrates a new database and fills it as `start` says, at the test clock's start: what a template holds.
 * `dataDir` receives the seed's pictures and files.
 */
export async function prepareDatabase(handle: DatabaseHandle, start: DatabaseStart, dataDir: string): Promise<void> {
  await migrateDatabase(handle);
  await addOperator(handle.db, { login: 'owner', password: 'garden123', role: '店长', now: CLOCK_START });
  if (start === 'seeded') await seed(handle.db, { mediaDir: mediaDirOf(dataDir), now: CLOCK_START });
}

/**
 * A fresh, migrated database with the app on top, empty or seeded with the demo shop: in-memory PGlite, or when
 * `DATABASE_URL` is set a uniquely named database created on that server and dropped by `close`. Share one per
 * test file (`beforeAll`).
 */
export async function createTestContext(overrides: Partial<AppConfig> = {}, start: DatabaseStart = 'empty'): Promise<TestContext> {
  const serverUrl = process.env.DATABASE_URL;
  const templates = inject('databaseTemplates');
  const template = templates?.databases[start];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-api-test-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `garden_test_${randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlFor(serverUrl, name);
    dropDatabase = () => dropServerDatabase(serverUrl, name);
  }
  const handle = await openDatabase({ databaseUrl, pgliteDump: template && !serverUrl ? new Blob([await readFile(template)]) : undefined });
  if (!template) await prepareDatabase(handle, start, dataDir);
  else if (start === 'seeded' && templates) await cp(templates.seededDataDir, dataDir, { recursive: true });
  const clock = createTestClock(CLOCK_START);
  const sandbox = createSandbox();
  const operatorToken = randomBytes(32).toString('base64url');
  // A test that brings its own SMS gateway runs without the sandbox, as production would.
  const config = createConfig({ db: handle.db, dataDir, now: clock.now, operatorToken, ...(overrides.sms ? {} : { sandbox }), ...overrides });
  await untilCatalogueCacheLive(handle.db);
  const [owner] = await handle.db.select({ id: operators.id }).from(operators).where(eq(operators.login, 'owner'));
  if (!owner) throw new Error('the test database has no shop manager `owner`');
  return {
    app: createApp({ db: handle.db, config }),
    operatorKey: await openOperatorSession(handle.db, config, owner.id),
    db: handle.db,
    config,
    sandbox,
    clock,
    operatorToken: config.operatorToken ?? operatorToken,
    secondInstance: async (secondOverrides = {}) => {
      const second = databaseUrl ? await openDatabase({ databaseUrl }) : undefined;
      const db = second?.db ?? handle.db;
      const secondConfig = {
        ...config,
        ...(overrides.payments ? {} : { payments: createSandboxGateway(db, config.publicOrigin) }),
        ...secondOverrides,
      };
      return { app: createApp({ db, config: secondConfig }), config: secondConfig, close: async () => second?.close() };
    },
    close: async () => {
      await handle.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One context for the calling test file (or `describe` block): made by `create` before its first test, closed after
 * its last.
 * The object is filled in by `beforeAll`, so read its fields inside tests and hooks only.
 */
export function contextForFile(create: () => Promise<TestContext>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await create());
  });
  afterAll(() => ctx.close());
  return ctx;
}

/** An empty database's context for the calling test file (`contextForFile`). */
export const useTestContext = (overrides: Partial<AppConfig> = {}): TestContext => contextForFile(() => createTestContext(overrides));

/**
 * Waits until the database's catalogue cache keeps reads (at once on PGlite; on PostgreSQL once its listening
 * connection is up): requests begun before are not cached, and a test of caching starts after.
 */
async function untilCatalogueCacheLive(db: Database): Promise<void> {
  const cache = catalogueCache(db);
  for (let tries = 0; !cache.live; tries += 1) {
    if (tries === 250) throw new Error('the catalogue cache never began listening: LISTEN on the test database failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits (up to two seconds) until no session is connected to database `name`: pg's pool.end() resolves once its
 * clients are told to end, not once they have, and a database with sessions can be neither a template nor
 * dropped without FORCE (which makes a closing client report a FATAL 57P01; db/client.ts logs it, noise here).
 */
export async function awaitNoSessions(serverUrl: string, name: string): Promise<void> {
  for (let tries = 0; tries < 100 && (await countSessions(serverUrl, name)) > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Drops database `name` once its connections have gone. */
export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await awaitNoSessions(serverUrl, name);
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function runOnServer(url: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Server sessions still connected to a database. */
async function countSessions(url: string, database: string): Promise<number> {
  const result = await runOnServer(url, 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
  return (result.rows[0] as { n: number } | undefined)?.n ?? 0;
}
