import { endpoints } from '@garden/contract/endpoints';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { PAY_POLL_INTERVAL_MS } from '@garden/domain';
import type { PayStatus } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { PayStatus };

/** GET /v2/order/pay_status: an order's payment state (shopping §4 "Payment"). */
export function payStatusQueryOptions(key: string, orderId: number) {
  return { ...callQuery(queryKeys.payStatus(key, orderId), endpoints.readPayStatus, { order_id: orderId }), staleTime: 0 };
}

/** The order being paid (suspends until loaded). */
export function usePayStatus(key: string, orderId: number) {
  return useSuspenseQuery(payStatusQueryOptions(key, orderId)).data;
}

// shopping §4 "Payment": o_status 1 or 2 means paid.
const PAID_STATUSES: readonly number[] = [1, 2];

/** Whether the order has been paid (shopping §4 "Payment"). */
export function isPaid(status: PayStatus | undefined): boolean {
  return status !== undefined && PAID_STATUSES.includes(status.o_status);
}

/** The WeChat page's poll: every 2 s until the order is paid (shopping §4 "Payment", §9). */
export function usePollPayStatus(key: string, orderId: number) {
  return useQuery({
    ...payStatusQueryOptions(key, orderId),
    refetchInterval: (query) => (isPaid(query.state.data) ? false : PAY_POLL_INTERVAL_MS),
  });
}
