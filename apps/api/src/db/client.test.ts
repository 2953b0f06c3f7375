// What the server does when PostgreSQL drops one of its pooled connections (a restart, a failover, an
// administrator), idle or in the middle of a transaction: it keeps serving. PostgreSQL only: PGlite has
// no connections to lose.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { openDatabase, type DatabaseHandle } from './client';

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL pool', () => {
  let ctx: TestContext;
  let handle: DatabaseHandle;
  const dropped: Error[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    const { rows } = await ctx.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${rows[0]?.name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), onConnectionLost: (error) => dropped.push(error) });
  });
  afterAll(async () => {
    await handle.close();
    await ctx.close();
  });

  it('survives the server terminating an idle connection and answers the next query on a new one', async () => {
    const backend = async () => (await handle.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0]?.pid;
    const idle = await backend();
    await ctx.db.execute(sql`SELECT pg_terminate_backend(${idle})`);
    await expect.poll(() => dropped.length).toBe(1);
    expect(dropped[0]).toMatchObject({ code: '57P01' });
    const replacement = await backend();
    expect(replacement).toBeTypeOf('number');
    expect(replacement).not.toBe(idle);
  });

  // A checked-out connection has no listener of the pool's: its 'error' event, unheard, ended the process
  // (both soak instances at once when PostgreSQL dropped their sessions).
  it('survives the server terminating a connection in the middle of a transaction: that transaction fails, the next one runs', async () => {
    const before = dropped.length;
    const interrupted = handle.db.transaction(async (tx) => {
      const pid = (await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0]?.pid;
      await ctx.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
      await expect.poll(() => dropped.length).toBe(before + 1);
      await tx.execute(sql`SELECT 1`);
    });
    await expect(interrupted).rejects.toThrow();
    expect(dropped[before]).toMatchObject({ code: '57P01' });
    const next = await handle.db.transaction(async (tx) => (await tx.execute<{ one: number }>(sql`SELECT 1 AS one`)).rows[0]);
    expect(next).toEqual({ one: 1 });
    expect(dropped).toHaveLength(before + 1);
  });
});
