// Cluster mode (`GARDEN_WORKERS`): the primary process only supervises; each worker is a whole server
// (main.ts) on the shared port, and Node's cluster module hands every new connection to one of them.
import cluster, { type Worker } from 'node:cluster';
import { log } from './platform/logger';

/** The variable a worker is forked with when it runs the background jobs (one worker a machine does). */
export const JOBS_WORKER_ENV = 'GARDEN_WORKER_JOBS';

/** Replacements allowed within `CRASH_WINDOW_MS` before the primary decides the workers cannot run. */
const CRASH_BUDGET = 5;
const CRASH_WINDOW_MS = 60_000;
/** A worker still running this long after SIGTERM and its stop notice (its own drain is 10 s) is killed. */
const STOP_GRACE_MS = 15_000;

export interface SuperviseOptions {
  workers: number;
  /** Called once, when the first worker listens: the port every worker shares. */
  onFirstListening: (port: number) => void;
  /** `GARDEN_STOP_NOTICE_SECONDS`: each worker serves this long after SIGTERM before it drains. */
  stopNoticeSeconds: number;
}

/**
 * Forks `workers` workers and keeps that many running: a worker that dies is replaced, unless more than
 * 5 died within a minute (a crash loop: a broken database or a port taken), when the primary stops the
 * rest and exits 1 so its own supervisor (systemd, a container runtime) sees the failure. SIGTERM or
 * SIGINT is passed to each worker, which finishes its requests in flight; the primary exits 0 once all
 * have exited cleanly.
 */
export function superviseWorkers({ workers, onFirstListening, stopNoticeSeconds }: SuperviseOptions): void {
  let stopping = false;
  let listened = false;
  let failed = false;
  const deaths: number[] = [];
  // The jobs are safe on every worker but would run N times a minute, each asking the gateways about the
  // same late payments: one worker runs them, and its replacement takes the role over.
  const live = new Map<number, { worker: Worker; runsJobs: boolean }>();
  const fork = (runsJobs: boolean): void => {
    const worker = cluster.fork(runsJobs ? { [JOBS_WORKER_ENV]: '1' } : {});
    live.set(worker.id, { worker, runsJobs });
  };

  cluster.on('listening', (worker, address) => {
    log().info(`worker ${worker.id} (pid ${worker.process.pid}) listening${live.get(worker.id)?.runsJobs ? ', running the background jobs' : ''}`);
    if (listened) return;
    listened = true;
    onFirstListening(address.port);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log().info(`${signal}: stopping ${live.size} workers`);
    for (const { worker } of live.values()) worker.process.kill('SIGTERM');
    setTimeout(
      () => {
        for (const { worker } of live.values()) worker.process.kill('SIGKILL');
      },
      stopNoticeSeconds * 1000 + STOP_GRACE_MS,
    ).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const runsJobs = live.get(worker.id)?.runsJobs ?? false;
    live.delete(worker.id);
    if (!stopping) {
      log().error(`worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `exit code ${code}`})`);
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && (deaths[0] as number) < now - CRASH_WINDOW_MS) deaths.shift();
      if (deaths.length > CRASH_BUDGET) {
        log().fatal(
          `${deaths.length} workers died within a minute: stopping the rest instead of restarting them (each worker's own error is printed above)`,
        );
        failed = true;
        stopAll('SIGTERM');
      } else {
        fork(runsJobs);
        return;
      }
    } else if (code !== 0) {
      failed = true;
    }
    if (live.size === 0) process.exit(failed ? 1 : 0);
  });

  process.once('SIGTERM', () => stopAll('SIGTERM'));
  process.once('SIGINT', () => stopAll('SIGINT'));
  for (let i = 0; i < workers; i += 1) fork(i === 0);
}
