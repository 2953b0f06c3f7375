import { endpoints } from '@garden/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { OrderParcel as ParcelTracking, OrderTracking } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { OrderTracking, ParcelTracking };
export type TrackingEvent = ParcelTracking['invoice_msg']['data'][number];

/** GET /v1/order/tracking: the courier events of a shipped order (shopping §7 "Tracking"). */
export function trackingQueryOptions(key: string, orderId: number) {
  return callQuery(queryKeys.orders.tracking(key, orderId), endpoints.trackOrder, { order_id: orderId });
}

/** Tracking of the order; the detail asks only when the order's view says so (pending receipt and complete, shopping §4). */
export function useTracking(key: string, orderId: number) {
  return useQuery(trackingQueryOptions(key, orderId));
}
