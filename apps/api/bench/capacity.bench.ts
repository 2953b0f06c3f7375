// `pnpm --filter @garden/api bench` (alone: `bench:capacity`): what one PostgreSQL and 1, 2 and 4 instances of
// the built server serve of a shop's mixed traffic (docs/scaling.md is written from its figures). The demo
// catalogue grown to 10,000 goods (grow-catalogue.ts, so reads miss the catalogue caches as a real shop's long
// tail does), shoppers signed in with an address, a balance and three lines in their carts; then, open-loop
// (arrivals at a fixed mean rate, Poisson, whether or not earlier requests have been answered, each request's
// latency counted from when it was due, so a queue shows as latency rather than a slower load generator):
//   reads 80 %: product pages over all goods 35, category listings (every category, pages 1–5, four sorts) 22,
//   searches from a keyword list (pages 1–3, three sorts) 13, the home page 5, the cart 5; half of the reads as
//   guests, half signed in;
//   writes 20 %: cart add 8, cart quantity change 4, the cart's checkout quote 5, an order placed (a direct buy
//   paid from the balance) 3.
// Each rate runs BENCH_STEP_SECONDS; the rates step up (BENCH_RATES) until one is past saturation (under 90 % of
// it answered, or p99 over 2 s). Instances are separate processes on one database, the load generator sending
// to each in turn (a round-robin balancer). Each step prints the achieved rate, p50/p99, and the CPU per request
// of the servers, of PostgreSQL (this database's backends only: other work on the server is left out) and of the
// load generator, the pool's queue and the catalogue cache's hit rate. Then, on one instance, PostgreSQL's CPU per
// order and per cache-missing read (product pages, listings and searches none asked for in the cache's 2 s).
// Prints Markdown tables to paste into docs/scaling.md. A benchmark prints figures; it asserts nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@garden/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { categories, goods, goodsSkus } from '../src/db/schema/index';
import { appRoot, createConfig } from '../src/env';
import { mediaDirOf, seed } from '../src/seed/index';
import { createRandom } from '../src/seed/random';
import { createBuyer } from '../src/test/buying-factories';
import { createServerDatabase } from './bench-database';
import { type BenchServer, cpuMsOf, freePort, startProcess, stop } from './bench-server';
import { growCatalogue } from './grow-catalogue';

const numbers = (text: string) => text.split(',').map(Number);
const RATES = numbers(process.env.BENCH_RATES ?? '50,100,200,300,400,600,800,1200');
const INSTANCES = numbers(process.env.BENCH_INSTANCES ?? '1,2,4');
const STEP_S = Number(process.env.BENCH_STEP_SECONDS ?? 8);
const GOODS = Number(process.env.BENCH_GOODS ?? 10_000);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
/** A rate is sustained when nearly all that arrived is answered within the step, with this p99. */
const SUSTAINED_P99_MS = 250;
const SUSTAINED_SHARE = 0.95;
/** Past saturation: stepping stops after the first rate this far behind (or this slow). */
const SATURATED_SHARE = 0.9;
const SATURATED_P99_MS = 2000;
/** How long the requests still in flight at a step's end may finish before they are dropped (and counted as errors). */
const DRAIN_MS = 5000;
const WARM_UP_S = 3;
const CART_LINES = 3;
const KEYWORDS = ['月季', '绣球', '无尽夏', '铁线莲', '多肉', '有机肥', '营养土', '花盆', '龙沙宝石', '兰花', '绿萝', '种子'];
const PINYIN = ['yueji', 'xiuqiu', 'tiexianlian', 'duorou', 'youjifei', 'yj', 'xq', 'txl', 'lsbs'];

type Kind = 'product' | 'listing' | 'search' | 'home' | 'cart' | 'cartAdd' | 'cartChange' | 'quote' | 'order';
const MIX: readonly [Kind, number][] = [
  ['product', 35],
  ['listing', 22],
  ['search', 13],
  ['home', 5],
  ['cart', 5],
  ['cartAdd', 8],
  ['cartChange', 4],
  ['quote', 5],
  ['order', 3],
];

interface Call {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  key?: string;
  body?: string;
}

interface Shopper {
  key: string;
  /** The ship-from place of every line of the cart: a checkout settles one place's lines (shopping §7). */
  place: number;
  lines: { goodsId: number; attrKey: string; itemId: number }[];
}

