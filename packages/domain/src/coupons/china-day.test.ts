import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from './china-day';

describe('chinaDayStart', () => {
  it('is midnight in Beijing: 16:00 UTC of the day before', () => {
    expect(chinaDayStart(new Date('2026-01-05T02:00:00Z')).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-01-04T16:00:00Z')).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-01-04T15:59:59.999Z')).toISOString()).toBe('2026-01-03T16:00:00.000Z');
  });

  it('begins the same China day, at or before the instant, less than a day before it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-02T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const start = chinaDayStart(instant);
        expect(chinaDay(start)).toBe(chinaDay(instant));
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
      }),
    );
  });
});
