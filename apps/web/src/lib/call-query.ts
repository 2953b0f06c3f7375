import type { Endpoint } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { type CallFields, call } from './api-client';

/**
 * The query of one call of the endpoint table under `queryKey`, typed by the table's reply; spread it to add
 * `staleTime`, `placeholderData` and the like.
 */
export function callQuery<E extends Endpoint>(queryKey: readonly unknown[], endpoint: E, ...fields: CallFields<E>) {
  return queryOptions({ queryKey, queryFn: () => call(endpoint, ...fields) });
}
