import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { ActivityPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type Activity = ActivityPage;
export type ActivitySubject = ActivityPage['subject'][number];

/** GET /v1/ap/{id}: an activity page with its subjects of goods. */
export function getActivity(id: number): Promise<Activity> {
  return call(endpoints.readActivityPage, { id });
}

/** One activity page for one shopper (grade prices on the cards). */
export function activityQueryOptions(id: number, scope: RequestScope) {
  return queryOptions({ queryKey: queryKeys.activity(id, scope.key), queryFn: () => getActivity(id) });
}

/** The activity page (suspends until loaded). */
export function useActivity(id: number, scope: RequestScope) {
  return useSuspenseQuery(activityQueryOptions(id, scope)).data;
}
