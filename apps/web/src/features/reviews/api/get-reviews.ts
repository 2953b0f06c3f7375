import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';

/** A reply under a review; `is_official` marks the shop's own (storefront §3, §6). */
export interface ReviewChild {
  comment_id: number;
  nick: string;
  content: string;
  is_official: number | boolean;
  create_time?: string;
}

/** One review as GET /v2/comment/lists gives it (storefront §3 "Review"); `nick` arrives masked. */
export interface Review {
  comment_id: number;
  g_comment_id: number;
  nick: string;
  avatar: string;
  is_mini: number | boolean;
  comment_rank: number;
  add_time: string;
  goods_attr: string;
  content: string;
  imgs: string[];
  children: ReviewChild[];
  commentusers: number;
  zan: number;
  is_zan: number | boolean;
}

/** A review category with its count (the filter chips). */
export interface ReviewCategory {
  category: number;
  name: string;
  count: number;
}

/** The reply of GET /v2/comment/lists. */
export interface ReviewPage {
  list: Review[];
  total: number;
  categories: ReviewCategory[];
}

/** Which reviews to show: a category chip, the default or time sort, and the page. */
export interface ReviewQuery {
  gshp_id: number;
  category: number;
  sort: 'default' | 'time';
  page: number;
}

/** GET /v2/comment/lists: one page of a goods' reviews, 10 a page (storefront §9). */
export function getReviews(query: ReviewQuery, key: string): Promise<ReviewPage> {
  return getData<ReviewPage>('/v2/comment/lists', {
    key,
    page: query.page,
    limit: PAGE_SIZES.reviews,
    gshp_id: query.gshp_id,
    system: 'PC',
    category: query.category,
    sort: query.sort === 'time' ? 1 : 0,
  });
}

/** One page of reviews for one shopper (their likes). */
export function reviewsQueryOptions(query: ReviewQuery, scope: RequestScope) {
  return queryOptions({
    queryKey: ['reviews', query, scope.key],
    queryFn: () => getReviews(query, scope.key),
    placeholderData: keepPreviousData,
  });
}

/** The reviews tab's current page (the previous page while the next loads). */
export function useReviews(query: ReviewQuery, scope: RequestScope) {
  return useQuery(reviewsQueryOptions(query, scope));
}
