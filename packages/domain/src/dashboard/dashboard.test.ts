import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDay } from '../coupons/china-day';
import { averageOrder } from './average-order';
import { DASHBOARD_PERIODS, dashboardPeriod, isDashboardDays } from './dashboard-period';

describe('dashboardPeriod', () => {
  it('starts today at 00:00 Beijing time, and 7 days back six days before', () => {
    // 10:00 in Beijing on 5 January.
    const now = new Date('2026-01-05T02:00:00Z');
    const today = dashboardPeriod(now, 1);
    expect(today.from.toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(today.to.toISOString()).toBe('2026-01-05T16:00:00.000Z');
    expect(today.buckets).toHaveLength(24);
    expect(today.buckets[0]?.label).toBe('00:00');
    expect(today.buckets[10]?.label).toBe('10:00');
    const week = dashboardPeriod(now, 7);
    expect(week.from.toISOString()).toBe('2025-12-29T16:00:00.000Z');
    expect(week.buckets.map((bucket) => bucket.label)).toEqual(['12-30', '12-31', '01-01', '01-02', '01-03', '01-04', '01-05']);
  });

  it('reads the day in Beijing, not in UTC: 23:30 UTC is the next morning there', () => {
    const period = dashboardPeriod(new Date('2026-01-04T23:30:00Z'), 1);
    expect(period.from.toISOString()).toBe('2026-01-04T16:00:00.000Z');
  });

  it('knows only 1, 7 and 30 days', () => {
    expect([1, 7, 30].every(isDashboardDays)).toBe(true);
    expect(isDashboardDays(14)).toBe(false);
  });
});

describe('averageOrder', () => {
  it('divides the amount paid by the orders paid, rounded half-up to the fen', () => {
    expect(averageOrder(10_000, 3).toFixed(2)).toBe('33.33');
    expect(averageOrder(5, 2).toFixed(2)).toBe('0.03');
    expect(averageOrder(12_345, 1).toFixed(2)).toBe('123.45');
  });

  it('is 0 with no order paid', () => {
    expect(averageOrder(0, 0).toFixed(2)).toBe('0.00');
  });
});

describe('properties', () => {
  const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

  it('a period holds now, spans exactly its China days, and its buckets tile it without gap or overlap', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...DASHBOARD_PERIODS), (now, days) => {
        const period = dashboardPeriod(now, days);
        expect(period.from.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(period.to.getTime()).toBeGreaterThan(now.getTime());
        expect(chinaDay(new Date(period.to.getTime() - 1)) - chinaDay(period.from) + 1).toBe(days);
        expect(period.buckets[0]?.start).toEqual(period.from);
        expect(period.buckets.at(-1)?.end).toEqual(period.to);
        period.buckets.slice(1).forEach((bucket, index) => expect(bucket.start).toEqual(period.buckets[index]?.end));
      }),
    );
  });

  it('the average order times the orders paid is within half a fen per order of the amount paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 1, max: 100_000 }), (paidFen, orders) => {
        const average = averageOrder(paidFen, orders);
        const gap = average.times(100).times(orders).minus(paidFen).abs();
        expect(gap.lessThanOrEqualTo(orders / 2)).toBe(true);
      }),
    );
  });
});
