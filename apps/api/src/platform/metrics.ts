// The shop's Prometheus metrics (prom-client), one registry for the process: GET /metrics (modules/monitoring)
// writes it out; in cluster mode the primary asks every worker for theirs and adds them up (cluster.ts).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

export const metricsRegistry = new Registry();
// Process memory, CPU, handles and the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles).
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'garden_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});
export const httpDuration = new Histogram({
  name: 'garden_http_request_duration_seconds',
  help: 'Time from a request reaching the app to its reply, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** A counter in the shop's registry, labelled by `labelNames`. */
const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
  new Counter({ name, help, labelNames, registers });

export const catalogueCacheReads = counter(
  'garden_catalogue_cache_reads_total',
  "Catalogue cache reads (platform/catalogue-store.ts): layer 'read' (a query's rows) or 'reply' (a whole reply), outcome hit or miss",
  ['layer', 'outcome'],
);
export const ordersPlaced = counter('garden_orders_placed_total', 'Orders placed (a placement of several sellers counts each)');
export const payments = counter(
  'garden_payments_total',
  "Payments by channel (alipay, wxpay, card) and outcome (card: paid or refused; a gateway's verified notification: paid, replayed, unknown-trade, ignored, refunded)",
  ['channel', 'outcome'],
);
export const notifyVerificationFailures = counter(
  'garden_payment_notify_verification_failures_total',
  'Payment notifications whose signature did not verify (forged or malformed), by channel',
  ['channel'],
);
export const refunds = counter(
  'garden_refunds_total',
  'Refunds sent to a payment gateway, by outcome (done, refused, failed: left pending and tried again)',
  ['outcome'],
);
export const providerCalls = counter(
  'garden_provider_calls_total',
  'Calls to outside providers (sms, alipay, wxpay, courier, payout) by operation and outcome (ok or error)',
  ['provider', 'operation', 'outcome'],
);
export const smsSends = counter('garden_sms_sends_total', 'Text messages sent, by outcome (ok, or error: the provider refused or did not answer)', [
  'outcome',
]);
export const jobRuns = counter('garden_job_runs_total', 'Background job runs by job and outcome (ok or error)', ['job', 'outcome']);

/** The databases whose connections `garden_db_connections` reports (tests open several in one process). */
type ReadConnections = () => { total: number; idle: number; waiting: number; inUse: number };
const watchedDatabases = new Set<ReadConnections>();
new Gauge({
  name: 'garden_db_connections',
  help: 'Database connections by state: total, idle, in_use, waiting (requests queued for one). PGlite has one connection: in_use 1 while a query runs, waiting the queries queued behind it',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    for (const read of watchedDatabases) {
      const { total, idle, waiting, inUse } = read();
      this.inc({ state: 'total' }, total);
      this.inc({ state: 'idle' }, idle);
      this.inc({ state: 'in_use' }, inUse);
      this.inc({ state: 'waiting' }, waiting);
    }
  },
});

/**
 * Reports a database's connections until it closes: pg's pool counts its own; PGlite runs one query at a
 * time, so the queries sent and not answered are the one in use and the ones queued behind it.
 */
export function watchDatabase(handle: DatabaseHandle): void {
  if (handle.kind === 'postgres') {
    const { pool } = handle;
    const read = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, inUse: pool.totalCount - pool.idleCount });
    forgetOnClose(handle, read);
    return;
  }
  const { client } = handle;
  let pending = 0;
  const read = () => ({ total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(pending - 1, 0), inUse: Math.min(pending, 1) });
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      pending += 1;
      try {
        return await original(...args);
      } finally {
        pending -= 1;
      }
    };
  }
  forgetOnClose(handle, read);
}

function forgetOnClose(handle: DatabaseHandle, read: ReadConnections): void {
  watchedDatabases.add(read);
  const close = handle.close;
  handle.close = () => {
    watchedDatabases.delete(read);
    return close();
  };
}
