import type { Endpoint, RequestOf } from '@garden/contract/endpoints';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type CallFields, call } from './api-client';

/**
 * The query of one page of a list the server pages: the page `fields` name, the last page kept on screen while
 * the next loads, so a table does not empty between pages.
 */
export function pageQueryOptions<E extends Endpoint, Key extends QueryKey>(endpoint: E, queryKey: Key, fields: RequestOf<E>) {
  return queryOptions({ queryKey, queryFn: () => call(endpoint, ...([fields] as CallFields<E>)), placeholderData: keepPreviousData });
}
