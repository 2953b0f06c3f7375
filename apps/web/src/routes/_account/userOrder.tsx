import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { ordersQueryOptions } from '../../features/orders/api/get-orders';
import { OrderListPage } from '../../features/orders/components/order-list-page';
import { TAB_VALUES, TIME_FILTER_OPTIONS, toOrderListQuery, type OrderListSearch } from '../../features/orders/components/order-list-search';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId, readText } from '../../lib/search-params';

const DAYS = TIME_FILTER_OPTIONS.map((option) => option.value);

// shopping §2: userOrder takes no parameters; the tab, page and filters sit in the address so back and reload keep them.
export const Route = createFileRoute('/_account/userOrder')({
  validateSearch: (search: Record<string, unknown>): OrderListSearch => ({
    tab: TAB_VALUES.find((tab) => String(tab) === String(search.tab)),
    page: readId(search.page),
    order_sn: readText(search.order_sn)?.trim() || undefined,
    add_time: DAYS.find((days) => days !== 0 && String(days) === String(search.add_time)),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(ordersQueryOptions(key, toOrderListQuery(deps)));
  },
  errorComponent: RouteError,
  component: UserOrderRoute,
});

function UserOrderRoute() {
  const key = useLoginKey();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountLayout>
      <OrderListPage loginKey={key} search={search} onChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })} />
    </AccountLayout>
  );
}
