// Courier tracking through Kuaidi100's real-time query API (poll/query.do): a form post of `customer`,
// `param` (the company code and number as JSON) and `sign`, the upper-case MD5 of param + key + customer.
// Kuaidi100 answers the events newest first, with China local times.
import { createHash } from 'node:crypto';
import { CARRIERS, type CourierTracker, type TrackedParcel, type TrackingEvent } from './courier';

export interface Kuaidi100Settings {
  customer: string;
  key: string;
  /** Default https://poll.kuaidi100.com/poll/query.do. */
  endpoint?: string;
}

/** Kuaidi100's codes for "no such parcel or no events yet": 400 bad company or number, 500 no result. */
const NOTHING_YET = new Set(['400', '500']);

/** A local time in China, as Kuaidi100 writes it (`2026-11-24 10:00:00`), as an instant. */
const fromChinaTime = (text: string): Date => new Date(`${text.replace(' ', 'T')}+08:00`);

export function createKuaidi100(settings: Kuaidi100Settings): CourierTracker & { sign(param: string): string } {
  const endpoint = settings.endpoint ?? 'https://poll.kuaidi100.com/poll/query.do';
  const sign = (param: string) => createHash('md5').update(`${param}${settings.key}${settings.customer}`).digest('hex').toUpperCase();
  return {
    provider: 'kuaidi100',
    sign,
    carriers: () => CARRIERS.map(({ shippingId, shippingName }) => ({ shippingId, shippingName })),
    async track(parcel: TrackedParcel, now: Date): Promise<TrackingEvent[]> {
      const company = CARRIERS.find((carrier) => carrier.shippingName === parcel.logisticsName)?.kuaidi100;
      if (!company) return [];
      const param = JSON.stringify({ com: company, num: parcel.invoiceNo });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ customer: settings.customer, sign: sign(param), param }).toString(),
      });
      const reply = (await response.json()) as {
        status?: string;
        returnCode?: string;
        message?: string;
        data?: { time?: string; context?: string }[];
      };
      // A number Kuaidi100 has nothing on (yet) is no error: the page shows 暂无物流信息. A refused key or sign is.
      if (reply.status !== '200' || !Array.isArray(reply.data)) {
        if (NOTHING_YET.has(reply.returnCode ?? '')) return [];
        throw new Error(`Kuaidi100 query ${parcel.invoiceNo}: ${reply.returnCode ?? response.status} ${reply.message ?? ''}`);
      }
      return reply.data
        .filter((event) => typeof event.time === 'string' && typeof event.context === 'string')
        .map((event) => ({ time: fromChinaTime(event.time as string), context: event.context as string }))
        .filter((event) => !Number.isNaN(event.time.getTime()) && event.time <= now)
        .reverse();
    },
  };
}
