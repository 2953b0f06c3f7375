// The shop's server: `pnpm start` at the root builds the domain and web packages, then runs this.
// It opens the database, migrates, seeds an empty one (sandbox mode only), and serves the API and the web
// app on one port. Production mode uses the real gateways and refuses to start without their settings.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from './app';
import { JOBS_WORKER_ENV, superviseWorkers } from './cluster';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { appRoot, createConfig, readServerEnv } from './env';
import { createLogger, log, setRootLogger } from './platform/logger';
import { answerMetricsToPrimary, clusterMetrics, serveMetrics } from './platform/metrics-port';
import { watchDatabase } from './platform/metrics';
import { watchLifetime } from './platform/server-lifetime';
import { listen } from './platform/server-limits';
import { readShopMode } from './integrations/shop-mode';
import { DEMO_RETURN_TRACKING_NO } from './seed/build-orders';
import { DEMO_ACCOUNTS, mediaDirOf, seedDemoOperators, seedIfEmpty } from './seed/index';
import { ensureOperatorToken } from './modules/auth/index';
import { backfillSearchTerms, startScheduledSale } from './modules/catalogue/index';
import { startAutoCancel } from './modules/orders/index';
import { startGatewayUpkeep } from './modules/payments/index';
import { startHousekeeping } from './platform/housekeeping';
import { openUploadStorage } from './platform/open-upload-storage';

// First, so that however the process ends, it says why (platform/server-lifetime.ts).
const lifetime = watchLifetime();
const env = readServerEnv();
const mode = readShopMode(process.env);
// JSON lines for the log collector; a developer's terminal in the demo gets them pretty.
setRootLogger(await createLogger({ level: env.logLevel, pretty: mode === 'sandbox' && process.stdout.isTTY }));
// The real gateways' SDKs (alipay-sdk alone is a quarter of a second to load) only when they are used.
const real = mode === 'production' ? (await import('./integrations/providers')).readRealProviders(process.env) : undefined;
if (real && !real.providers) {
  log().fatal(
    { problems: real.problems },
    `production mode (GARDEN_MODE=production or NODE_ENV=production) needs every outside service configured: ${real.problems.join('; ')}. README "Running in production" lists the settings; \`garden doctor\` checks a running shop.`,
  );
  process.exit(1);
}
// Cluster mode (cluster.ts): the primary prepares the database once and supervises the workers, each a
// whole server that neither migrates nor seeds. PGlite is one process's data folder, so it needs PostgreSQL.
const clustered = env.workers !== undefined;
if (clustered && !env.databaseUrl) {
  log().fatal('GARDEN_WORKERS needs PostgreSQL (DATABASE_URL): the embedded PGlite database belongs to one process.');
  process.exit(1);
}
const isWorker = clustered && cluster.isWorker;
await lifetime.step('creating the data folder', mkdir(env.dataDir, { recursive: true }));
const handle = await lifetime.step(
  'opening the database',
  openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pgdata') }),
);
watchDatabase(handle);
let seeded = { seeded: false, goods: 0, ms: 0 };
if (!isWorker) {
  await lifetime.step('migrating the database', migrateDatabase(handle));
  // The demo shop (accounts with published passwords) never goes into a production database.
  if (mode === 'sandbox') {
    seeded = await lifetime.step('seeding the demo shop', seedIfEmpty(handle.db, { mediaDir: mediaDirOf(env.dataDir) }));
    await lifetime.step('seeding the demo operators', seedDemoOperators(handle.db, new Date()));
  }
  await lifetime.step('backfilling search terms', backfillSearchTerms(handle.db));
}
const operator = env.operatorToken
  ? { token: env.operatorToken, file: 'GARDEN_OPERATOR_TOKEN', created: false }
  : await lifetime.step('reading the operator token', ensureOperatorToken(handle.db, env.dataDir));

const webDir = path.resolve(appRoot, '../web/dist');
const hasWeb = existsSync(path.join(webDir, 'index.html'));
// Passed even when not built: /admin/ then says how to build it, and serves a build made while the shop runs.
const adminDir = path.resolve(appRoot, '../admin/dist');

const UPLOADS_PLACE: Partial<Record<typeof env.storage, string>> = {
  database: 'in the database (GARDEN_STORAGE=database)',
  s3: `in the bucket ${env.s3?.bucket} (GARDEN_STORAGE=s3)${env.s3?.publicBaseUrl ? `, served from ${env.s3.publicBaseUrl}` : ''}`,
};

/** What the shop says when it starts listening: where it is, and in sandbox mode the demo accounts. */
function printBanner(port: number): void {
  const address = `http://localhost:${port}`;
  console.log(`花园商城 is running at ${address}`);
  console.log(`  API docs:  ${address}/api/docs`);
  console.log(`  database:  ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'pgdata')}`);
  console.log(`  uploads:   ${UPLOADS_PLACE[env.storage] ?? path.join(env.dataDir, 'uploads')}`);
  if (clustered) console.log(`  workers:   ${env.workers} (GARDEN_WORKERS), sharing the port`);
  if (!hasWeb) {
    console.log(`  web app:   not built (${webDir} is missing); run \`npx -y pnpm@10.34.9 build\` at the repository root`);
  }
  if (existsSync(path.join(adminDir, 'index.html'))) console.log(`  back office: ${address}/admin/`);
  else console.log(`  back office: not built (${adminDir} is missing); run \`npx -y pnpm@10.34.9 build\` at the repository root`);
  if (seeded.seeded) console.log(`  seeded the demo shop: ${seeded.goods} goods in ${seeded.ms} ms`);
  if (operator.created) console.log(`  operator token written to ${operator.file} (it only adds operators: garden operators add)`);
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
  for (const { login, password, role } of DEMO_ACCOUNTS.operators) {
    console.log(`  operator:     ${login} / ${password} (${role}), for the back office at /admin/, \`garden login\` and the operator API`);
  }
  console.log('  sandbox:      SMS codes at /__sandbox/sms?mobile=…, captcha answers at /__sandbox/captcha?device_id=…');
}

