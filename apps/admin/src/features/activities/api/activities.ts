import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/activities: every activity page, the newest first, with its sections and goods. */
export function activitiesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.activities, queryFn: () => call(endpoints.listActivities) });
}

const ACTIVITIES = [queryKeys.activities];

export const useSaveActivity = () => useWrite(endpoints.saveActivity, ACTIVITIES);
export const useDeleteActivity = () => useWrite(endpoints.deleteActivity, ACTIVITIES);
