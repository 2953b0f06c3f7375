import { log } from './logger';
import { jobRuns } from './metrics';

/** A background job of the server; `stop` ends it (graceful shutdown). */
export interface PeriodicJob {
  stop: () => void;
}

/**
 * Runs `tick` every `intervalMs`; a tick still running when the next is due is not doubled, and errors
 * are reported so the next tick tries again. Each run is one log line (`job`, outcome, ms; debug when it
 * went well, as it does every half minute) and counts in `garden_job_runs_total`. The timer never keeps the
 * process alive on its own.
 */
export function startPeriodicJob(job: string, tick: () => Promise<unknown>, intervalMs: number, logError: (error: unknown) => void): PeriodicJob {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = performance.now();
    const ran = (outcome: 'ok' | 'error') => {
      jobRuns.inc({ job, outcome });
      const line = { job, outcome, ms: Math.round((performance.now() - started) * 10) / 10 };
      if (outcome === 'ok') log().debug(line, 'job run');
      else log().warn(line, 'job run failed');
    };
    tick()
      .then(
        () => ran('ok'),
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
