import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

export type ReviewFilters = RequestOf<typeof endpoints.listShopReviews>;

/** GET /v1/operator/reviews: one page of reviews, newest first; the last page stays while the next loads. */
export function reviewListQueryOptions(filters: ReviewFilters) {
  return pageQueryOptions(endpoints.listShopReviews, queryKeys.reviewsList(filters), filters);
}

const REVIEWS = [queryKeys.reviewsAll];

/** POST /v1/operator/reviews/reply: the shop's official reply, shown under the review on the goods page as 官方回复. */
export const useReplyToReview = () => useWrite(endpoints.replyToReview, REVIEWS);

/** POST /v1/operator/reviews/show: 1 shows the review on its goods page, 0 hides it there. */
export const useSetReviewShown = () => useWrite(endpoints.setReviewShown, REVIEWS);
