/** A background job of the server; `stop` ends it (graceful shutdown). */
export interface PeriodicJob {
  stop: () => void;
}

/**
 * Runs `tick` every `intervalMs`; a tick still running when the next is due is not doubled, and errors
 * are reported so the next tick tries again. The timer never keeps the process alive on its own.
 */
export function startPeriodicJob(tick: () => Promise<unknown>, intervalMs: number, logError: (error: unknown) => void): PeriodicJob {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch(logError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
