import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, setRootLogger } from './logger';
import { startPeriodicJob } from './periodic-job';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startPeriodicJob', () => {
  it('never runs a tick while the last one is still running, reports errors and goes on, and stops', async () => {
    let finish: () => void = () => {};
    const tick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const logError = vi.fn();
    const job = startPeriodicJob('test', tick, 1000, logError);
    await vi.advanceTimersByTimeAsync(3500);
    expect(tick).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(2);
    tick.mockImplementationOnce(() => Promise.reject(new Error('database gone')));
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(logError).toHaveBeenCalledWith(new Error('database gone'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(4);
    job.stop();
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('logs one line a run at info: the job, its outcome, its time and how much it did', async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const previous = setRootLogger(await createLogger({ level: 'info', destination }));
    try {
      const results: unknown[] = [3, ['goods 1', 'goods 2'], undefined];
      const job = startPeriodicJob(
        'auto-cancel',
        async () => results.shift(),
        1000,
        () => {},
      );
      await vi.advanceTimersByTimeAsync(3000);
      job.stop();
    } finally {
      setRootLogger(previous);
    }
    expect(lines.map(({ msg, job, outcome, done }) => ({ msg, job, outcome, done }))).toEqual([
      { msg: 'job run', job: 'auto-cancel', outcome: 'ok', done: 3 },
      { msg: 'job run', job: 'auto-cancel', outcome: 'ok', done: 2 },
      { msg: 'job run', job: 'auto-cancel', outcome: 'ok', done: undefined },
    ]);
    expect(lines.every((line) => line.level === 30 && typeof line.ms === 'number')).toBe(true);
  });
});
