import { describe, expect, it } from 'vitest';
import { sandboxCourier } from './courier';

const shippedAt = new Date('2026-01-05T02:00:00Z');
const parcel = { logisticsName: '顺丰速运', invoiceNo: 'SF1234567890', shippedAt };
const hours = (n: number) => new Date(shippedAt.getTime() + n * 3_600_000);

describe('sandbox courier', () => {
  it('lists the seven carriers with shipping_id 1..7', () => {
    expect(sandboxCourier.carriers()).toEqual([
      { shippingId: 1, shippingName: '顺丰速运' },
      { shippingId: 2, shippingName: '中通快递' },
      { shippingId: 3, shippingName: '圆通速递' },
      { shippingId: 4, shippingName: '韵达快递' },
      { shippingId: 5, shippingName: '申通快递' },
      { shippingId: 6, shippingName: '邮政EMS' },
      { shippingId: 7, shippingName: '京东物流' },
    ]);
  });

  it('has nothing right after shipping and the whole route, signed for, two and a half days later', async () => {
    expect(await sandboxCourier.track(parcel, shippedAt)).toEqual([]);
    const all = await sandboxCourier.track(parcel, hours(60));
    expect(all.map((event) => event.context)).toEqual([
      expect.stringContaining('已揽收'),
      expect.stringContaining('运输中'),
      expect.stringContaining('到达派件城市'),
      expect.stringContaining('派送中'),
      expect.stringContaining('已签收'),
    ]);
    expect(all[0]?.context).toContain('SF1234567890');
  });

  it('answers the same events every time, oldest first, none after now', async () => {
    const now = hours(20);
    const events = await sandboxCourier.track(parcel, now);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(5);
    expect(await sandboxCourier.track(parcel, now)).toEqual(events);
    const times = events.map((event) => event.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(shippedAt.getTime());
  });
});
