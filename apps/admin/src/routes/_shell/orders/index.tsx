import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { orderListQueryOptions } from '../../../features/orders/api/orders';
import { OrderFilterBar } from '../../../features/orders/components/order-filter-bar';
import { OrderTable, OrderTabs } from '../../../features/orders/components/order-table';
import { ORDER_PAGE_SIZE, type OrderSearch, orderFiltersOf, readOrderSearch } from '../../../features/orders/order-search';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';

export const Route = createFileRoute('/_shell/orders/')({
  validateSearch: readOrderSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'orders-read', () => queryClient.ensureQueryData(orderListQueryOptions(orderFiltersOf(deps)))),
  component: () => (
    <PermittedPage title="订单" needs="orders-read">
      {() => <OrderList />}
    </PermittedPage>
  ),
});

function OrderList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const orders = useQuery(orderListQueryOptions(orderFiltersOf(search)));
  const show = (next: OrderSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <OrderFilterBar key={JSON.stringify({ ...search, page: undefined })} search={search} onSearch={show} />
      {orders.data ? (
        <>
          <OrderTabs counts={orders.data.counts} tab={search.tab ?? 'all'} onTab={(tab) => show({ ...search, tab, page: undefined })} />
          <OrderTable
            rows={orders.data.list}
            total={orders.data.total}
            page={search.page ?? 1}
            pageSize={ORDER_PAGE_SIZE}
            onPage={(page) => show({ ...search, page })}
          />
        </>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
