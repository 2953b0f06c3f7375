import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyReviews, OrderToReview } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

/** The tabs of my reviews (storefront §4): 1000 orders pending review, 999 published reviews. */
export const MY_REVIEW_TABS = [
  { status: 1000, label: '待评价', count: 'pending' },
  { status: 999, label: '已评价', count: 'published' },
] as const;

export type MyReviewStatus = (typeof MY_REVIEW_TABS)[number]['status'];

/** An order waiting for its review (is_comment 0) or its follow-up (is_comment 1, is_twice 0). */
export type { MyReviews, OrderToReview };

/** A published review: the product page's review plus its goods, order and whether it takes a follow-up. */
export type PublishedReview = Extract<MyReviews, { status: 999 }>['list'][number];

/** GET /v2/order/my_comments: one page (10) of a tab, with both tabs' counts. */
export function myReviewsQueryOptions(key: string, status: MyReviewStatus, page: number) {
  return {
    ...callQuery(queryKeys.orderReviews.mine(key, status, page), endpoints.listMyReviews, { status, page, limit: PAGE_SIZES.reviewHistory }),
    placeholderData: keepPreviousData,
  };
}

/** A tab's page (the previous one while the next loads). */
export function useMyReviews(key: string, status: MyReviewStatus, page: number) {
  return useQuery(myReviewsQueryOptions(key, status, page));
}
