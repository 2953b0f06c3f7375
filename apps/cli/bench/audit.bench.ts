// `pnpm --filter @garden/cli bench`: `garden audit orders` over 10,000 stored orders, target ≤ 10 s.
// apps/api/bench/audit-shop.ts (a process: the apps never import each other) fills a fresh PostgreSQL
// database with orders placed through the API and their copies, and serves it with the built server; here the
// command's own work — every page fetched, every order recomputed with @garden/domain — is timed end to end.
// The first run is the one compared with the target: the command runs in a fresh process every time.
// A benchmark prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { auditOrders, fetchAllOrders } from '../src/audit';
import { connect } from '../src/client';

const TARGET_S = 10;
const RUNS = 3;

/** The machine's load average (1, 5, 15 minutes): figures taken under load are slower. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Shop {
  base: string;
  /** A login key of the seeded 店长 (the data-folder token only adds operators). */
  operatorKey: string;
  orders: number;
  lines: number;
  placed: number;
  seeded: number;
  copies: number;
  refused: Record<string, number>;
}

async function main(): Promise<void> {
  const shop = spawn(process.execPath, ['--import', 'tsx', 'bench/audit-shop.ts'], {
    cwd: fileURLToPath(new URL('../../api', import.meta.url)),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  try {
    let line: string | undefined;
    for await (const text of createInterface({ input: shop.stdout })) {
      line = text;
      break;
    }
    const reply = JSON.parse(line ?? '{"failed":"the shop process printed nothing"}') as Shop | { skipped: string } | { failed: string };
    if ('skipped' in reply) {
      console.log(`audit bench: ${reply.skipped}; skipped.`);
      return;
    }
    if ('failed' in reply) throw new Error(`the shop could not be made: ${reply.failed}`);
    const refused = Object.entries(reply.refused).map(([msg, n]) => `${msg} ×${n}`);
    console.log(
      `garden audit orders: ${reply.orders} stored orders with ${reply.lines} lines on PostgreSQL, served by the built server ` +
        `(${reply.placed} placed through the API and ${reply.seeded} seeded, each copied ${reply.copies}×` +
        `${refused.length > 0 ? `; placements refused: ${refused.join(', ')}` : ''})`,
    );
    console.log(`  load average before: ${load()}`);
    const client = await connect({ GARDEN_URL: reply.base, GARDEN_TOKEN: reply.operatorKey });
    let first = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      const started = performance.now();
      const rows = await fetchAllOrders(client);
      const fetched = performance.now();
      const report = auditOrders(rows);
      const done = performance.now();
      if (run === 1) first = (done - started) / 1000;
      console.log(
        `  run ${run}: ${((done - started) / 1000).toFixed(2)} s (fetch ${((fetched - started) / 1000).toFixed(2)} s, ` +
          `recompute ${((done - fetched) / 1000).toFixed(2)} s): ${report.orders} orders and ${report.fathers} father orders checked, ` +
          `${report.drifts.length} drifts${report.drifts.length > 0 ? ` (first: ${JSON.stringify(report.drifts[0])})` : ''}`,
      );
    }
    console.log(`  target ≤ ${TARGET_S} s (run 1): ${first <= TARGET_S ? 'met' : 'NOT met'}; load average after: ${load()}`);
  } finally {
    shop.stdin.end();
    await exited;
  }
}

await main();
