import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { Flag, Review, ReviewComment, ReviewPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { Flag, Review, ReviewComment, ReviewPage };

/** The review categories in the API's codes: 0 all, 1 with pictures, 2 good, 3 medium, 4 bad. */
export const REVIEW_CATEGORIES = [
  { code: 0, key: 'all', label: '全部' },
  { code: 1, key: 'img', label: '有图' },
  { code: 2, key: 'good', label: '好评' },
  { code: 3, key: 'medium', label: '中评' },
  { code: 4, key: 'bad', label: '差评' },
] as const;

/** Which reviews to show: a category chip, the default or time sort, and the page. */
export interface ReviewQuery {
  gshp_id: number;
  category: number;
  sort: 'default' | 'time';
  page: number;
}

/** GET /v2/comment/lists: one page of 10 of a goods' reviews, for one shopper (their likes; storefront §9). */
export function reviewsQueryOptions(query: ReviewQuery, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.reviews.list(query, scope.key),
    queryFn: () =>
      call(endpoints.listReviews, {
        page: query.page,
        limit: PAGE_SIZES.reviews,
        gshp_id: query.gshp_id,
        system: 'PC',
        category: query.category,
        sort: query.sort === 'time' ? 1 : 0,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The reviews tab's current page (the previous page while the next loads). */
export function useReviews(query: ReviewQuery, scope: RequestScope) {
  return useQuery(reviewsQueryOptions(query, scope));
}
