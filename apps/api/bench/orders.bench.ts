// `pnpm --filter @garden/api bench`: orders placed per second on PostgreSQL.
// The shop is served over HTTP on a fresh database with the demo seed; concurrent buyers, each signed
// in with an address, place direct-buy orders (POST /v2/order/done) over many goods, some of which run
// out on purpose. After the run the oversell check compares every SKU's stock with what was ordered.
// Target ≥ 500 orders/s. A benchmark prints figures; it asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
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
import { openSession } from '../src/services/auth-sessions';
import { PG_SERVER, runOnServer } from './bench-database';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOODS = 200;
/** Connections of the server's pool: a deployment sizes it to the database; the app's default is 10. */
const POOL = Number(process.env.BENCH_POOL ?? 40);

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
  // The database is dropped with FORCE at the end, possibly while a client is still closing.
  pool.on('error', () => {});
  const handle = { kind: 'postgres' as const, db: drizzle(pool, { schema }), pool, close: () => pool.end() };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-orders-'));
  try {
    await migrateDatabase(handle);
    const db: Database = handle.db;
    await seed(db, { mediaDir: path.join(dataDir, 'media') });
    const config = createConfig({ dataDir, logError: () => {} });
    const app = createApp({ db, config });

    // Plenty of stock on most goods; every tenth goods has little, so it sells out during the run.
    const picked = await db
      .select({ goodsId: goods.goodsId })
      .from(goods)
      .where(sql`not ${goods.forward} and not ${goods.isDingjin} and ${goods.isSale} = 1`)
      .limit(GOODS);
    const goodsIds = picked.map((row) => row.goodsId);
    await db.execute(sql`UPDATE ${goods} SET blocked_region_ids = '{}' WHERE ${goods.goodsId} IN (${sql.join(goodsIds, sql`, `)})`);
    await db.execute(
      sql`UPDATE ${goodsSkus} SET stock = CASE WHEN ${goodsSkus.goodsId} % 10 = 0 THEN 3 ELSE 100000 END WHERE ${goodsSkus.goodsId} IN (${sql.join(goodsIds, sql`, `)})`,
    );
    await db.execute(sql`UPDATE ${goods} SET stock = 100000, start_num = 1, nbei = 1 WHERE ${goods.goodsId} IN (${sql.join(goodsIds, sql`, `)})`);
    const skus = await db
      .select()
      .from(goodsSkus)
      .where(sql`${goodsSkus.goodsId} IN (${sql.join(goodsIds, sql`, `)})`);
    const initialStock = new Map(skus.map((sku) => [sku.skuId, sku.stock]));
    // The seed's demo orders hold some of these SKUs already; the check counts only the run's orders.
    const stockAndOrdered = async () =>
      (
        await db.execute<{ sku_id: number; stock: number; ordered: number }>(
          sql`SELECT s.sku_id, s.stock, COALESCE(SUM(og.goods_number), 0)::int AS ordered
              FROM ${goodsSkus} s LEFT JOIN order_goods og ON og.sku_id = s.sku_id
              WHERE s.goods_id IN (${sql.join(goodsIds, sql`, `)}) GROUP BY s.sku_id, s.stock`,
        )
      ).rows;
    const orderedBefore = new Map((await stockAndOrdered()).map((row) => [row.sku_id, row.ordered]));
    const attrIdsOf = new Map<number, string>();
    for (const sku of skus) if (!attrIdsOf.has(sku.goodsId)) attrIdsOf.set(sku.goodsId, sku.attrKey);

    const keys: string[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ mobile: String(17_000_000_000 + i), nick: `压测${i}`, createdAt: new Date() })
        .returning();
      await createAddress(db, (user as { id: number }).id);
      keys.push(await openSession(db, config, (user as { id: number }).id));
    }

    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    let placed = 0;
    let refused = 0;
    let failed = 0;
    const latencies: number[] = [];
    const deadline = performance.now() + DURATION_S * 1000;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      keys.map(async (key, worker) => {
        let n = worker;
        while (performance.now() < deadline) {
          n += 7;
          const goodsId = goodsIds[n % goodsIds.length] as number;
          const begin = performance.now();
          try {
            const response = await fetch(`${base}/v2/order/done`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', key },
              body: JSON.stringify({ gshp_id: goodsId, attr_id: attrIdsOf.get(goodsId), number: 1, bonus_id: 0, bonus_ship_id: 0 }),
            });
            const body = (await response.json()) as { code: number };
            if (body.code === 200) placed += 1;
            else if (response.status < 500) refused += 1;
            else failed += 1;
          } catch {
            // A dropped connection counts as a failure, not the end of the run.
            failed += 1;
          }
          latencies.push(performance.now() - begin);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    server.close();

    // Oversell check: every SKU's stock is its initial stock less what live orders hold, never below 0.
    const rows = await stockAndOrdered();
    const broken = rows.filter(
      (row) => row.stock < 0 || row.stock + row.ordered - (orderedBefore.get(row.sku_id) ?? 0) !== initialStock.get(row.sku_id),
    );
    latencies.sort((a, b) => a - b);
    const p = (q: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0).toFixed(1);
    console.log(
      `orders bench (PostgreSQL, ${BUYERS} concurrent buyers over ${goodsIds.length} goods, ${DURATION_S} s, one instance, pool of ${POOL}):`,
    );
    console.log(`  placed ${placed} orders in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(0)} orders/s (target ≥ 500)`);
    console.log(
      `  this process (server and clients) used ${(cpuMs / Math.max(placed, 1)).toFixed(1)} ms CPU per order; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`,
    );
    console.log(`  refused ${refused} (sold out), failed ${failed}; latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);
    console.log(
      `  oversell check: ${broken.length === 0 ? 'ok — every SKU stock = initial − ordered, none negative' : `BROKEN on ${broken.length} SKUs`}`,
    );
    for (const row of broken.slice(0, 5)) {
      console.log(
        `    SKU ${row.sku_id}: initial ${initialStock.get(row.sku_id)}, now ${row.stock}, ordered in the run ${row.ordered - (orderedBefore.get(row.sku_id) ?? 0)}`,
      );
    }
  } finally {
    await handle.close();
    await runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
