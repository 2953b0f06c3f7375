import { createFileRoute, redirect } from '@tanstack/react-router';
import { activityQueryOptions } from '../features/activity/api/get-activity';
import { ActivityPage } from '../features/activity/components/activity-page';
import { readRequestScope } from '../lib/request-scope';
import { readId } from '../lib/search-params';
import { RouteError } from '../components/route-error';

// storefront §2: activity takes id.
export const Route = createFileRoute('/activity')({
  validateSearch: (search: Record<string, unknown>): { id: number } => ({ id: readId(search.id) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.id === 0) throw redirect({ to: '/index', replace: true });
  },
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(activityQueryOptions(deps.id, readRequestScope())),
  errorComponent: RouteError,
  component: ActivityRoute,
});

function ActivityRoute() {
  return <ActivityPage id={Route.useSearch().id} />;
}
