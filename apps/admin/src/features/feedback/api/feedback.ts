import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type FeedbackFilters = RequestOf<typeof endpoints.catalogueFeedback>;

/** GET /v1/operator/feedback: one page of the catalogue's suggestion box, newest first; the last page stays while the next loads. */
export function feedbackListQueryOptions(filters: FeedbackFilters) {
  return queryOptions({
    queryKey: queryKeys.feedbackList(filters),
    queryFn: () => call(endpoints.catalogueFeedback, filters),
    placeholderData: keepPreviousData,
  });
}
