// `pnpm --filter @garden/api bench`: orders placed per second on PostgreSQL, as a share of a minimal
// placement measured in the same run (absolute figures differ threefold between our machines).
// The shop is served over HTTP on a fresh database with the demo seed; concurrent buyers, each signed
// in with an address, place direct-buy orders (POST /v2/order/done) over many goods, some of which run
// out on purpose. The shop runs twice: as the built server in its own process (what `pnpm start` runs,
// the load generator apart from it: the figures compared with the targets), and inside this process,
// where every statement it sends can be counted, each order carrying an idempotency_key as the web page
// sends (the key is claimed, recorded with the orders and given the reply: what a click costs). The
// minimal placement (minimal-placement.ts) then runs on the same database with a pool of the same size,
// the same buyers, goods and duration: in this process, and behind bare node:http in its own process as
// the shop is (the yardstick: HTTP and a separate load generator cost both the same). After each run the
// oversell check compares every SKU's stock with what was ordered. Each run prints the CPU per order of
// the server, of PostgreSQL and of the load generator, measured over the run itself. BENCH_PROFILE=<folder>
// writes the built server's CPU profile there. Targets: ≥ 50 % of the orders/s of the minimal placement
// behind HTTP, p99 ≤ 150 ms, no oversell. A benchmark prints figures; it asserts nothing.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@garden/contract';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createApp } from '../src/app';
import type { Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import * as schema from '../src/db/schema/index';
import { goods, goodsSkus, users } from '../src/db/schema/index';
import { createConfig } from '../src/env';
import { seed } from '../src/seed/index';
import { createAddress } from '../src/test/buying-factories';
import { openSession } from '../src/platform/sessions';
import { PG_SERVER, runOnServer } from './bench-database';
import { type MinimalOrder, type Outcome, placeMinimally } from './minimal-placement';
import { cpuMsOf, cpuMsOfCommand, startProcess, stop } from './bench-server';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOODS = 200;
/** Connections of each pool: the server's own (db/client.ts), so the built server and the minimal placement match. */
const POOL = Number(process.env.BENCH_POOL ?? 10);
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 150;

/**
 * The buyers' connections, each kept open: node:http, not fetch, because the load generator shares the
 * machine's cores with the server and PostgreSQL, and fetch cost it 1.7 ms of CPU per order.
 */
const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });

/** The statements a pool's connections send while `on`, and how many of them ran between BEGIN and COMMIT. */
interface StatementCount {
  on: boolean;
  total: number;
  inTransaction: number;
}

/** Counts every statement of the pool's connections (measurement only: the statements are sent unchanged). */
function countStatements(pool: pg.Pool): StatementCount {
  const count: StatementCount = { on: false, total: 0, inTransaction: 0 };
  pool.on('connect', (client) => {
    const send = client.query;
    let open = false;
    client.query = ((...args: unknown[]) => {
      const [first] = args;
      const text = (typeof first === 'string' ? first : ((first as { text?: string }).text ?? '')).trimStart().toLowerCase();
      if (text.startsWith('begin')) open = true;
      if (count.on) {
        count.total += 1;
        if (open) count.inTransaction += 1;
      }
      if (text.startsWith('commit') || text.startsWith('rollback')) open = false;
      return Reflect.apply(send, client, args);
    }) as typeof send;
  });
  return count;
}

interface Run {
  placed: number;
  refused: number;
  failed: number;
  seconds: number;
  latencies: number[];
  cpuMs: number;
}

