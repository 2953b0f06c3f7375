import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RefundCarriers } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type RefundCarrier = RefundCarriers['list'][number];

/** GET /v1/order/refund_carriers: the couriers for a return (shopping §7 "Refund carriers"). */
export function getRefundCarriers(): Promise<{ list: RefundCarrier[] }> {
  return call(endpoints.listRefundCarriers);
}

/** The courier list; it changes rarely, so it is kept for the session. */
export function refundCarriersQueryOptions(key: string) {
  return queryOptions({ queryKey: queryKeys.refundCarriers(key), queryFn: () => getRefundCarriers(), staleTime: Infinity });
}

/** The couriers for the return form (suspends until loaded). */
export function useRefundCarriers(key: string) {
  return useSuspenseQuery(refundCarriersQueryOptions(key)).data.list;
}
