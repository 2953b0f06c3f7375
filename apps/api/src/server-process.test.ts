// The real server (src/main.ts) as a child process: killed mid-load and restarted on the same PostgreSQL
// database, nothing half-written survives and every retried order is answered once (shopping §7 "Place
// order", `idempotency_key`); stopped with SIGTERM, it finishes the requests in flight and exits 0, after a
// stop notice when one is set (GARDEN_STOP_NOTICE_SECONDS).
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REQUEST_IN_PROGRESS } from '@garden/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { orders } from './db/schema/index';
import { appRoot, createConfig } from './env';
import { createBuyer, giveCoupon } from './test/buying-factories';
import { attrIdsOf, createGoods } from './test/catalogue-factories';
import { onServer, postgresUrl, type RunningServer, signInOperator, sleep, startServer } from './test/server-processes';

/** Runs `garden <args>` (apps/cli) against the server, as the operator would. */
function garden(server: RunningServer, token: string, args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@garden/source', 'src/main.ts', ...args], {
    cwd: path.join(appRoot, '../cli'),
    env: { ...process.env, GARDEN_URL: server.base, GARDEN_TOKEN: token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

interface Envelope {
  code: number;
  msg: string;
  data: { order_id?: number } | null;
}

/** One placement sent: its key and fields, and its reply, or none when the server died under it. */
interface Attempt {
  key: string;
  sessionKey: string;
  json: Record<string, unknown>;
  reply: { status: number; body: Envelope } | null;
}

const post = async (base: string, sessionKey: string, pathname: string, json: Record<string, unknown>, method = 'POST') => {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', key: sessionKey },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
};

describe.skipIf(!postgresUrl)('the server killed mid-load and restarted (PostgreSQL only: PGlite lives and dies inside the process)', () => {
  const serverUrl = postgresUrl as string;
  const name = `garden_crash_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let dataDir: string;
  let handle: DatabaseHandle;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'garden-crash-'));
  }, 60_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await handle?.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every order whole, stock, coupons and balances consistent, and answers each retried key with one order', async () => {
    server = await startServer(dataDir, databaseUrl); // migrates and seeds the fresh database
    handle = await openDatabase({ databaseUrl });
    const { db } = handle;
    const config = createConfig({ db, dataDir });
    // `garden` runs as the seeded shop manager (the data folder's token only adds operators).
    const token = await signInOperator(server.base);

    const items: { goodsId: number; attrIds: number[] }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const item = await createGoods(db, { sendAddressId: 1, skus: [[1_000 + i * 100, 25]] });
      items.push({ goodsId: item.goodsId, attrIds: await attrIdsOf(db, item.goodsId) });
    }
    const buyers = [];
    for (let i = 0; i < 8; i += 1) {
      const buyer = await createBuyer(db, config, { userMoneyFen: 200_000 });
      await giveCoupon(db, buyer.user.id, { typeMoneyFen: 100 }, new Date());
      buyers.push(buyer);
    }

    const attempts: Attempt[] = [];
    let sent = 0;
    for (let round = 0; round < 4; round += 1) {
      const running = server;
      const base = running.base;
      let answered = 0;
      // Each buyer places direct buys (some from the balance) one after another, and cancels some.
      const load = buyers.map(async (buyer, b) => {
        for (;;) {
          const item = items[randomInt(items.length)] as { goodsId: number; attrIds: number[] };
          const json = { gshp_id: item.goodsId, attr_id: item.attrIds, number: 1 + randomInt(2), is_balance: randomInt(2) };
          const attempt: Attempt = { key: `crash-${round}-${b}-${sent}`, sessionKey: buyer.key, json, reply: null };
          sent += 1;
          attempts.push(attempt);
          try {
            attempt.reply = await post(base, buyer.key, '/v2/order/done', { ...json, idempotency_key: attempt.key });
            answered += 1;
            const orderId = attempt.reply.body.data?.order_id;
            if (orderId && randomInt(4) === 0) await post(base, buyer.key, '/v1/order/cancel', { order_id: orderId }, 'PUT');
          } catch {
            return; // the server died under this request
          }
        }
      });
      while (answered < 10 + randomInt(30)) await sleep(20);
      running.child.kill('SIGKILL');
      await running.exited;
      await Promise.all(load);
      server = await startServer(dataDir, databaseUrl);
    }
    const live = server as RunningServer;

    // Every interrupted request, retried with its key, answers its committed order or runs cleanly now.
    const interrupted = attempts.filter((attempt) => attempt.reply === null);
    expect(interrupted.length).toBeGreaterThanOrEqual(3);
    // Those whose orders were committed when the process died: their keys recorded them, with no reply kept.
    const { rows: unreplied } = await db.execute<{ key: string; order_id: number }>(sql`
      SELECT key, (placed->>'order_id')::int AS order_id FROM idempotency_keys WHERE placed IS NOT NULL AND response_status IS NULL`);
    for (const attempt of interrupted) {
      for (let tries = 0; ; tries += 1) {
        const reply = await post(live.base, attempt.sessionKey, '/v2/order/done', { ...attempt.json, idempotency_key: attempt.key });
        // A claim of the killed process is believed running for a few seconds (another instance might own it).
        if (reply.status === 409 && reply.body.msg === REQUEST_IN_PROGRESS && tries < 60) {
          await sleep(250);
          continue;
        }
        expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
        attempt.reply = reply;
        break;
      }
    }
    // A request that was answered gets the same answer again.
    for (const attempt of attempts.filter((a) => a.reply?.status === 200 && !interrupted.includes(a)).slice(0, 5)) {
      const again = await post(live.base, attempt.sessionKey, '/v2/order/done', { ...attempt.json, idempotency_key: attempt.key });
      expect(again).toEqual(attempt.reply);
    }

    for (const { key, order_id } of unreplied) {
      expect(attempts.find((attempt) => attempt.key === key)?.reply).toMatchObject({ status: 200, body: { data: { order_id } } });
    }
    // One order per answered key, and no order that no key answered.
    const answeredIds = attempts.flatMap((attempt) => (attempt.reply?.status === 200 ? [attempt.reply.body.data?.order_id as number] : []));
    expect(new Set(answeredIds).size).toBe(answeredIds.length);
    const stored = await db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.user.id),
        ),
      );
    expect(stored.map((row) => row.orderId).sort((a, b) => a - b)).toEqual([...answeredIds].sort((a, b) => a - b));

    // No order without lines (but a father with children), no child without its father.
    const { rows: broken } = await db.execute(sql`
      SELECT o.order_id FROM orders o
      WHERE (NOT EXISTS (SELECT 1 FROM order_goods l WHERE l.order_id = o.order_id)
             AND NOT EXISTS (SELECT 1 FROM orders c WHERE c.order_father_id = o.order_id))
         OR (o.order_father_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders f WHERE f.order_id = o.order_father_id))`);
    expect(broken).toEqual([]);
    // A closed order holds no coupon; a coupon marked used names an order that exists.
    const { rows: heldCoupons } = await db.execute(sql`
      SELECT uc.bonus_id FROM user_coupons uc LEFT JOIN orders o ON o.order_id = uc.order_id
      WHERE uc.order_id IS NOT NULL AND (o.order_id IS NULL OR (o.o_status = 0 AND o.is_delete <> 0))`);
    expect(heldCoupons).toEqual([]);

    // The operator's audits: amounts recomputed, balances against their ledger, stock against its baseline.
    for (const audit of ['orders', 'balances', 'stock']) {
      const result = await garden(live, token, ['audit', audit]);
      expect(result, result.out).toMatchObject({ code: 0, out: expect.stringContaining('全部一致') });
    }
  }, 150_000);
});

/** Opens `count` keep-alive connections the server has surely accepted: each has answered a request. */
async function warmConnections(base: string, count: number): Promise<Agent[]> {
  const agents = Array.from({ length: count }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(
    agents.map(
      (agent) =>
        new Promise<void>((resolve, reject) => {
          httpRequest(`${base}/api/openapi.json`, { agent }, (response) => {
            response.resume();
            response.once('end', () => resolve());
          })
            .once('error', reject)
            .end();
        }),
    ),
  );
  return agents;
}

describe('the server stopped with SIGTERM', () => {
  const serverUrl = postgresUrl;
  const name = `garden_stop_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'garden-stop-'));
    if (serverUrl) {
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
  }, 60_000);
  afterAll(async () => {
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('finishes the requests in flight (each answers 200), then exits 0', async () => {
    const server = await startServer(dataDir, databaseUrl);
    try {
      const agents = await warmConnections(server.base, 4);
      // Each request's head and half its body reach the server; the rest follows only after SIGTERM.
      const replies = agents.map((agent, i) => {
        const body = JSON.stringify({ gshp_id: 1, number: 1 + i });
        const req = httpRequest(`${server.base}/v2/goods/price`, {
          agent,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        const answered = new Promise<{ status: number; code: number }>((resolve, reject) => {
          req.once('response', (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.once('end', () => resolve({ status: response.statusCode ?? 0, code: (JSON.parse(text) as Envelope).code }));
          });
          req.once('error', reject);
        });
        req.write(body.slice(0, 10));
        return { finish: () => req.end(body.slice(10)), answered };
      });
      await sleep(300);
      server.child.kill('SIGTERM');
      await sleep(300);
      for (const reply of replies) reply.finish();
      // Each quote needs its whole body: its answer proves the request ran to the end after the signal.
      const answers = await Promise.all(replies.map((reply) => reply.answered));
      expect(answers).toEqual(agents.map(() => ({ status: 200, code: 200 })));
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM');
      for (const agent of agents) agent.destroy();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 120_000);
  it('with GARDEN_STOP_NOTICE_SECONDS, goes on serving while /readyz answers 503, then exits 0', async () => {
    const server = await startServer(dataDir, databaseUrl, { GARDEN_STOP_NOTICE_SECONDS: '3' });
    try {
      const ready = () => fetch(`${server.base}/readyz`).then(async (response) => ({ status: response.status, body: await response.json() }));
      expect((await ready()).status).toBe(200);
      server.child.kill('SIGTERM');
      // The probe turns at the signal; the shop still answers its shoppers until the notice is over.
      let probe = await ready();
      while (probe.status === 200) probe = await ready();
      expect(probe).toMatchObject({ status: 503, body: { ready: false, checks: { draining: expect.stringContaining('stopping') } } });
      const quote = await fetch(`${server.base}/v2/goods/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gshp_id: 1, number: 1 }),
      });
      expect(((await quote.json()) as Envelope).code).toBe(200);
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 120_000);
});
