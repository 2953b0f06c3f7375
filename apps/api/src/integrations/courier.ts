// Courier tracking behind one interface: the carriers a shopper can pick for a
// return parcel, and the tracking events of a parcel (`invoice_msg.data`: time and context). The
// sandbox makes believable, deterministic events from the shipping time; a real courier API (e.g. a
// tracking aggregator) would implement the same two calls.
import { createHash } from 'node:crypto';

/** A courier company (`shipping_id`, `shipping_name` of the refund carrier list, shopping §7 After-sales). */
export interface Carrier {
  shippingId: number;
  shippingName: string;
}

/** One tracking event of a parcel, oldest first. */
export interface TrackingEvent {
  time: Date;
  context: string;
}

/** The parcel whose events are asked for: carrier name, tracking number and when it left the warehouse. */
export interface TrackedParcel {
  logisticsName: string;
  invoiceNo: string;
  shippedAt: Date;
}

export interface CourierTracker {
  /** The couriers the shop works with. */
  carriers(): Carrier[];
  /** The parcel's events that happened up to `now`, oldest first. */
  track(parcel: TrackedParcel, now: Date): Promise<TrackingEvent[]>;
  /** The service behind it, as `garden doctor` names it (kuaidi100); absent for the sandbox. */
  readonly provider?: string;
}

/** The couriers as the carrier pickers list them (the return form's and the back office's ship dialog). */
export function carrierChoices(courier: CourierTracker): { shipping_id: number; shipping_name: string }[] {
  return courier.carriers().map((carrier) => ({ shipping_id: carrier.shippingId, shipping_name: carrier.shippingName }));
}

/** The couriers the shop works with; the real tracker names each by Kuaidi100's company code. */
export const CARRIERS: readonly (Carrier & { kuaidi100: string })[] = [
  { shippingId: 1, shippingName: '顺丰速运', kuaidi100: 'shunfeng' },
  { shippingId: 2, shippingName: '中通快递', kuaidi100: 'zhongtong' },
  { shippingId: 3, shippingName: '圆通速递', kuaidi100: 'yuantong' },
  { shippingId: 4, shippingName: '韵达快递', kuaidi100: 'yunda' },
  { shippingId: 5, shippingName: '申通快递', kuaidi100: 'shentong' },
  { shippingId: 6, shippingName: '邮政EMS', kuaidi100: 'ems' },
  { shippingId: 7, shippingName: '京东物流', kuaidi100: 'jd' },
];

const HOUR_MS = 3_600_000;

/**
 * The sandbox's route of every parcel: each step's text and its delay in hours after the previous one.
 * The delays are stretched by up to 50 % per tracking number, so two parcels do not move in lockstep.
 */
const SANDBOX_STEPS: readonly { hours: number; context: (parcel: TrackedParcel) => string }[] = [
  { hours: 2, context: (parcel) => `【杭州市】${parcel.logisticsName} 已揽收，运单号 ${parcel.invoiceNo}` },
  { hours: 6, context: () => '【杭州市】快件已发往 上海转运中心，运输中' },
  { hours: 18, context: () => '【上海市】快件已到达派件城市 上海转运中心' },
  { hours: 8, context: () => '【上海市】快递员正在派送中，请保持电话畅通' },
  { hours: 4, context: () => '【上海市】已签收，签收人：本人。感谢使用，期待再次为您服务' },
];

/** A number in [0, 1) fixed by the tracking number, so the sandbox answers the same every time. */
function jitterOf(invoiceNo: string): number {
  return createHash('sha256').update(invoiceNo).digest().readUInt16BE(0) / 65_536;
}

/** The sandbox courier: the seven carriers and events spaced over about two days after shipping. */
export const sandboxCourier: CourierTracker = {
  carriers: () => CARRIERS.map(({ shippingId, shippingName }) => ({ shippingId, shippingName })),
  async track(parcel, now) {
    const stretch = 1 + jitterOf(parcel.invoiceNo) / 2;
    const events: TrackingEvent[] = [];
    let at = parcel.shippedAt.getTime();
    for (const step of SANDBOX_STEPS) {
      at += Math.round(step.hours * stretch * HOUR_MS);
      if (at > now.getTime()) break;
      events.push({ time: new Date(at), context: step.context(parcel) });
    }
    return events;
  },
};
