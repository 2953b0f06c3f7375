import { endpoints } from '@garden/contract/endpoints';
import type { DashboardDays } from '@garden/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /v1/operator/dashboard: the period's figures and the work waiting. Read again whenever the page opens, since
 * every order, payment and decision anywhere in the shop moves it; the last period stays shown while the next loads.
 */
export function dashboardQueryOptions(days: DashboardDays) {
  return queryOptions({
    queryKey: queryKeys.dashboard(days),
    queryFn: () => call(endpoints.readDashboard, { days }),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
