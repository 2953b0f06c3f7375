import { log } from './logger';
import { jobRuns } from './metrics';

/** A background job of the server; `stop` ends it (graceful shutdown). */
export interface PeriodicJob {
  stop: () => void;
}

/** What a run did, for its log line: a count, or the list of what it touched; nothing else is counted. */
const doneBy = (result: unknown): number | undefined => (typeof result === 'number' ? result : Array.isArray(result) ? result.length : undefined);

/**
 * Runs `tick` every `intervalMs`; a tick still running when the next is due is not doubled, and errors
 * are reported so the next tick tries again. Each run is one log line (`job`, outcome, ms, and `done` where
 * the tick says how much it did; a failure at warn) and counts in `garden_job_runs_total`: a few lines a
 * minute beside the requests' thousands. The timer never keeps the process alive on its own.
 */
export function startPeriodicJob(job: string, tick: () => Promise<unknown>, intervalMs: number, logError: (error: unknown) => void): PeriodicJob {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = performance.now();
    const ran = (outcome: 'ok' | 'error', done?: number) => {
      jobRuns.inc({ job, outcome });
      const line = { job, outcome, ms: Math.round((performance.now() - started) * 10) / 10, ...(done === undefined ? {} : { done }) };
      if (outcome === 'ok') log().info(line, 'job run');
      else log().warn(line, 'job run failed');
    };
    tick()
      .then(
        (result) => ran('ok', doneBy(result)),
        (error) => {
          ran('error');
          logError(error);
        },
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
