import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createConfig, type AppConfig } from '../env';
import { createSandboxGateway } from '../integrations/payments-sandbox';
import { createSandbox, type Sandbox } from '../integrations/sandbox';
import { addOperator, openOperatorSession } from '../modules/operators/index';

/** A clock tests move by hand: sessions, codes and locks expire without sleeping. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

function createTestClock(start = new Date('2026-01-05T02:00:00Z')): TestClock {
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

/**
 * A fresh, migrated, empty database with the app on top: in-memory PGlite, or when `DATABASE_URL`
 * is set a uniquely named database created on that server and dropped by `close`. Share one per
 * test file (`beforeAll`); PGlite takes about a second to start.
 */
export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `garden_test_${randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      // pg's pool.end() resolves once its clients are told to end, not once they have: a FORCE drop
      // racing them makes a closing client report a FATAL 57P01 (db/client.ts logs it; noise here).
      for (let tries = 0; tries < 100 && (await countSessions(serverUrl, name)) > 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const handle = await openDatabase({ databaseUrl });
  await migrateDatabase(handle);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-api-test-'));
  const clock = createTestClock();
  const sandbox = createSandbox();
  const operatorToken = randomBytes(32).toString('base64url');
  // A test that brings its own SMS gateway runs without the sandbox, as production would.
  const config = createConfig({ db: handle.db, dataDir, now: clock.now, operatorToken, ...(overrides.sms ? {} : { sandbox }), ...overrides });
  const owner = await addOperator(handle.db, { login: 'owner', password: 'garden123', role: '店长', now: clock.now() });
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

async function runOnServer(url: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
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
