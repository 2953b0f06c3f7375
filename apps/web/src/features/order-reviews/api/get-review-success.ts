import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { ReviewSuccess } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { ReviewSuccess };

/** GET /v2/order/comment_success: the goods just reviewed and the other orders waiting for a review. */
export function getReviewSuccess(orderId: number): Promise<ReviewSuccess> {
  return call(endpoints.readReviewSuccess, { order_id: orderId });
}

export function reviewSuccessQueryOptions(key: string, orderId: number) {
  return queryOptions({
    queryKey: queryKeys.orderReviews.success(key, orderId),
    queryFn: () => getReviewSuccess(orderId),
  });
}

/** The success page's data (suspends until loaded). */
export function useReviewSuccess(key: string, orderId: number) {
  return useSuspenseQuery(reviewSuccessQueryOptions(key, orderId)).data;
}
