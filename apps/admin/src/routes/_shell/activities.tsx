import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { activitiesQueryOptions } from '../../features/activities/api/activities';
import { ActivityList } from '../../features/activities/components/activity-list';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/activities')({
  loader: ({ context: { queryClient } }) => loadWhenPermitted(queryClient, 'content', () => queryClient.ensureQueryData(activitiesQueryOptions())),
  component: () => (
    <PermittedPage title="活动页" needs="content">
      {() => <Activities />}
    </PermittedPage>
  ),
});

function Activities() {
  return <ActivityList pages={useSuspenseQuery(activitiesQueryOptions()).data.list} />;
}
