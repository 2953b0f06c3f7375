// `pnpm --filter @garden/api bench`: autocannon (50 connections, 10 s) on the three hottest
// catalogue reads, on PGlite and on PostgreSQL, each beside a bare node:http JSON route measured in
// the same run (issue 3 "Benchmark"). Targets: ≥ 25 % of bare on PGlite, ≥ 40 % on PostgreSQL,
// p99 ≤ 20 ms. A benchmark prints figures; it asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { createConfig } from '../src/env';
import { seed } from '../src/seed/index';
import { openBenchDatabase, type BenchDatabaseKind } from './bench-database';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

const ROUTES = [
  { name: 'GET /v3/category/product_list', path: '/v3/category/product_list?cat_id=1&page=1&limit=20&beon=5&sort=0&order=0' },
  { name: 'GET /v1/search/sou', path: `/v1/search/sou?keywords=${encodeURIComponent('月季')}&page=1&limit=20` },
  { name: 'GET /v2/goods/info', path: '/v2/goods/info?gshp_id=1' },
];

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figure> {
  // One unrecorded second first, so the JIT and the read cache are warm for every route alike.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** The bare baseline: node:http answering a small JSON envelope. */
async function startBare(): Promise<{ port: number; close: () => void }> {
  const body = JSON.stringify({ code: 200, msg: 'ok', data: { hello: '花园' } });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  return { port: await listen(server), close: () => server.close() };
}

async function benchMode(mode: BenchDatabaseKind, target: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-'));
  const opened = await openBenchDatabase(mode);
  const { handle } = opened;
  try {
    const seeded = await seed(handle.db, { mediaDir: path.join(dataDir, 'media') });
    const config = createConfig({ dataDir, logError: (error) => console.error(error) });
    const app = createApp({ db: handle.db, config });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    const bare = await startBare();
    console.log(`\n${mode}: seeded ${seeded.goods} goods in ${seeded.ms} ms; ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const baseline = await measure(`http://127.0.0.1:${bare.port}/`);
    console.log(`  ${'bare node:http JSON'.padEnd(32)} ${baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${String(baseline.p99).padStart(3)} ms`);
    for (const route of ROUTES) {
      const figure = await measure(`http://127.0.0.1:${port}${route.path}`);
      const ratio = figure.rps / baseline.rps;
      const verdict = ratio >= target && figure.p99 <= 20 ? 'meets' : 'MISSES';
      console.log(
        `  ${route.name.padEnd(32)} ${figure.rps.toFixed(0).padStart(7)} req/s  p99 ${String(figure.p99).padStart(3)} ms  ${(ratio * 100).toFixed(1).padStart(5)} % of bare` +
          `  (${verdict} ≥ ${target * 100} %, p99 ≤ 20 ms${figure.errors ? `; ${figure.errors} errors` : ''})`,
      );
    }
    bare.close();
    server.close();
  } finally {
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await benchMode('PGlite', 0.25);
await benchMode('PostgreSQL', 0.4);