interface Instance extends BenchServer {
  metricsPort: number;
  agent: Agent;
}

interface Answer {
  status: number;
  /** The envelope's code (0 when the reply is no envelope). */
  code: number;
  msg?: string;
}

/** One call over the instance's kept-alive connections (node:http: fetch costs the load generator several times the CPU). */
function send(instance: Instance, call: Call, onRequest: (abort: () => void) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { system: 'PC', source: 'PC' };
    if (call.key) headers.key = call.key;
    if (call.body) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(call.body);
    }
    const sent = request(`${instance.base}${call.path}`, { method: call.method, agent: instance.agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        // The code leads the envelope: the head tells it without parsing a page of goods.
        const code = Number(/^\{"code":(\d+)/.exec(body.subarray(0, 24).toString())?.[1] ?? 0);
        const status = response.statusCode ?? 0;
        resolve({ status, code, ...(code === 200 ? {} : { msg: /"msg":"([^"]*)"/.exec(body.toString())?.[1] ?? String(status) }) });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    onRequest(() => sent.destroy(new Error('dropped: not answered in time')));
    sent.end(call.body);
  });
}

/** What a step measured. */
interface Step {
  offered: number;
  sent: number;
  answered: number;
  /** Answers that came within the step, per second. */
  achieved: number;
  /** Latencies from when each request was due (ms); a request never answered counts as +∞. */
  latencies: number[];
  byKind: Map<Kind, number[]>;
  errors: number;
  refusals: Map<string, number>;
  cpu: { servers: number; postgres: number; generator: number };
  /** Mean of the instances' pool gauges, sampled twice a second, summed over the instances. */
  pool: { inUse: number; waiting: number };
  cache: { hits: number; misses: number };
  load: number;
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sum of a metric's samples whose name and labels start with `prefix` (`name{a="b"`), from Prometheus text. */
function sampleSum(text: string, prefix: string): number {
  let sum = 0;
  for (const line of text.split('\n')) if (line.startsWith(prefix)) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  return sum;
}

async function metricsOf(instances: readonly Instance[]): Promise<string> {
  const texts = await Promise.all(instances.map((i) => fetch(`http://127.0.0.1:${i.metricsPort}/metrics`).then((r) => r.text())));
  return texts.join('\n');
}

/** CPU time (ms) used so far by the PostgreSQL backends serving `database`, by pid (this machine's server). */
async function backendsCpu(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) cpu.set(pid, await cpuMsOf(pid).catch(() => 0));
  return cpu;
}

/**
 * Sends `rate` calls a second on average (Poisson arrivals) for `seconds`, call `i` made by `callAt(i)` and sent to
 * instance `i mod n`; then waits up to DRAIN_MS for the answers still due and drops the rest.
 */
async function runStep(
  instances: readonly Instance[],
  rate: number,
  seconds: number,
  callAt: (i: number) => Call,
  database: { client: pg.Client; name: string },
): Promise<Step> {
  const random = createRandom(rate * 7919 + seconds);
  const step: Step = {
    offered: rate,
    sent: 0,
    answered: 0,
    achieved: 0,
    latencies: [],
    byKind: new Map(),
    errors: 0,
    refusals: new Map(),
    cpu: { servers: 0, postgres: 0, generator: 0 },
    pool: { inUse: 0, waiting: 0 },
    cache: { hits: 0, misses: 0 },
    load: 0,
  };
  const serverCpu = async () => (await Promise.all(instances.map((i) => cpuMsOf(i.child.pid as number)))).reduce((a, b) => a + b, 0);
  const cacheReads = (text: string) => ({
    hits: sampleSum(text, 'garden_catalogue_cache_reads_total{layer="reply",outcome="hit"'),
    misses: sampleSum(text, 'garden_catalogue_cache_reads_total{layer="reply",outcome="miss"'),
  });
  const [cacheBefore, serversBefore, postgresBefore] = [
    cacheReads(await metricsOf(instances)),
    await serverCpu(),
    await backendsCpu(database.client, database.name),
  ];
  const generatorBefore = process.cpuUsage();
  const inFlight = new Set<() => void>();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let answeredInTime = 0;
  const poolSamples: { inUse: number; waiting: number }[] = [];
  const sampling = (async () => {
    while (performance.now() < end - 500) {
      await sleep(500);
      const text = await metricsOf(instances);
      poolSamples.push({
        inUse: sampleSum(text, 'garden_db_connections{state="in_use"}'),
        waiting: sampleSum(text, 'garden_db_connections{state="waiting"}'),
      });
    }
  })();
  let due = started;
  for (let i = 0; ; ) {
    const now = performance.now();
    while (due <= now && due < end) {
      const call = callAt(i);
      const instance = instances[i % instances.length] as Instance;
      const scheduled = due;
      let abort = () => {};
      const kindLatencies = step.byKind.get(call.kind) ?? [];
      step.byKind.set(call.kind, kindLatencies);
      step.sent += 1;
      pending.push(
        send(instance, call, (cancel) => {
          abort = cancel;
          inFlight.add(abort);
        })
          .then(
            (answer) => {
              const done = performance.now();
              if (done <= end) answeredInTime += 1;
              step.answered += 1;
              step.latencies.push(done - scheduled);
              kindLatencies.push(done - scheduled);
              if (answer.status >= 500) step.errors += 1;
              else if (answer.code !== 200) {
                const what = `${call.kind}: ${answer.msg}`;
                step.refusals.set(what, (step.refusals.get(what) ?? 0) + 1);
              }
            },
            () => {
              step.errors += 1;
              step.latencies.push(Number.POSITIVE_INFINITY);
              kindLatencies.push(Number.POSITIVE_INFINITY);
            },
          )
          .finally(() => inFlight.delete(abort)),
      );
      i += 1;
      due += (-Math.log(1 - random.next()) * 1000) / rate;
    }
    if (due >= end) break;
    await sleep(Math.min(Math.max(due - performance.now(), 0), 5));
  }
  await sleep(Math.max(end - performance.now(), 0));
  const cpuServersAtEnd = await serverCpu();
  const postgresAtEnd = await backendsCpu(database.client, database.name);
  const generatorUsed = process.cpuUsage(generatorBefore);
  step.cache = (({ hits, misses }) => ({ hits: hits - cacheBefore.hits, misses: misses - cacheBefore.misses }))(
    cacheReads(await metricsOf(instances)),
  );
  step.load = loadavg()[0] ?? 0;
  await Promise.race([Promise.all(pending), sleep(DRAIN_MS)]);
  for (const abort of [...inFlight]) abort();
  await Promise.all(pending);
  await sampling;
  step.achieved = answeredInTime / seconds;
  step.cpu = {
    servers: cpuServersAtEnd - serversBefore,
    postgres: [...postgresAtEnd].reduce((sum, [pid, ms]) => sum + ms - (postgresBefore.get(pid) ?? 0), 0),
    generator: (generatorUsed.user + generatorUsed.system) / 1000,
  };
  const mean = (pick: (sample: { inUse: number; waiting: number }) => number) =>
    poolSamples.reduce((sum, sample) => sum + pick(sample), 0) / Math.max(poolSamples.length, 1);
  step.pool = { inUse: mean((s) => s.inUse), waiting: mean((s) => s.waiting) };
  step.latencies.sort((a, b) => a - b);
  for (const latencies of step.byKind.values()) latencies.sort((a, b) => a - b);
  return step;
}

const ms = (value: number) => (Number.isFinite(value) ? (value >= 100 ? value.toFixed(0) : value.toFixed(1)) : `> ${DRAIN_MS / 1000} s`);
/** The rate that arrived (Poisson arrivals stray a few per cent from the mean over a step): what `achieved` is held to. */
const arrived = (step: Step) => step.sent / STEP_S;
const isSustained = (step: Step) => step.achieved >= arrived(step) * SUSTAINED_SHARE && percentile(step.latencies, 0.99) <= SUSTAINED_P99_MS;
const isSaturated = (step: Step) => step.achieved < arrived(step) * SATURATED_SHARE || percentile(step.latencies, 0.99) > SATURATED_P99_MS;

const STEP_HEADER =
  '| offered req/s | achieved req/s | p50 ms | p99 ms | errors | refused | CPU ms/req: servers | PostgreSQL | load generator | cores busy: servers + PostgreSQL | pool in use / waiting | reply cache hits | load avg |\n' +
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';

function stepRow(step: Step): string {
  const perRequest = (cpuMs: number) => (cpuMs / Math.max(step.answered, 1)).toFixed(2);
  const cores = (cpuMs: number) => (cpuMs / (STEP_S * 1000)).toFixed(2);
  const refused = [...step.refusals.values()].reduce((a, b) => a + b, 0);
  const cacheReads = step.cache.hits + step.cache.misses;
  return `| ${step.offered} | ${step.achieved.toFixed(0)} | ${ms(percentile(step.latencies, 0.5))} | ${ms(percentile(step.latencies, 0.99))} | ${step.errors} | ${refused} | ${perRequest(step.cpu.servers)} | ${perRequest(step.cpu.postgres)} | ${perRequest(step.cpu.generator)} | ${cores(step.cpu.servers)} + ${cores(step.cpu.postgres)} | ${step.pool.inUse.toFixed(1)} / ${step.pool.waiting.toFixed(1)} | ${cacheReads ? `${((step.cache.hits / cacheReads) * 100).toFixed(0)} %` : '–'} | ${step.load.toFixed(1)} |`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(appRoot, 'dist/main.js'))) throw new Error('build the server first: pnpm --filter @garden/api build (pnpm bench does)');
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  try {
    database = await createServerDatabase('garden_bench_capacity');
  } catch (error) {
    console.log(`capacity bench: no PostgreSQL (${(error as Error).message}); skipped.`);
    return;
  }
  const benchStarted = performance.now();
  const loadAtStart = loadavg();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-capacity-'));
  const handle = await openDatabase({ databaseUrl: database.url });
  const databaseName = new URL(database.url).pathname.slice(1);
  const watcher = new pg.Client({ connectionString: database.url });
  let instances: Instance[] = [];
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => stop(instance.child)));
    for (const instance of instances) instance.agent.destroy();
    instances = [];
  };
  try {
    const { db } = handle;
    await migrateDatabase(handle);
    /** Seconds since the start, at the end of each part of the set-up. */
    const setup: string[] = [];
    const mark = (part: string) => setup.push(`${part} ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
    // The seed's pictures where the first instance (the one the per-kind figures are taken on) serves them from.
    await seed(db, { mediaDir: mediaDirOf(path.join(dataDir, 'instance-0')) });
    mark('seeded');
    const goodsCount = await growCatalogue(db, GOODS);
    mark('catalogue grown');
    // Every goods on sale can be bought by the shoppers all run long: plenty of stock, Hangzhou (their address) served.
    const onSale = sql`${goods.isSale} = 1 AND NOT ${goods.forward} AND NOT ${goods.isDeposit}`;
    await db.execute(sql`UPDATE ${goodsSkus} SET stock = 1000000 FROM ${goods} WHERE ${goods.goodsId} = ${goodsSkus.goodsId} AND ${onSale}`);
    await db.execute(
      sql`UPDATE ${goods} SET stock = (SELECT sum(stock) FROM ${goodsSkus} WHERE ${goodsSkus.goodsId} = ${goods.goodsId}), start_num = 1, nbei = 1, blocked_region_ids = '{}' WHERE ${onSale}`,
    );
    const allGoods = (await db.select({ id: goods.goodsId }).from(goods).orderBy(goods.goodsId)).map((row) => row.id);
    const buyable = await db
      .select({ goodsId: goods.goodsId, place: goods.sendAddressId, attrKey: sql<string>`min(${goodsSkus.attrKey})` })
      .from(goods)
      .innerJoin(goodsSkus, sql`${goodsSkus.goodsId} = ${goods.goodsId}`)
      .where(onSale)
      .groupBy(goods.goodsId)
      .orderBy(goods.goodsId);
    const thumbnails = (await db.selectDistinct({ url: goods.thumbnail }).from(goods)).map((row) => row.url);
    const catIds = (await db.select({ id: categories.catId }).from(categories).orderBy(categories.catId)).map((row) => row.id);
    const config = createConfig({ db, dataDir, logError: () => {} });
    const random = createRandom(20_260_127);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const { key } = await createBuyer(db, config, { userMoneyFen: 1_000_000_000 });
      const { place } = random.pick(buyable);
      const fromPlace = buyable.filter((item) => item.place === place);
      shoppers.push({ key, place, lines: Array.from({ length: CART_LINES }, () => ({ ...random.pick(fromPlace), itemId: 0 })) });
    }
    mark('shoppers');
    await watcher.connect();
    watcher.on('error', () => {});

    const startInstances = async (count: number) => {
      await stopAll();
      for (let n = 0; n < count; n += 1) {
        const metricsPort = await freePort();
        const server = await startProcess(
          ['dist/main.js'],
          { DATABASE_URL: database.url, DATA_DIR: path.join(dataDir, `instance-${n}`), GARDEN_METRICS_PORT: String(metricsPort) },
          '/readyz',
          path.join(dataDir, `instance-${n}.stderr.log`),
        );
        instances.push({ ...server, metricsPort, agent: new Agent({ keepAlive: true, maxSockets: 256 }) });
      }
    };
    await startInstances(1);
    // Each shopper's cart lines, put there as the web page does; their item ids for the quantity changes.
    for (const shopper of shoppers) {
      for (const line of shopper.lines) {
        const body = JSON.stringify({ gshp_id: line.goodsId, attr_id: line.attrKey, number: '1' });
        const reply = await fetch(`${instances[0]?.base}${endpoints.addToCart.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', key: shopper.key },
          body,
        });
        line.itemId = ((await reply.json()) as { data: { item_id: number } }).data.item_id;
      }
    }
    mark('carts filled');

    const listingPath = (catId: number, page: number, sort: number) =>
      `${endpoints.listCategoryGoods.path}?cat_id=${catId}&page=${page}&limit=20&beon=5&sort=${Math.min(sort, 2)}&order=${sort === 3 ? 1 : 0}`;
    const searchPath = (keyword: string, page: number, sort: string) =>
      `${endpoints.searchGoods.path}?keywords=${encodeURIComponent(keyword)}&page=${page}&limit=20${sort ? `&sort=${sort}` : ''}`;
    const SEARCH_SORTS = ['', 'sales', 'sort_price'];
    const keywords = [...KEYWORDS, ...PINYIN];
    let orders = 0;
    const orderCall = (shopper: Shopper): Call => {
      const item = random.pick(buyable);
      orders += 1;
      return {
        kind: 'order',
        method: 'POST',
        path: endpoints.placeDirectOrder.path,
        key: shopper.key,
        body: JSON.stringify({ gshp_id: item.goodsId, attr_id: item.attrKey, number: 1, is_balance: 1, idempotency_key: `capacity-${orders}` }),
      };
    };
    /** Each kind as many times as its weight: a pick from it draws a kind by weight. */
    const byWeight = MIX.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind));
    /** A call of the mix: its kind drawn by weight, the goods, page, sort and shopper at random. */
    const mixed = (): Call => {
      const kind = random.pick(byWeight);
      const shopper = random.pick(shoppers);
      const reader = random.next() < 0.5 ? shopper.key : undefined;
      // Earlier pages are read more: page 1 half the time, each next one half as often.
      const page = (last: number) => Math.min(last, 1 + Math.floor(-Math.log2(1 - random.next())));
      const line = random.pick(shopper.lines);
      switch (kind) {
        case 'product':
          return { kind, method: 'GET', path: `${endpoints.readGoods.path}?gshp_id=${random.pick(allGoods)}`, key: reader };
        case 'listing':
          return { kind, method: 'GET', path: listingPath(random.pick(catIds), page(5), random.int(0, 3)), key: reader };
        case 'search':
          return { kind, method: 'GET', path: searchPath(random.pick(keywords), page(3), random.pick(SEARCH_SORTS)), key: reader };
        case 'home':
          return { kind, method: 'GET', path: `${endpoints.readHome.path}?page=1&limit=2&type=1`, key: reader };
        case 'cart':
          return { kind, method: 'GET', path: endpoints.readCart.path, key: shopper.key };
        case 'cartAdd':
          return {
            kind,
            method: 'POST',
            path: endpoints.addToCart.path,
            key: shopper.key,
            body: JSON.stringify({ gshp_id: line.goodsId, attr_id: line.attrKey, number: '1' }),
          };
        case 'cartChange':
          return {
            kind,
            method: 'POST',
            path: endpoints.setCartNumber.path,
            key: shopper.key,
            body: JSON.stringify({ item_id: line.itemId, number: String(random.int(1, 5)) }),
          };
        case 'quote':
          return {
            kind,
            method: 'POST',
            path: endpoints.checkoutCart.path,
            key: shopper.key,
            body: JSON.stringify({ devide_items: [String(shopper.place)] }),
          };
        case 'order':
          return orderCall(shopper);
      }
    };

    const where = { client: watcher, name: databaseName };
    const print = (line = '') => console.log(line);
    print(
      `capacity bench: ${goodsCount} goods, ${SHOPPERS} shoppers, ${CART_LINES} cart lines each; ${STEP_S} s a rate; ${cpus().length} CPUs (${cpus()[0]?.model.trim()}); ` +
        `load average ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the start; set up: ${setup.join(', ')}`,
    );
    const sustained = new Map<number, Step | undefined>();
    /**
     * Per instance count, the step the CPU per request is read from: the busiest one short of saturation, where the
     * instances' fixed costs (jobs, timers, the metrics sampled) weigh least on each request.
     */
    const modelled = new Map<number, Step>();
    for (const count of INSTANCES) {
      await startInstances(count);
      await runStep(instances, RATES[0] as number, WARM_UP_S, mixed, where);
      print(`\n#### ${count} instance${count > 1 ? 's' : ''} on one PostgreSQL: the mix, open-loop\n`);
      print(STEP_HEADER);
      let best: Step | undefined;
      let first: Step | undefined;
      let busiest: Step | undefined;
      const refusals = new Map<string, number>();
      for (const rate of RATES) {
        const step = await runStep(instances, rate, STEP_S, mixed, where);
        print(stepRow(step));
        first ??= step;
        for (const [what, times] of step.refusals) refusals.set(what, (refusals.get(what) ?? 0) + times);
        if (isSustained(step)) best = step;
        if (isSaturated(step)) break;
        busiest = step;
      }
      sustained.set(count, best);
      const shown = best ?? (first as Step);
      modelled.set(count, busiest ?? shown);
      print(
        `\n  per kind at ${shown.offered} req/s (p50 / p99 ms): ${MIX.map(([kind]) => `${kind} ${ms(percentile(shown.byKind.get(kind) ?? [], 0.5))} / ${ms(percentile(shown.byKind.get(kind) ?? [], 0.99))}`).join(', ')}`,
      );
      for (const [what, times] of [...refusals].sort((a, b) => b[1] - a[1]).slice(0, 3)) print(`  refused ${times}× over the rates: ${what}`);
    }

    // PostgreSQL's CPU per request of one kind, each asked once in the window (so every read misses the cache).
    await startInstances(1);
    const distinct =
      <T>(items: readonly T[], make: (item: T) => Call) =>
      (i: number) =>
        make(items[(i * 7919) % items.length] as T);
    const listings = catIds.flatMap((catId) => [1, 2, 3, 4, 5].flatMap((p) => [0, 1, 2, 3].map((sort) => listingPath(catId, p, sort))));
    const searches = keywords.flatMap((keyword) => [1, 2, 3].flatMap((p) => SEARCH_SORTS.map((sort) => searchPath(keyword, p, sort))));
    const kinds: [string, number, (i: number) => Call][] = [
      ['order placed (direct buy paid from the balance)', 20, (i) => orderCall(shoppers[i % shoppers.length] as Shopper)],
      [
        'product page, cache missed',
        60,
        distinct(allGoods, (id) => ({ kind: 'product', method: 'GET', path: `${endpoints.readGoods.path}?gshp_id=${id}` })),
      ],
      ['category listing, cache missed', 30, distinct(listings, (listing) => ({ kind: 'listing', method: 'GET', path: listing }))],
      ['search, cache missed', 20, distinct(searches, (search) => ({ kind: 'search', method: 'GET', path: search }))],
      // What each picture of a page costs an instance that serves the media itself, with no CDN before it.
      ['a goods picture served by the instance', 60, distinct(thumbnails, (url) => ({ kind: 'product', method: 'GET', path: url }))],
    ];
    print('\n#### CPU per request of one kind (1 instance, at a rate far below saturation)\n');
    print('| request | rate req/s | p50 ms | p99 ms | PostgreSQL CPU ms/req | server CPU ms/req | reply cache hits | load avg |');
    print('|---|---:|---:|---:|---:|---:|---:|---:|');
    const postgresPerKind: number[] = [];
    for (const [label, rate, callAt] of kinds) {
      const step = await runStep(instances, rate, STEP_S, callAt, where);
      const per = (cpuMs: number) => (cpuMs / Math.max(step.answered, 1)).toFixed(2);
      postgresPerKind.push(step.cpu.postgres / Math.max(step.answered, 1));
      const reads = step.cache.hits + step.cache.misses;
      print(
        `| ${label} | ${rate} | ${ms(percentile(step.latencies, 0.5))} | ${ms(percentile(step.latencies, 0.99))} | ${per(step.cpu.postgres)} | ${per(step.cpu.servers)} | ${reads ? `${((step.cache.hits / reads) * 100).toFixed(0)} %` : '–'} | ${step.load.toFixed(1)} |`,
      );
    }

    print('\n#### Summary\n');
    for (const [count, best] of sustained) {
      print(
        best
          ? `- ${count} instance${count > 1 ? 's' : ''}: ${best.offered} req/s sustained (achieved ${best.achieved.toFixed(0)}, p99 ${ms(percentile(best.latencies, 0.99))} ms; highest rate with ≥ ${SUSTAINED_SHARE * 100} % answered in time and p99 ≤ ${SUSTAINED_P99_MS} ms)`
          : `- ${count} instance${count > 1 ? 's' : ''}: no rate sustained (p99 ≤ ${SUSTAINED_P99_MS} ms with ≥ ${SUSTAINED_SHARE * 100} % answered)`,
      );
    }
    // The model: what one core of each serves, from the CPU each request cost (the p99 aside).
    const [count, step] = [...modelled][0] as [number, Step];
    const [serverMs, postgresMs] = [step.cpu.servers, step.cpu.postgres].map((cpuMs) => cpuMs / Math.max(step.answered, 1)) as [number, number];
    const [orderMs = 0, productMs = 0] = postgresPerKind;
    const perSecond = (cpuMs: number) => (1000 / cpuMs).toFixed(0);
    const fed = (cores: number) => ((cores * serverMs) / postgresMs).toFixed(0);
    print(
      `- the mix costs ${serverMs.toFixed(2)} ms of server CPU and ${postgresMs.toFixed(2)} ms of PostgreSQL CPU a request (${count} instance${count > 1 ? 's' : ''} at ${step.offered} req/s): ` +
        `one instance (one event loop, about one core) serves at most ${perSecond(serverMs)} req/s of it, one PostgreSQL core ${perSecond(postgresMs)} req/s; ` +
        `a primary feeds about ${(serverMs / postgresMs).toFixed(1)} instances, each on a core of its own and busy, per core it has (8 cores: ${fed(8)}, 16: ${fed(16)}, 32: ${fed(32)})`,
    );
    print(
      `- PostgreSQL CPU a core serves: ${perSecond(orderMs)} orders/s (${orderMs.toFixed(2)} ms each) or ${perSecond(productMs)} cache-missing product pages/s (${productMs.toFixed(2)} ms each)`,
    );
    // What the orders take on disk, for when the orders table outgrows memory (docs/scaling.md: partitioning).
    const { rows } = await db.execute<{ bytes: number; orders: number }>(
      sql`SELECT (pg_total_relation_size('orders') + pg_total_relation_size('order_goods'))::float8 AS bytes, (SELECT count(*) FROM orders)::int AS orders`,
    );
    const stored = rows[0] as { bytes: number; orders: number };
    print(
      `- an order takes ${(stored.bytes / stored.orders).toFixed(0)} bytes of the orders and order_goods tables with their indexes (${stored.orders} orders stored)`,
    );
    print(
      `- ran ${((performance.now() - benchStarted) / 1000).toFixed(0)} s; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' / ',
        )} at the end; command: BENCH_RATES=${RATES.join(',')} BENCH_INSTANCES=${INSTANCES.join(',')} BENCH_STEP_SECONDS=${STEP_S} pnpm --filter @garden/api bench:capacity`,
    );
  } catch (error) {
    for (const [n] of instances.entries()) {
      const log = await readFile(path.join(dataDir, `instance-${n}.stderr.log`), 'utf8').catch(() => '');
      if (log) console.log(`instance ${n + 1}'s error output:\n${log.slice(-2000)}`);
    }
    throw error;
  } finally {
    await stopAll();
    await watcher.end().catch(() => {});
    await handle.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
