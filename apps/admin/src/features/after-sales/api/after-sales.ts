import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

export type AfterSalesFilters = RequestOf<typeof endpoints.listAfterSales>;

/** GET /v1/operator/refunds: one page of a state, each request with its order, and the counts per state. */
export function afterSalesQueryOptions(filters: AfterSalesFilters) {
  return pageQueryOptions(endpoints.listAfterSales, queryKeys.afterSales(filters), filters);
}

/**
 * POST /v1/operator/refunds/decide: approving refunds the quoted amount where it was paid, refusing says why to the
 * shopper; either changes the order, so its pages are read again too.
 */
export const useDecideRefund = () => useWrite(endpoints.decideRefund, [queryKeys.afterSalesAll, queryKeys.ordersAll]);
