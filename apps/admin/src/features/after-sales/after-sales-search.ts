import { AFTER_SALES_QUEUE_STATES, type AfterSalesQueueState } from '@garden/domain';
import type { AfterSalesFilters } from './api/after-sales';

/** The 售后 page's address: the state and the page. */
export interface AfterSalesSearch {
  state?: AfterSalesQueueState;
  sn?: string;
  page?: number;
}

export const AFTER_SALES_PAGE_SIZE = 10;

const STATES = new Set<string>(AFTER_SALES_QUEUE_STATES.map(({ state }) => state));

/** Reads the address's search; what is malformed is left out rather than refused. */
export function readAfterSalesSearch(search: Record<string, unknown>): AfterSalesSearch {
  const page = Number(search.page);
  const sn = typeof search.sn === 'number' ? String(search.sn) : search.sn;
  return {
    state: typeof search.state === 'string' && STATES.has(search.state) ? (search.state as AfterSalesQueueState) : undefined,
    sn: typeof sn === 'string' && sn.trim() ? sn.trim() : undefined,
    page: Number.isInteger(page) && page > 0 ? page : undefined,
  };
}

/** The call's filters for the address's search: 处理中 to start with, as a queue is worked. */
export function afterSalesFiltersOf(search: AfterSalesSearch): AfterSalesFilters {
  return { state: search.state ?? 'open', order_sn: search.sn, page: search.page ?? 1, limit: AFTER_SALES_PAGE_SIZE };
}
