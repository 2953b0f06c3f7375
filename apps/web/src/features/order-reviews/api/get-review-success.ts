import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import type { OrderToReview } from './get-my-reviews';
import type { ReviewLine } from './get-review-order';

/** The reply of GET /v2/order/comment_success: the goods just reviewed and other orders waiting for a review. */
export interface ReviewSuccess {
  order_id: number;
  order_sn: string;
  is_comment: number;
  is_twice: number;
  goods_list: ReviewLine[];
  more: OrderToReview[];
  more_total: number;
}

export function getReviewSuccess(key: string, orderId: number): Promise<ReviewSuccess> {
  return getData<ReviewSuccess>('/v2/order/comment_success', { key, order_id: orderId });
}

export function reviewSuccessQueryOptions(key: string, orderId: number) {
  return queryOptions({
    queryKey: ['order-reviews', key, 'success', orderId],
    queryFn: () => getReviewSuccess(key, orderId),
  });
}

/** The success page's data (suspends until loaded). */
export function useReviewSuccess(key: string, orderId: number) {
  return useSuspenseQuery(reviewSuccessQueryOptions(key, orderId)).data;
}