/** Every buyer places orders one after another until the deadline, each over the goods in its own order. */
async function runBuyers(buyers: number, seconds: number, place: (buyer: number, pick: number) => Promise<Outcome>): Promise<Run> {
  const run: Run = { placed: 0, refused: 0, failed: 0, seconds: 0, latencies: [], cpuMs: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: buyers }, async (_, buyer) => {
      let pick = buyer;
      while (performance.now() < deadline) {
        pick += 7;
        const begin = performance.now();
        run[await place(buyer, pick)] += 1;
        run.latencies.push(performance.now() - begin);
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  run.cpuMs = (cpu.user + cpu.system) / 1000;
  run.latencies.sort((a, b) => a - b);
  return run;
}

const percentile = (run: Run, q: number) => run.latencies[Math.min(run.latencies.length - 1, Math.floor(run.latencies.length * q))] ?? 0;
const ordersPerSecond = (run: Run) => run.placed / run.seconds;

async function main(): Promise<void> {
  const name = `garden_bench_orders_${randomBytes(4).toString('hex')}`;
  try {
    await runOnServer(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`orders bench: no PostgreSQL at ${PG_SERVER} (${(error as Error).message}); skipped.`);
    return;
  }
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL });
  const minimalPool = new pg.Pool({ connectionString: url.toString(), max: POOL });
  // The database is dropped with FORCE at the end, possibly while a client is still closing.
  pool.on('error', () => {});
  minimalPool.on('error', () => {});
  const shopCount = countStatements(pool);
  const minimalCount = countStatements(minimalPool);
  const handle = { kind: 'postgres' as const, db: drizzle(pool, { schema }), pool, close: () => pool.end() };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-orders-'));
  try {
    await migrateDatabase(handle);
    const db: Database = handle.db;
    await seed(db, { mediaDir: path.join(dataDir, 'media') });
    const config = createConfig({ db, dataDir, logError: () => {} });
    const app = createApp({ db, config });

    const picked = await db
      .select({ goodsId: goods.goodsId })
      .from(goods)
      .where(sql`not ${goods.forward} and not ${goods.isDeposit} and ${goods.isSale} = 1`)
      .limit(GOODS);
    const goodsIds = picked.map((row) => row.goodsId);
    const inPicked = (column: unknown) => sql`${column} IN (${sql.join(goodsIds, sql`, `)})`;
    await db.execute(sql`UPDATE ${goods} SET blocked_region_ids = '{}', stock = 100000, start_num = 1, nbei = 1 WHERE ${inPicked(goods.goodsId)}`);
    // Each goods is bought as its first SKU.
    const skuOf = new Map<number, typeof goodsSkus.$inferSelect>();
    for (const sku of await db.select().from(goodsSkus).where(inPicked(goodsSkus.goodsId)).orderBy(goodsSkus.skuId)) {
      if (!skuOf.has(sku.goodsId)) skuOf.set(sku.goodsId, sku);
    }
    const goodsAt = (pick: number) => goodsIds[pick % goodsIds.length] as number;

    // The seed's demo orders and the earlier run hold some of these SKUs already; the check counts only this run's orders.
    const stockAndOrdered = async () =>
      (
        await db.execute<{ sku_id: number; stock: number; ordered: number }>(
          sql`SELECT s.sku_id, s.stock, COALESCE(SUM(og.goods_number), 0)::int AS ordered
              FROM ${goodsSkus} s LEFT JOIN order_goods og ON og.sku_id = s.sku_id
              WHERE ${inPicked(sql`s.goods_id`)} GROUP BY s.sku_id, s.stock`,
        )
      ).rows;
    /**
     * Both runs start from the same stock: plenty on most goods, little on every tenth goods so it sells out
     * during the run. Answers the oversell check of the run that follows.
     */
    const restock = async () => {
      await db.execute(sql`UPDATE ${goodsSkus} SET stock = CASE WHEN goods_id % 10 = 0 THEN 3 ELSE 100000 END WHERE ${inPicked(goodsSkus.goodsId)}`);
      const before = await stockAndOrdered();
      return async () => {
        const initial = new Map(before.map((row) => [row.sku_id, row]));
        return (await stockAndOrdered()).flatMap((row) => {
          const start = initial.get(row.sku_id) as (typeof before)[number];
          const ordered = row.ordered - start.ordered;
          return row.stock < 0 || row.stock + ordered !== start.stock ? [{ skuId: row.sku_id, initial: start.stock, now: row.stock, ordered }] : [];
        });
      };
    };

    const buyers: { id: number; key: string }[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ mobile: String(17_000_000_000 + i), nick: `压测${i}`, createdAt: new Date() })
        .returning();
      const id = (user as { id: number }).id;
      await createAddress(db, id);
      buyers.push({ id, key: await openSession(db, config, id) });
    }

    const postJson = (url: URL, key: string, body: string) =>
      new Promise<{ status: number; code: number }>((resolve, reject) => {
        const sent = request(
          url,
          { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), key } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, code: (JSON.parse(Buffer.concat(chunks).toString()) as { code: number }).code }),
            );
            response.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    /** Direct buys over HTTP; `withRetryKeys`: each with a new idempotency_key, as the web page sends them. */
    let keys = 0;
    const placeInShop = (base: string, withRetryKeys = false) => {
      const url = new URL(endpoints.placeDirectOrder.path, base);
      return async (buyer: number, pick: number): Promise<Outcome> => {
        const goodsId = goodsAt(pick);
        try {
          const fields = { gshp_id: goodsId, attr_id: skuOf.get(goodsId)?.attrKey, number: 1, bonus_id: 0, bonus_ship_id: 0 };
          keys += 1;
          const body = JSON.stringify(withRetryKeys ? { ...fields, idempotency_key: `bench-order-${keys}` } : fields);
          const reply = await postJson(url, (buyers[buyer] as (typeof buyers)[number]).key, body);
          if (reply.code === 200) return 'placed';
          return reply.status < 500 ? 'refused' : 'failed';
        } catch {
          // A dropped connection counts as a failure, not the end of the run.
          return 'failed';
        }
      };
    };

    const minimalOrder = (buyer: number, pick: number): MinimalOrder => {
      const sku = skuOf.get(goodsAt(pick)) as typeof goodsSkus.$inferSelect;
      return { userId: (buyers[buyer] as (typeof buyers)[number]).id, goodsId: sku.goodsId, skuId: sku.skuId, priceFen: sku.marketPriceFen };
    };
    const placeMinimallyHere = (buyer: number, pick: number) => placeMinimally(minimalPool, minimalOrder(buyer, pick));
    /** The minimal placement behind bare node:http (its answer's code: 200 placed, 409 refused). */
    const placeMinimallyOverHttp = (base: string) => {
      const url = new URL('/', base);
      return async (buyer: number, pick: number): Promise<Outcome> => {
        try {
          const reply = await postJson(url, '', JSON.stringify(minimalOrder(buyer, pick)));
          if (reply.code === 200) return 'placed';
          return reply.status < 500 ? 'refused' : 'failed';
        } catch {
          return 'failed';
        }
      };
    };

    /**
     * One unrecorded second first, so the JIT, the plans and the pool are warm; then the run from fresh
     * stock, with the CPU that PostgreSQL and, when it runs apart, the server used during it.
     */
    const measure = async (place: (buyer: number, pick: number) => Promise<Outcome>, count: StatementCount, serverPid?: number) => {
      await runBuyers(BUYERS, 1, place);
      const oversold = await restock();
      const serverCpu = async () => (serverPid === undefined ? 0 : cpuMsOf(serverPid));
      const [serverBefore, postgresBefore] = [await serverCpu(), await cpuMsOfCommand('postgres')];
      count.on = true;
      const run = await runBuyers(BUYERS, DURATION_S, place);
      count.on = false;
      const cpu = { serverMs: (await serverCpu()) - serverBefore, postgresMs: (await cpuMsOfCommand('postgres')) - postgresBefore };
      return { run, count, cpu, load: loadavg()[0] ?? 0, broken: await oversold() };
    };
    const built = await startProcess(
      [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), 'dist/main.js'],
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      '/v3/category/father_list',
    );
    const apart = await measure(placeInShop(built.base), { on: false, total: 0, inTransaction: 0 }, built.child.pid);
    await stop(built.child);

    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const shop = await measure(placeInShop(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, true), shopCount);
    server.close();
    const minimal = await measure(placeMinimallyHere, minimalCount);
    const minimalServer = await startProcess(
      ['--import', 'tsx', 'bench/minimal-placement-server.ts'],
      { DATABASE_URL: url.toString(), POOL: String(POOL) },
      '/',
    );
    const minimalOverHttp = await measure(
      placeMinimallyOverHttp(minimalServer.base),
      { on: false, total: 0, inTransaction: 0 },
      minimalServer.child.pid,
    );
    await stop(minimalServer.child);

    console.log(
      `orders bench (PostgreSQL, ${BUYERS} concurrent buyers over ${goodsIds.length} goods, ${DURATION_S} s per run, pool of ${POOL}, ${cpus().length} CPUs):`,
    );
    const summary = (label: string, run: Run) =>
      console.log(
        `  ${label}: ${run.placed} orders in ${run.seconds.toFixed(1)} s = ${ordersPerSecond(run).toFixed(0)} orders/s; ` +
          `refused ${run.refused} (sold out), failed ${run.failed}; p50 ${percentile(run, 0.5).toFixed(1)} ms, p99 ${percentile(run, 0.99).toFixed(1)} ms`,
      );
    const perOrder = (ms: number, run: Run) => (ms / Math.max(run.placed, 1)).toFixed(2);
    /** A run of a server in its own process, with the CPU per order of each process taking part. */
    const summaryApart = (label: string, { run, cpu, load }: typeof apart) => {
      summary(label, run);
      console.log(
        `    CPU per order: the server ${perOrder(cpu.serverMs, run)} ms, PostgreSQL ${perOrder(cpu.postgresMs, run)} ms, the load generator ${perOrder(run.cpuMs, run)} ms; load average ${load.toFixed(1)} at the end`,
      );
    };
    summaryApart('shop, the built server in its own process, POST /v2/order/done over HTTP', apart);
    for (const [label, { run, count, cpu, load }] of [
      ['shop inside this process (its statements counted), each order with an idempotency_key as the web page sends', shop],
      ['minimal placement, raw pg', minimal],
    ] as const) {
      summary(label, run);
      console.log(
        `    ${(count.total / Math.max(run.placed, 1)).toFixed(1)} statements per placed order (${(count.inTransaction / Math.max(run.placed, 1)).toFixed(1)} from BEGIN to COMMIT; refusals' included); ` +
          `CPU per order: this process ${perOrder(run.cpuMs, run)} ms, PostgreSQL ${perOrder(cpu.postgresMs, run)} ms; load average ${load.toFixed(1)} at the end`,
      );
    }
    summaryApart('minimal placement behind bare node:http, in its own process as the shop is (the yardstick of the target)', minimalOverHttp);
    // The target compares like with like: both served over HTTP from their own process, the load generator apart.
    const share = ordersPerSecond(apart.run) / ordersPerSecond(minimalOverHttp.run);
    const p99 = percentile(apart.run, 0.99);
    console.log(
      `  shop / minimal behind HTTP: ${(share * 100).toFixed(0)} % (${share >= TARGET_SHARE ? 'meets' : 'MISSES'} ≥ ${TARGET_SHARE * 100} %); ` +
        `shop p99 ${p99.toFixed(1)} ms (${p99 <= TARGET_P99_MS ? 'meets' : 'MISSES'} ≤ ${TARGET_P99_MS} ms); ` +
        `shop / minimal in this process (no target): ${((ordersPerSecond(apart.run) / ordersPerSecond(minimal.run)) * 100).toFixed(0)} %`,
    );
    for (const [label, { broken }] of [
      ['shop, own process', apart],
      ['shop, this process', shop],
      ['minimal', minimal],
      ['minimal behind HTTP', minimalOverHttp],
    ] as const) {
      console.log(
        `  oversell check (${label}): ${broken.length === 0 ? 'ok — every SKU stock = initial − ordered, none negative' : `BROKEN on ${broken.length} SKUs`}`,
      );
      for (const sku of broken.slice(0, 5)) {
        console.log(`    SKU ${sku.skuId}: initial ${sku.initial}, now ${sku.now}, ordered in the run ${sku.ordered}`);
      }
    }
  } finally {
    agent.destroy();
    await Promise.all([handle.close(), minimalPool.end()]);
    await runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
