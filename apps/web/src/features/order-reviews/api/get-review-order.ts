import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** A line's first review with its follow-up, text as the shopper wrote it. */
export interface LineReview {
  g_comment_id: number;
  comment_rank: number;
  content: string;
  imgs: string[];
  /** Unix seconds. */
  add_time: number;
  follow: { content: string; imgs: string[]; add_time: number } | null;
}

/** A goods line to review (storefront §3 "Order detail for reviews": exist_real_goods). */
export interface ReviewLine {
  goods_id: number;
  gid: number;
  rec_id: number;
  sup_id: number;
  goods_name: string;
  goods_thumb: string;
  goods_attr: string;
  /** 0 not reviewed, 1 reviewed, 2 followed up. */
  is_comment: number;
  review: LineReview | null;
}

/** The reply of GET /v2/order/comment_info. */
export interface ReviewOrder {
  order_id: number;
  order_sn: string;
  o_status: number;
  is_delete: number;
  is_twice: number;
  is_comment: number;
  exist_real_goods: ReviewLine[];
}

/** GET /v2/order/comment_info: the order's state and the goods to review. */
export function getReviewOrder(key: string, orderId: number): Promise<ReviewOrder> {
  return getData<ReviewOrder>('/v2/order/comment_info', { key, order_id: orderId });
}

export function reviewOrderQueryOptions(key: string, orderId: number) {
  return queryOptions({
    queryKey: ['order-reviews', key, 'order', orderId],
    queryFn: () => getReviewOrder(key, orderId),
    staleTime: 0,
  });
}

/** The review page's order (suspends until loaded). */
export function useReviewOrder(key: string, orderId: number) {
  return useSuspenseQuery(reviewOrderQueryOptions(key, orderId)).data;
}
