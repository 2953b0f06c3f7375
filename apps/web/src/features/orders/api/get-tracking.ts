import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** One courier event (shopping §3 "Order": tracking invoice_msg.data). */
export interface TrackingEvent {
  time: string;
  context: string;
}

/** One parcel's courier, number and events. */
export interface ParcelTracking {
  logistics_name: string;
  invoice_no: string;
  invoice_msg: { data: TrackingEvent[] };
}

/** The reply of GET /v1/order/tracking: the latest parcel, and every parcel of a split shipment. */
export interface OrderTracking extends ParcelTracking {
  parcels: ParcelTracking[];
}

/** GET /v1/order/tracking: the courier events of a shipped order (shopping §7 "Tracking"). */
export function getTracking(key: string, orderId: number): Promise<OrderTracking> {
  return getData<OrderTracking>('/v1/order/tracking', { key, order_id: orderId });
}

/** The tracking of one order. */
export function trackingQueryOptions(key: string, orderId: number) {
  return queryOptions({ queryKey: ['orders', key, 'tracking', orderId], queryFn: () => getTracking(key, orderId) });
}

/** Tracking of the order; the detail asks only when the order's view says so (pending receipt and complete, shopping §4). */
export function useTracking(key: string, orderId: number) {
  return useQuery(trackingQueryOptions(key, orderId));
}
