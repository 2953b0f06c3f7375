import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { RequestScope } from '../../../lib/request-scope';
import type { ActivityPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type Activity = ActivityPage;
export type ActivitySubject = ActivityPage['subject'][number];

/** GET /v1/ap/{id}: an activity page with its subjects of goods, for one shopper (grade prices on the cards). */
export function activityQueryOptions(id: number, scope: RequestScope) {
  return callQuery(queryKeys.activity(id, scope.key), endpoints.readActivityPage, { id });
}

/** The activity page (suspends until loaded). */
export function useActivity(id: number, scope: RequestScope) {
  return useSuspenseQuery(activityQueryOptions(id, scope)).data;
}
