import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { scopedStorage } from './scoped-storage';

describe('scopedStorage', () => {
  it('gives each of several overlapping runs its own store across awaits, and none outside them', async () => {
    const storage = scopedStorage<string>();
    const seen = (name: string, pause: number) =>
      storage.run(name, async () => {
        const first = storage.getStore();
        await sleep(pause);
        const afterPause = storage.getStore();
        await Promise.resolve();
        return [first, afterPause, storage.getStore()];
      });
    // The first to start ends last, so runs begin and end while others are in flight.
    const [slow, fast] = await Promise.all([seen('slow', 20), seen('fast', 1)]);
    expect(slow).toEqual(['slow', 'slow', 'slow']);
    expect(fast).toEqual(['fast', 'fast', 'fast']);
    expect(storage.getStore()).toBeUndefined();
    // Disabled once the last run ended, it works again for the next one.
    expect(await seen('again', 1)).toEqual(['again', 'again', 'again']);
  });

  it('ends its run when the body fails, and is then disabled like any other', async () => {
    const storage = scopedStorage<number>();
    await expect(
      storage.run(1, async () => {
        await sleep(1);
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(storage.getStore()).toBeUndefined();
    expect(await storage.run(2, async () => storage.getStore())).toBe(2);
  });
});
