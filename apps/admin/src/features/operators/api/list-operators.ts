import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/operator/operators: every operator account (the 店长's page). */
export function operatorsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.operators, queryFn: () => call(endpoints.listOperators) });
}

/** The operators, when `enabled` (a role that may list them); undefined otherwise. */
export function useOperators(enabled = true) {
  return useQuery({ ...operatorsQueryOptions(), enabled });
}
