import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** The tabs of my reviews (storefront §4): 1000 orders pending review, 999 published reviews. */
export const MY_REVIEW_TABS = [
  { status: 1000, label: '待评价', count: 'pending' },
  { status: 999, label: '已评价', count: 'published' },
] as const;

export type MyReviewStatus = (typeof MY_REVIEW_TABS)[number]['status'];

/** An order waiting for its review (is_comment 0) or its follow-up (is_comment 1, is_twice 0). */
export interface OrderToReview {
  order_id: number;
  order_sn: string;
  order_time: string;
  add_time: number;
  is_comment: number;
  is_twice: number;
  goods_list: { rec_id: number; goods_id: number; goods_name: string; goods_thumb: string; goods_attr: string; goods_number: number }[];
}

/**
 * What this feature reads of a published review; the rest is the product page's review (`/v2/comment/lists`),
 * which the page that composes this feature renders.
 */
export interface PublishedReviewFields {
  g_comment_id: number;
  gshp_id: number;
  goods_name: string;
  thumbnail: string;
  order_id: number | null;
  /** 1 while the order still takes its follow-up. */
  can_follow_up: 0 | 1;
}

interface Counts {
  pending: number;
  published: number;
}

/** The reply of GET /v2/order/my_comments, by tab. */
export type MyReviews<R extends PublishedReviewFields> =
  | { status: 1000; list: OrderToReview[]; total: number; page: number; limit: number; counts: Counts }
  | { status: 999; list: R[]; total: number; page: number; limit: number; counts: Counts };

/** GET /v2/order/my_comments: one page (10) of a tab, with both tabs' counts. */
export function getMyReviews<R extends PublishedReviewFields>(key: string, status: MyReviewStatus, page: number): Promise<MyReviews<R>> {
  return getData<MyReviews<R>>('/v2/order/my_comments', { key, status, page, limit: PAGE_SIZES.reviewHistory });
}

export function myReviewsQueryOptions<R extends PublishedReviewFields>(key: string, status: MyReviewStatus, page: number) {
  return queryOptions({
    queryKey: ['order-reviews', key, 'mine', status, page],
    queryFn: () => getMyReviews<R>(key, status, page),
    placeholderData: keepPreviousData,
  });
}

/** A tab's page (the previous one while the next loads). */
export function useMyReviews<R extends PublishedReviewFields>(key: string, status: MyReviewStatus, page: number) {
  return useQuery(myReviewsQueryOptions<R>(key, status, page));
}
