// `pnpm --filter @garden/api bench`: the three hottest catalogue reads under autocannon (50 connections,
// 10 s) against the built server (`node dist/main.js`, what `pnpm start` runs) in its own process, on
// PGlite and on PostgreSQL, each beside a bare node:http JSON server measured the same way in the same
// run; the load generator is this process. Beside each read: the bare server replaying that very reply,
// headers and body (what the load generator can take of it: autocannon decodes every body into a string,
// which for Chinese text costs it twice what ASCII of the same size does), and the CPU per request of the
// server and of the load generator. Then the server's resident memory, and its start-up time to the
// first answer on the existing data folder. Targets: ≥ 40 % of bare, p99 ≤ 20 ms, start-up ≤ 1.5 s.
// A benchmark prints figures; it asserts nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { appRoot } from '../src/env';
import { createServerDatabase } from './bench-database';
import { cpuMsOf, residentMb, startProcess, stop } from './bench-server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_SHARE = 0.4;
const TARGET_P99_MS = 20;
const TARGET_START_MS = 1500;

const ROUTES = [
  { name: 'GET /v3/category/product_list', path: '/v3/category/product_list?cat_id=1&page=1&limit=20&beon=5&sort=0&order=0' },
  { name: 'GET /v1/search/sou', path: `/v1/search/sou?keywords=${encodeURIComponent('月季')}&page=1&limit=20` },
  { name: 'GET /v2/goods/info', path: '/v2/goods/info?gshp_id=1' },
];

interface Figure {
  rps: number;
  p99: number;
  errors: number;
  /** CPU per request (ms) of the server (when its pid was given) and of the load generator, over the run. */
  serverCpuMs: number;
  loadCpuMs: number;
}

async function measure(url: string, serverPid?: number): Promise<Figure> {
  // One unrecorded second first, so the JIT and the read cache are warm for every route alike.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const serverBefore = serverPid === undefined ? 0 : await cpuMsOf(serverPid);
  const loadBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const load = process.cpuUsage(loadBefore);
  const requests = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverCpuMs: serverPid === undefined ? 0 : ((await cpuMsOf(serverPid)) - serverBefore) / requests,
    loadCpuMs: (load.user + load.system) / 1000 / requests,
  };
}

/**
 * The bare baseline in its own process: node:http answering a small JSON envelope, or a reply it was given
 * to replay (PUT at an address, with its headers as JSON in X-Reply-Headers), answered at that address as
 * it was given.
 */
const BARE_SERVER = `
const small = JSON.stringify({ code: 200, msg: 'ok', data: { hello: '花园' } });
const replies = new Map();
require('node:http').createServer((req, res) => {
  if (req.method === 'PUT') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      replies.set(req.url, { headers: JSON.parse(req.headers['x-reply-headers']), body: Buffer.concat(chunks) });
      res.end();
    });
    return;
  }
  const reply = replies.get(req.url);
  if (reply) {
    res.writeHead(200, reply.headers);
    res.end(reply.body);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(small);
}).listen(Number(process.env.PORT), '127.0.0.1');`;

/** Headers every server sets on its own (the connection's, the date, the length). */
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);

/** Has the bare server replay the reply `url` gives now, headers and body, at `/replay/<name>`; answers that address. */
async function replayOnBare(bareBase: string, url: string, name: string): Promise<{ url: string; bytes: number }> {
  const reply = await fetch(url);
  const body = Buffer.from(await reply.arrayBuffer());
  const headers = Object.fromEntries([...reply.headers].filter(([header]) => !OWN_HEADERS.has(header)));
  const replay = `${bareBase}/replay/${name}`;
  await fetch(replay, { method: 'PUT', headers: { 'x-reply-headers': JSON.stringify(headers) }, body });
  return { url: replay, bytes: body.byteLength };
}

async function benchMode(mode: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-'));
  const database = mode === 'PostgreSQL' ? await createServerDatabase() : { url: '', drop: async () => {} };
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
  const ready = '/v3/category/father_list';
  try {
    // The first start migrates and seeds; the figures are taken on the second.
    const first = await startProcess(['dist/main.js'], env, ready);
    const bare = await startProcess(['-e', BARE_SERVER], {}, '/');
    console.log(`\n${mode}: the built server in its own process; ${CONNECTIONS} connections, ${DURATION_S} s each (load generator: this process)`);
    const baseline = await measure(`${bare.base}/`);
    console.log(`  ${'bare node:http JSON'.padEnd(32)} ${baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${String(baseline.p99).padStart(3)} ms`);
    for (const route of ROUTES) {
      const replay = await replayOnBare(bare.base, `${first.base}${route.path}`, String(ROUTES.indexOf(route)));
      const figure = await measure(`${first.base}${route.path}`, first.child.pid);
      const share = figure.rps / baseline.rps;
      const verdict = share >= TARGET_SHARE && figure.p99 <= TARGET_P99_MS ? 'meets' : 'MISSES';
      console.log(
        `  ${route.name.padEnd(32)} ${figure.rps.toFixed(0).padStart(7)} req/s  p99 ${String(figure.p99).padStart(3)} ms  ${(share * 100).toFixed(1).padStart(5)} % of bare` +
          `  (${verdict} ≥ ${TARGET_SHARE * 100} %, p99 ≤ ${TARGET_P99_MS} ms${figure.errors ? `; ${figure.errors} errors` : ''})`,
      );
      const sized = await measure(replay.url, bare.child.pid);
      console.log(
        `    its reply ${(replay.bytes / 1024).toFixed(1)} kB; bare replaying it (headers and body): ${sized.rps.toFixed(0)} req/s, the read ${((figure.rps / sized.rps) * 100).toFixed(0)} % of it; ` +
          `CPU per request: the server ${(figure.serverCpuMs * 1000).toFixed(0)} µs (bare ${(sized.serverCpuMs * 1000).toFixed(0)} µs), ` +
          `the load generator ${(figure.loadCpuMs * 1000).toFixed(0)} µs (bare ${(sized.loadCpuMs * 1000).toFixed(0)} µs)`,
      );
    }
    console.log(`  resident memory of the server after the catalogue reads: ${(await residentMb(first.child.pid as number)).toFixed(0)} MB`);
    await Promise.all([stop(first.child), stop(bare.child)]);
    const again = await startProcess(['dist/main.js'], env, ready);
    const verdict = again.startMs <= TARGET_START_MS ? 'meets' : 'MISSES';
    console.log(`  start-up to the first answer on the existing data: ${again.startMs.toFixed(0)} ms (${verdict} ≤ ${TARGET_START_MS} ms)`);
    await stop(again.child);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(appRoot, 'dist/main.js'))) throw new Error('build the server first: pnpm --filter @garden/api build (pnpm bench does)');
await benchMode('PGlite');
await benchMode('PostgreSQL');
