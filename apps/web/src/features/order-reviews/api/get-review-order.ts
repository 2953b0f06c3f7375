import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReviewLine, ReviewOrder } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { ReviewLine, ReviewOrder };
export type LineReview = NonNullable<ReviewLine['review']>;

/** GET /v2/order/comment_info: the order's state and the goods to review. */
export function reviewOrderQueryOptions(key: string, orderId: number) {
  return { ...callQuery(queryKeys.orderReviews.order(key, orderId), endpoints.readReviewOrder, { order_id: orderId }), staleTime: 0 };
}

/** The review page's order (suspends until loaded). */
export function useReviewOrder(key: string, orderId: number) {
  return useSuspenseQuery(reviewOrderQueryOptions(key, orderId)).data;
}
