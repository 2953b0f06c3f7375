import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';

export type QuoteRequestFilters = RequestOf<typeof endpoints.quoteRequests>;

/** GET /v1/operator/quote-requests: one page of the lists traders sent, newest first, each with its lines. */
export function quoteRequestListQueryOptions(filters: QuoteRequestFilters) {
  return pageQueryOptions(endpoints.quoteRequests, queryKeys.quoteRequestsList(filters), filters);
}
