import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReviewSuccess } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { ReviewSuccess };

/** GET /v2/order/comment_success: the goods just reviewed and the other orders waiting for a review. */
export function reviewSuccessQueryOptions(key: string, orderId: number) {
  return callQuery(queryKeys.orderReviews.success(key, orderId), endpoints.readReviewSuccess, { order_id: orderId });
}

/** The success page's data (suspends until loaded). */
export function useReviewSuccess(key: string, orderId: number) {
  return useSuspenseQuery(reviewSuccessQueryOptions(key, orderId)).data;
}
