import { createFileRoute, redirect } from '@tanstack/react-router';
import { goodsByIdsQueryOptions } from '../features/activity/api/get-goods-by-ids';
import { ThemedListPage } from '../features/activity/components/themed-list-page';
import { readRequestScope } from '../lib/request-scope';
import { readId, readIdList, readText } from '../lib/search-params';
import { RouteError } from '../components/route-error';

interface ActGoodsListSearch {
  id: string;
  notitle?: string;
  page?: number;
}

// storefront §2: actGoodsList takes id (comma-separated goods ids) and notitle; `page` pages the list.
export const Route = createFileRoute('/actGoodsList')({
  validateSearch: (search: Record<string, unknown>): ActGoodsListSearch => ({
    id: readIdList(search.id).join(','),
    notitle: readText(search.notitle),
    page: readId(search.page),
  }),
  beforeLoad: ({ search }) => {
    if (search.id === '') throw redirect({ to: '/index', replace: true });
  },
  loaderDeps: ({ search: { id } }) => ({ ids: readIdList(id) }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(goodsByIdsQueryOptions(deps.ids, readRequestScope())),
  errorComponent: RouteError,
  component: ActGoodsListRoute,
});

function ActGoodsListRoute() {
  const { id, notitle, page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ThemedListPage
      ids={readIdList(id)}
      showTitle={notitle === undefined}
      page={page}
      onPageChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next === 1 ? undefined : next }) })}
    />
  );
}