/** How long requests in flight get to finish after a stop signal before the process ends anyway. */
const DRAIN_MS = 10_000;
/**
 * How long closing the database may take after that before the process ends anyway, saying so: within
 * the 15 s a cluster primary gives a worker before it kills it (cluster.ts), so the worker says it first.
 */
const CLOSE_MS = 3_000;

if (clustered && cluster.isPrimary) {
  // The primary serves nothing: it only needed the database to migrate and seed.
  await lifetime.step('closing the database of the primary', handle.close());
  superviseWorkers({ workers: env.workers as number, onFirstListening: printBanner, stopNoticeSeconds: env.stopNoticeSeconds });
  // Prometheus asks the primary, which adds up every worker's metrics (on the shop's port a worker answers its own).
  if (env.metricsPort !== undefined) serveMetrics(env.metricsPort, env.metricsHost, clusterMetrics);
  lifetime.running('supervising the workers');
} else {
  serve();
}

function serve(): void {
  let closing = false;
  const config = createConfig({
    db: handle.db,
    dataDir: env.dataDir,
    webDir: hasWeb ? webDir : undefined,
    adminDir,
    operatorToken: operator.token,
    mode,
    storage: env.storage,
    s3: env.s3,
    trustedProxies: env.trustedProxies,
    publicOrigin: env.publicOrigin,
    metricsOn: env.metricsPort === undefined ? 'operator' : 'port',
    isDraining: () => closing,
    ...(isWorker ? { workerName: String(cluster.worker?.id) } : {}),
    ...real?.providers,
    ...(mode === 'production' ? { payouts: null } : {}),
  });
  const app = createApp({ db: handle.db, config });
  // The jobs are safe with several instances on one database (each change is a conditional update on the
  // shared rows; a refund keeps its one refund_no), so every single-process instance runs them; in cluster
  // mode one worker a machine does (cluster.ts), not N copies asking the gateways the same questions.
  const runsJobs = !isWorker || process.env[JOBS_WORKER_ENV] === '1';
  // Unpaid orders close 60 minutes after add_time (shopping §9).
  const autoCancel = runsJobs ? startAutoCancel(handle.db, { now: config.now, logError: config.logError }) : undefined;
  // Gateway refunds left pending are sent again, and payments whose notification is late are asked about.
  const gatewayUpkeep = runsJobs ? startGatewayUpkeep(handle.db, config.payments, { now: config.now, logError: config.logError }) : undefined;
  // Coming-soon goods go on sale at their scheduled time (modules/catalogue/scheduled-sale.ts).
  const scheduledSale = runsJobs ? startScheduledSale(handle.db, { now: config.now, logError: config.logError }) : undefined;
  // Every hour: uploads nothing used for a day are removed, and the limits forget actions older than a day.
  const uploadsStorage = openUploadStorage({ kind: config.storage, db: handle.db, dataDir: config.dataDir, now: config.now, s3: config.s3 });
  const housekeeping = runsJobs ? startHousekeeping(handle.db, uploadsStorage, { now: config.now, logError: config.logError }) : undefined;

  // Header size, URL length and slow-client limits: platform/server-limits.ts, platform/hardening.ts.
  const server = listen(app, { port: env.port }, (info) => {
    if (!isWorker) printBanner(info.port);
  });
  lifetime.running('serving', server);
  const metricsServer = env.metricsPort !== undefined && !isWorker ? serveMetrics(env.metricsPort, env.metricsHost) : undefined;
  if (isWorker) answerMetricsToPrimary();

  /**
   * Answers /readyz with 503 (for GARDEN_STOP_NOTICE_SECONDS while still serving, so the load balancer
   * stops sending), stops accepting connections, lets the requests in flight finish (a placement commits or
   * rolls back whole), stops the background jobs, then closes the database: a deploy or restart loses no answer.
   */
  const shutDown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    lifetime.stopping();
    const noticeMs = env.stopNoticeSeconds * 1000;
    log().info(`${signal}: ${isWorker ? `worker ${cluster.worker?.id} ` : ''}finishing the requests in flight, then closing the database`);
    // A database that never confirms its close must not keep a stopped server running.
    setTimeout(
      () => {
        log().fatal(`${signal}: the database did not close within ${(noticeMs + DRAIN_MS + CLOSE_MS) / 1000} s of the signal; exiting with code 1`);
        process.exit(1);
      },
      noticeMs + DRAIN_MS + CLOSE_MS,
    ).unref();
    autoCancel?.stop();
    gatewayUpkeep?.stop();
    scheduledSale?.stop();
    housekeeping?.stop();
    if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
    metricsServer?.close();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would hold the close open; busy ones are left to finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
}
