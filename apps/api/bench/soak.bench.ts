// `pnpm bench:soak`: ten minutes (SOAK_SECONDS) of mixed traffic against two instances of the built
// server on one PostgreSQL, as a shop behind a load balancer runs: browsing 80 %, cart 15 %, order and
// pay 5 % (direct buys paid from the balance). Prints the requests, the errors that are not refusals
// (target 0 non-4xx), the p99, each instance's memory from the end of the warm-up to the end (target
// growth ≤ 10 %) as resident memory and as live heap, with the samples between, and the audits at the
// end (`garden audit orders`, the balance audit, and the stock audit where the API has one). A benchmark
// prints figures; it asserts nothing.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpoints } from '@garden/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { goods, goodsSkus } from '../src/db/schema/index';
import * as schema from '../src/db/schema/index';
import { appRoot, createConfig } from '../src/env';
import { createBuyer } from '../src/test/buying-factories';
import { signInOperator } from '../src/test/server-processes';
import { createServerDatabase } from './bench-database';
import { type MemorySample, memoryOf, startProcess, stop } from './bench-server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const USERS = Number(process.env.SOAK_USERS ?? 24);
/**
 * Traffic before the memory the growth is measured from: a fresh server's resident memory climbs for its
 * first minutes as V8 sizes its heap to the load (young generation, code, the caches filling), which is
 * no leak. SOAK_WARM_UP_SECONDS sets it; it is not part of SOAK_SECONDS.
 */
const WARM_UP_S = Number(process.env.SOAK_WARM_UP_SECONDS ?? Math.min(120, Math.max(3, SECONDS / 5)));
/** Memory samples over the measured run (and one at its end). */
const SAMPLES = 10;
const TARGET_GROWTH = 0.1;
/**
 * Each instance's JS heap, as a deployment sets it: uncapped on this 24 GB machine V8 collects lazily and
 * the resident memory climbs to gigabytes of garbage (1.9 GB in ten minutes, with no out-of-memory at a
 * 384 MB cap), which says nothing about leaks. `SOAK_HEAP_MB=0` runs uncapped.
 */
const HEAP_MB = Number(process.env.SOAK_HEAP_MB ?? 512);
const KEYWORDS = ['月季', 'yueji', 'xq', '绣球', '多肉', '铁线莲', 'lsbs', '有机肥'];
const run = promisify(execFile);

interface Tally {
  requests: number;
  refused: number;
  errors: number;
  byKind: Record<'browse' | 'cart' | 'order', number>;
  latencies: number[];
  samples: string[];
  /** Refusal messages by count, so the figure says what was refused (sold out, a limit …). */
  refusals: Map<string, number>;
}

/** What a sample reads when the server could not be asked (it had exited): the figures show NaN, never a number. */
const UNREAD: MemorySample = { rss: Number.NaN, heapUsed: Number.NaN, heapTotal: Number.NaN, external: Number.NaN };
const percentText = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

const benchStarted = performance.now();

