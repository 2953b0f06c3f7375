import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type QuoteRequestFilters = RequestOf<typeof endpoints.quoteRequests>;

/** GET /v1/operator/quote-requests: one page of the lists traders sent, newest first, each with its lines. */
export function quoteRequestListQueryOptions(filters: QuoteRequestFilters) {
  return queryOptions({
    queryKey: queryKeys.quoteRequestsList(filters),
    queryFn: () => call(endpoints.quoteRequests, filters),
    placeholderData: keepPreviousData,
  });
}
