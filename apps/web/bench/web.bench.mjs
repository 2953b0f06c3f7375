// `pnpm bench` for the web: the gzipped JS and CSS a first visit to /index, /goodDetail, /category and
// /searchList downloads from the production build, and Lighthouse's desktop performance figures for each
// page (median of 3) against a freshly seeded server. Prints figures; asserts nothing (the build itself
// fails a page over its first-load budget: build/size-budget.ts).
//   node bench/web.bench.mjs [--runs=N] [--pages=/index,/goodDetail] [--breakdown] [--keep-reports=DIR]
// --breakdown prints each run's LCP element and its phases (TTFB, load delay, load time, render delay);
// --keep-reports keeps every Lighthouse report (JSON) in DIR for a look at the trace.
import { spawn, spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '../../api');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const option = (name) => process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.replace(/^[^=]*=?/, '');
const RUNS = Number(option('runs') || 3);
const ONLY_PAGES = option('pages')?.split(',').filter(Boolean);
const BREAKDOWN = option('breakdown') !== undefined;
const KEEP_REPORTS = option('keep-reports') || undefined;
const TARGETS = { jsKb: 150, cssKb: 15, score: 100, lcpS: 0.55, tbtMs: 30, cls: 0.02 };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startShop() {
  const dataDir = await mkdtemp(join(tmpdir(), 'garden-web-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/** Sums the gzipped bodies of every script and stylesheet the page loads on a cold visit. */
async function firstLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const sizes = { js: 0, css: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(response.body().then((body) => (sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return sizes;
}

/** The LCP element and how its time divides (Lighthouse's largest-contentful-paint-element audit). */
function lcpBreakdown(report) {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((items[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  return `${element?.snippet?.slice(0, 90) ?? '?'}  ${Object.entries(phases)
    .map(([phase, ms]) => `${phase} ${ms}`)
    .join(' · ')} ms`;
}

async function lighthouse(url, keepAs, retries = 2) {
  // The report goes to a file: through stdout a large one could arrive cut short.
  const dir = await mkdtemp(join(tmpdir(), 'garden-lighthouse-'));
  const file = join(dir, 'report.json');
  spawnSync(
    join(here, '../node_modules/.bin/lighthouse'),
    [
      url,
      '--preset=desktop',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: 'ignore' },
  );
  const report = JSON.parse(await readFile(file, 'utf8'));
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine) is run again.
  if (report.runtimeError && retries > 0) {
    await rm(dir, { recursive: true, force: true });
    return lighthouse(url, keepAs, retries - 1);
  }
  if (keepAs) await copyFile(file, keepAs);
  await rm(dir, { recursive: true, force: true });
  const audit = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpS: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    breakdown: lcpBreakdown(report),
  };
}

/** The median of the runs that measured the figure (a run Lighthouse could not measure gives NaN). */
const median = (values) => {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)];
};

const shop = await startShop();
try {
  const cards = await (await fetch(`${shop.baseUrl}/v1/search/sou?keywords=${encodeURIComponent('月季')}`)).json();
  const goodsId = cards.data.list[0].shp_id;
  // A top category as the header's links name it (`id` and `name`; without `id` the page goes home).
  const [top] = (await (await fetch(`${shop.baseUrl}/v3/category/father_list`)).json()).data.list;
  const pages = {
    '/index': '/index',
    '/goodDetail': `/goodDetail?gshp_id=${goodsId}`,
    '/category': `/category?id=${top.cat_id}&name=${encodeURIComponent(top.cat_name)}`,
    '/searchList': `/searchList?keywords=${encodeURIComponent('月季')}`,
  };
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS.slice(1) });
  console.log(`web: first load from the production build, Lighthouse ${RUNS}× desktop (median)`);
  if (KEEP_REPORTS) await mkdir(KEEP_REPORTS, { recursive: true });
  for (const [name, path] of Object.entries(pages)) {
    if (ONLY_PAGES && !ONLY_PAGES.includes(name)) continue;
    const url = `${shop.baseUrl}${path}`;
    const { js, css } = await firstLoad(browser, url);
    const runs = [];
    // One at a time: parallel Lighthouse runs would measure each other.
    for (let run = 0; run < RUNS; run += 1) {
      const keepAs = KEEP_REPORTS && join(KEEP_REPORTS, `${name.slice(1)}-${run + 1}.json`);
      runs.push(await lighthouse(url, keepAs));
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    const figures = { score: pick('score'), lcpS: pick('lcpS'), tbtMs: pick('tbtMs'), cls: pick('cls') };
    const misses = [
      js / 1024 > TARGETS.jsKb && `JS ≤ ${TARGETS.jsKb} kB`,
      css / 1024 > TARGETS.cssKb && `CSS ≤ ${TARGETS.cssKb} kB`,
      !(figures.score >= TARGETS.score) && `score ${TARGETS.score}`,
      !(figures.lcpS <= TARGETS.lcpS) && `LCP ≤ ${TARGETS.lcpS} s${Number.isNaN(figures.lcpS) ? ' (not measured)' : ''}`,
      !(figures.tbtMs <= TARGETS.tbtMs) && `TBT ≤ ${TARGETS.tbtMs} ms`,
      !(figures.cls <= TARGETS.cls) && `CLS ≤ ${TARGETS.cls}`,
    ].filter(Boolean);
    console.log(
      `  ${name.padEnd(12)} JS ${(js / 1024).toFixed(1)} kB gz  CSS ${(css / 1024).toFixed(1)} kB gz  ` +
        `score ${figures.score}  LCP ${figures.lcpS.toFixed(2)} s  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}  ` +
        (misses.length ? `(MISSES ${misses.join(', ')})` : '(targets met)'),
    );
    if (BREAKDOWN) for (const run of runs) console.log(`    LCP ${run.lcpS.toFixed(2)} s: ${run.breakdown}`);
  }
  await browser.close();
} finally {
  await shop.stop();
}
