import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { RefundCarriers } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type RefundCarrier = RefundCarriers['list'][number];

/** GET /v1/order/refund_carriers: the couriers for a return (shopping §7 "Refund carriers"); it changes rarely, so it is kept for the session. */
export function refundCarriersQueryOptions(key: string) {
  return { ...callQuery(queryKeys.refundCarriers(key), endpoints.listRefundCarriers), staleTime: Infinity };
}

/** The couriers for the return form (suspends until loaded). */
export function useRefundCarriers(key: string) {
  return useSuspenseQuery(refundCarriersQueryOptions(key)).data.list;
}
