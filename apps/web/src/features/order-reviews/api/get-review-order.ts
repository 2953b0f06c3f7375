import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { ReviewLine, ReviewOrder } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { ReviewLine, ReviewOrder };
export type LineReview = NonNullable<ReviewLine['review']>;

/** GET /v2/order/comment_info: the order's state and the goods to review. */
export function getReviewOrder(orderId: number): Promise<ReviewOrder> {
  return call(endpoints.readReviewOrder, { order_id: orderId });
}

export function reviewOrderQueryOptions(key: string, orderId: number) {
  return queryOptions({
    queryKey: queryKeys.orderReviews.order(key, orderId),
    queryFn: () => getReviewOrder(orderId),
    staleTime: 0,
  });
}

/** The review page's order (suspends until loaded). */
export function useReviewOrder(key: string, orderId: number) {
  return useSuspenseQuery(reviewOrderQueryOptions(key, orderId)).data;
}
