import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';

export type FeedbackFilters = RequestOf<typeof endpoints.catalogueFeedback>;

/** GET /v1/operator/feedback: one page of the catalogue's suggestion box, newest first; the last page stays while the next loads. */
export function feedbackListQueryOptions(filters: FeedbackFilters) {
  return pageQueryOptions(endpoints.catalogueFeedback, queryKeys.feedbackList(filters), filters);
}