async function main(): Promise<void> {
  if (!existsSync(path.join(appRoot, 'dist/main.js')))
    throw new Error('build the server first: pnpm --filter @garden/api build (pnpm bench:soak does)');
  let database: { url: string; drop: () => Promise<void> };
  try {
    database = await createServerDatabase('garden_soak');
  } catch (error) {
    console.log(`soak bench: no PostgreSQL (${(error as Error).message}); skipped.`);
    return;
  }
  const dirs = [await mkdtemp(path.join(tmpdir(), 'garden-soak-a-')), await mkdtemp(path.join(tmpdir(), 'garden-soak-b-'))];
  const servers: Awaited<ReturnType<typeof startProcess>>[] = [];
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {});
  try {
    // The first instance migrates and seeds; the second finds the shop there, as a new machine would.
    const heap = HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : [];
    for (const dir of dirs) {
      const env = { DATA_DIR: dir, DATABASE_URL: database.url };
      const logs = { stdoutFile: path.join(dir, 'stdout.log'), probeMemory: true };
      servers.push(await startProcess([...heap, 'dist/main.js'], env, '/v3/category/father_list', path.join(dir, 'stderr.log'), logs));
    }
    // A server that dies mid-run is a finding, not a hang: say which, when and why (its last error lines).
    const deaths: string[] = [];
    servers.forEach((server, i) =>
      server.child.once('exit', (code, signal) => {
        deaths.push(`instance ${i + 1} exited (${signal ?? `code ${code}`}) at ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
      }),
    );
    // `garden` runs as the seeded shop manager (the data folder's token only adds operators).
    const token = await signInOperator((servers[0] as { base: string }).base);

    const db = drizzle(pool, { schema });
    const config = createConfig({ db, dataDir: dirs[0] as string, logError: () => {} });
    const buyers: Awaited<ReturnType<typeof createBuyer>>[] = [];
    for (let i = 0; i < USERS; i += 1) buyers.push(await createBuyer(db, config, { userMoneyFen: 100_000_000 }));
    const sellable = await db
      .select({ goodsId: goods.goodsId, attrKey: sql<string>`min(${goodsSkus.attrKey})` })
      .from(goods)
      .innerJoin(goodsSkus, sql`${goodsSkus.goodsId} = ${goods.goodsId} and ${goodsSkus.stock} > 0`)
      .where(sql`not ${goods.forward} and not ${goods.isDeposit} and ${goods.isSale} = 1 and ${goods.stock} > 0`)
      .groupBy(goods.goodsId);

    const fresh = (): Tally => ({
      requests: 0,
      refused: 0,
      errors: 0,
      byKind: { browse: 0, cart: 0, order: 0 },
      latencies: [],
      samples: [],
      refusals: new Map(),
    });
    const tally = fresh();
    let turn = 0;
    const send = async (kind: keyof Tally['byKind'], method: string, route: string, key?: string, body?: unknown) => {
      const server = servers[turn++ % servers.length] as (typeof servers)[number];
      const begin = performance.now();
      tally.requests += 1;
      tally.byKind[kind] += 1;
      try {
        const response = await fetch(`${server.base}${route}`, {
          method,
          headers: { system: 'PC', source: 'PC', ...(key ? { key } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        const text = await response.text();
        if (response.status >= 500) {
          tally.errors += 1;
          if (tally.samples.length < 5) tally.samples.push(`${method} ${route} → ${response.status} ${text.slice(0, 120)}`);
        } else if (response.status >= 400 || !text.includes('"code":200')) {
          tally.refused += 1;
          const msg = `${method} ${route.split('?')[0]}: ${/"msg":"([^"]*)"/.exec(text)?.[1] ?? response.status}`;
          tally.refusals.set(msg, (tally.refusals.get(msg) ?? 0) + 1);
        }
      } catch (error) {
        tally.errors += 1;
        if (tally.samples.length < 5) tally.samples.push(`${method} ${route} → ${(error as Error).message}`);
      }
      tally.latencies.push(performance.now() - begin);
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

    const user = async (index: number, until: number) => {
      const buyer = buyers[index] as (typeof buyers)[number];
      while (performance.now() < until) {
        const roll = Math.random();
        const item = pick(sellable);
        if (roll < 0.8) {
          await pick([
            () =>
              send('browse', 'GET', `/v3/category/product_list?cat_id=${1 + Math.floor(Math.random() * 12)}&page=1&limit=20&beon=5&sort=0&order=0`),
            () => send('browse', 'GET', `/v1/search/sou?keywords=${encodeURIComponent(pick(KEYWORDS))}&page=1&limit=20`),
            () => send('browse', 'GET', `/v2/goods/info?gshp_id=${item.goodsId}`),
            () => send('browse', 'GET', '/v3/home/index?page=1&limit=2&type=1'),
          ])();
        } else if (roll < 0.95) {
          await send('cart', 'POST', '/v3/cart/add', buyer.key, { gshp_id: item.goodsId, attr_id: item.attrKey, number: 1, type: 'normal' });
          await send('cart', 'GET', '/v3/cart/lists', buyer.key);
        } else {
          await send('order', 'POST', endpoints.placeDirectOrder.path, buyer.key, {
            gshp_id: item.goodsId,
            attr_id: item.attrKey,
            number: 1,
            is_balance: 1,
            idempotency_key: `soak-${index}-${tally.requests}-${Math.random().toString(36).slice(2, 10)}`,
          });
        }
      }
    };

    // One sample a server at a time: each makes that server collect its whole heap first.
    const sampleAll = async (): Promise<MemorySample[]> => {
      const samples: MemorySample[] = [];
      for (const server of servers) samples.push(await memoryOf(server.child).catch(() => UNREAD));
      return samples;
    };
    console.log(
      `soak: 2 instances of the built server on one PostgreSQL (heap ${HEAP_MB > 0 ? `${HEAP_MB} MB` : 'uncapped'}), ${USERS} shoppers, ${WARM_UP_S} s of warm-up (not counted), then ${SECONDS} s measured`,
    );
    const beforeWarmUp = await sampleAll();
    await Promise.all(buyers.map((_, i) => user(i, performance.now() + WARM_UP_S * 1000)));
    const memory: MemorySample[][] = [await sampleAll()];
    Object.assign(tally, fresh());
    const started = performance.now();
    const sampling = (async () => {
      for (let k = 1; k < SAMPLES; k += 1) {
        await new Promise((resolve) => setTimeout(resolve, started + (k * SECONDS * 1000) / SAMPLES - performance.now()));
        memory.push(await sampleAll());
      }
    })();
    await Promise.all(buyers.map((_, i) => user(i, started + SECONDS * 1000)));
    const elapsed = (performance.now() - started) / 1000;
    await sampling;
    if (deaths.length > 0) {
      for (const [i, dir] of dirs.entries()) {
        for (const file of ['stdout.log', 'stderr.log']) {
          const log = await readFile(path.join(dir, file), 'utf8').catch(() => '');
          console.log(`  instance ${i + 1}'s last ${file} lines:\n${log.trim().split('\n').slice(-8).join('\n') || '(none)'}`);
        }
      }
      throw new Error(deaths.join('; '));
    }
    memory.push(await sampleAll());

    tally.latencies.sort((a, b) => a - b);
    console.log(
      `  ${tally.requests} requests in ${elapsed.toFixed(0)} s (${(tally.requests / elapsed).toFixed(0)} req/s): browse ${tally.byKind.browse}, cart ${tally.byKind.cart}, order and pay ${tally.byKind.order}`,
    );
    console.log(`  errors (5xx or no answer): ${tally.errors} (target 0); refusals (4xx or a non-200 envelope, e.g. sold out): ${tally.refused}`);
    for (const sample of tally.samples) console.log(`    ${sample}`);
    for (const [msg, count] of [...tally.refusals].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`    refused ${count}× ${msg}`);
    console.log(`  latency p50 ${percentile(tally.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(tally.latencies, 0.99).toFixed(1)} ms`);
    console.log(
      `  memory in MB (resident as the system counts it; live heap right after a full collection; external: buffers and other memory outside the heap), ${SECONDS / SAMPLES} s apart from the end of the warm-up:`,
    );
    servers.forEach((_, i) => {
      const series = memory.map((samples) => samples[i] as MemorySample);
      const first = series[0] as MemorySample;
      const half = series[Math.floor(SAMPLES / 2)] as MemorySample;
      const last = series.at(-1) as MemorySample;
      const line = (pick: (sample: MemorySample) => number) => series.map((sample) => pick(sample).toFixed(0)).join(' ');
      console.log(
        `  instance ${i + 1} (fresh, before the warm-up: resident ${beforeWarmUp[i]?.rss.toFixed(0)}, live heap ${beforeWarmUp[i]?.heapUsed.toFixed(0)})`,
      );
      console.log(`    resident   ${line((sample) => sample.rss)}`);
      console.log(`    live heap  ${line((sample) => sample.heapUsed)}`);
      console.log(`    external   ${line((sample) => sample.external)}`);
      for (const [name, pick] of [
        ['resident memory', (sample: MemorySample) => sample.rss],
        ['live heap', (sample: MemorySample) => sample.heapUsed],
      ] as const) {
        console.log(
          `    ${name}: ${pick(first).toFixed(0)} → ${pick(last).toFixed(0)} MB, ${percentText(pick(first), pick(last))} from the end of the warm-up` +
            ` (target ≤ ${TARGET_GROWTH * 100} %), ${percentText(pick(half), pick(last))} over the second half; peak ${Math.max(...series.map(pick)).toFixed(0)} MB`,
        );
      }
    });

    // The audits, through the operator's own command and calls, against the first instance.
    const env = { ...process.env, GARDEN_URL: servers[0]?.base, GARDEN_TOKEN: token };
    for (const args of [
      ['audit', 'orders'],
      ['audit', 'balances'],
      ['audit', 'stock'],
    ]) {
      const cli = await run('npx', ['-y', 'pnpm@10.34.9', '--silent', 'garden', ...args], { cwd: path.join(appRoot, '../..'), env }).then(
        ({ stdout }) => stdout,
        (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
      );
      const lines = cli.trim().split('\n');
      console.log(`  garden ${args.join(' ')}: ${lines.at(-1)}`);
    }
  } finally {
    await Promise.all(servers.map((server) => stop(server.child)));
    await pool.end();
    await database.drop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

await main();
