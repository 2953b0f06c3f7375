// The shop's server: `pnpm start` at the root builds the domain and web packages, then runs this.
// It opens the database, migrates, seeds an empty one (sandbox mode only), and serves the API and the web
// app on one port. Production mode uses the real gateways and refuses to start without their settings.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { appRoot, createConfig, readServerEnv } from './env';
import { listen } from './lib/server-limits';
import { readRealProviders, readShopMode } from './integrations/providers';
import { DEMO_RETURN_TRACKING_NO } from './seed/build-orders';
import { DEMO_ACCOUNTS, mediaDirOf, seedIfEmpty } from './seed/index';
import { ensureOperatorToken } from './services/auth-operator';
import { backfillSearchTerms } from './services/search-backfill';
import { startAutoCancel } from './services/orders-auto-cancel';
import { startGatewayUpkeep } from './services/gateway-upkeep';

const env = readServerEnv();
const mode = readShopMode(process.env);
const real = mode === 'production' ? readRealProviders(process.env) : undefined;
if (real && !real.providers) {
  console.error(`production mode (GARDEN_MODE=production or NODE_ENV=production) needs every outside service configured:`);
  for (const problem of real.problems) console.error(`  - ${problem}`);
  console.error('README "Running in production" lists the settings; `garden doctor` checks a running shop.');
  process.exit(1);
}
await mkdir(env.dataDir, { recursive: true });
const handle = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pgdata') });
await migrateDatabase(handle);
// The demo shop (accounts with published passwords) never goes into a production database.
const seeded = mode === 'sandbox' ? await seedIfEmpty(handle.db, { mediaDir: mediaDirOf(env.dataDir) }) : { seeded: false, goods: 0, ms: 0 };
await backfillSearchTerms(handle.db);
const operator = await ensureOperatorToken(env.dataDir);

const webDir = path.resolve(appRoot, '../web/dist');
const hasWeb = existsSync(path.join(webDir, 'index.html'));
const config = createConfig({
  dataDir: env.dataDir,
  webDir: hasWeb ? webDir : undefined,
  operatorToken: operator.token,
  mode,
  storage: env.storage,
  ...real?.providers,
  ...(mode === 'production' ? { payouts: null } : {}),
});
const app = createApp({ db: handle.db, config });
// Unpaid orders close 60 minutes after add_time (shopping §9); safe with several instances on one database.
const autoCancel = startAutoCancel(handle.db, { now: config.now, logError: config.logError });
// Gateway refunds left pending are sent again, and payments whose notification is late are asked about.
const gatewayUpkeep = startGatewayUpkeep(handle.db, config.payments, { now: config.now, logError: config.logError });

// Header size, URL length and slow-client limits: lib/server-limits.ts, lib/hardening.ts.
const server = listen(app.fetch, { port: env.port }, (info) => {
  const address = `http://localhost:${info.port}`;
  console.log(`花园商城 is running at ${address}`);
  console.log(`  API docs:  ${address}/api/docs`);
  console.log(`  database:  ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'pgdata')}`);
  console.log(`  uploads:   ${env.storage === 'database' ? 'in the database (GARDEN_STORAGE=database)' : path.join(env.dataDir, 'uploads')}`);
  if (!hasWeb) {
    console.log(`  web app:   not built (${webDir} is missing); run \`npx -y pnpm@10.34.9 build\` at the repository root`);
  }
  if (seeded.seeded) console.log(`  seeded the demo shop: ${seeded.goods} goods in ${seeded.ms} ms`);
  if (operator.created) console.log(`  operator token written to ${operator.file}`);
  if (mode === 'production') {
    console.log('  mode:         production: Alipay, WeChat Pay, Alibaba Cloud SMS and Kuaidi100 for real; no /__sandbox routes');
    return;
  }
  console.log('  mode:         sandbox (the demo): payments, SMS and courier tracking are simulated on this machine');
  console.log(`  demo shopper: ${DEMO_ACCOUNTS.shopper.mobile} / ${DEMO_ACCOUNTS.shopper.password}`);
  console.log(`  trader:       ${DEMO_ACCOUNTS.trader.mobile} / ${DEMO_ACCOUNTS.trader.password}`);
  console.log(
    `  parcel staff: ${DEMO_ACCOUNTS.parcel.userName} / ${DEMO_ACCOUNTS.parcel.password} at /parcelLogin (a return to record: ${DEMO_RETURN_TRACKING_NO})`,
  );
  console.log('  sandbox:      SMS codes at /__sandbox/sms?mobile=…, captcha answers at /__sandbox/captcha?device_id=…');
});

/** How long requests in flight get to finish after a stop signal before the process ends anyway. */
const DRAIN_MS = 10_000;

let closing = false;
/**
 * Stops accepting connections, lets the requests in flight finish (a placement commits or rolls back
 * whole), stops the background jobs, then closes the database: a deploy or restart loses no answer.
 */
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal}: finishing the requests in flight, then closing the database`);
  autoCancel.stop();
  gatewayUpkeep.stop();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would hold the close open; busy ones are left to finish.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
  await handle.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));
