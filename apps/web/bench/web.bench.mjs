// `pnpm bench` for the web: the gzipped JS and CSS a first visit to /index, /goodDetail, /category and
// /searchList downloads from the production build, and Lighthouse's desktop performance figures for each
// page (median of 3) against a freshly seeded server. Prints figures; asserts nothing (the build itself
// fails a page over its first-load budget: build/size-budget.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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
const RUNS = 3;
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

async function lighthouse(url) {
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
  await rm(dir, { recursive: true, force: true });
  const audit = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpS: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
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
  const pages = {
    '/index': '/index',
    '/goodDetail': `/goodDetail?gshp_id=${goodsId}`,
    '/category': '/category?cat_id=1',
    '/searchList': `/searchList?keywords=${encodeURIComponent('月季')}`,
  };
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS.slice(1) });
  console.log(`web: first load from the production build, Lighthouse ${RUNS}× desktop (median)`);
  for (const [name, path] of Object.entries(pages)) {
    const url = `${shop.baseUrl}${path}`;
    const { js, css } = await firstLoad(browser, url);
    const runs = [];
    // One at a time: parallel Lighthouse runs would measure each other.
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(url));
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
  }
  await browser.close();
} finally {
  await shop.stop();
}
