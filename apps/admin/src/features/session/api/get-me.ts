import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOperatorKey } from '../../../lib/session';

/** GET /v1/operator/auth/me: the operator the key signs in, with the role's permissions. */
export function meQueryOptions(key: string) {
  return queryOptions({ queryKey: queryKeys.me(key), queryFn: () => call(endpoints.operatorMe), staleTime: 60_000 });
}

/** The signed-in operator (the shell's loader has fetched them). */
export function useMe() {
  return useSuspenseQuery(meQueryOptions(useOperatorKey())).data;
}
