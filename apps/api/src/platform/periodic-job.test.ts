import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
