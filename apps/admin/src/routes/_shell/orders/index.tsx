import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { orderListQueryOptions } from '../../../features/orders/api/orders';
import { OrderFilterBar } from '../../../features/orders/components/order-filter-bar';
import { OrderSelectionBar } from '../../../features/orders/components/order-selection-bar';
import { OrderTable, OrderTabs } from '../../../features/orders/components/order-table';
import { useMe } from '../../../features/session/api/get-me';
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
  const { permissions } = useMe();
  // Chosen across pages and filters, in the order chosen: the packing slips print in it.
  const [selected, setSelected] = useState<readonly number[]>([]);
  const select = (orderId: number, on: boolean) => setSelected((now) => (on ? [...now, orderId] : now.filter((id) => id !== orderId)));
  const show = (next: OrderSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <OrderFilterBar key={JSON.stringify({ ...search, page: undefined })} search={search} onSearch={show} />
      {orders.data ? (
        <>
          <OrderTabs counts={orders.data.counts} tab={search.tab ?? 'all'} onTab={(tab) => show({ ...search, tab, page: undefined })} />
          <OrderSelectionBar
            selected={selected}
            onPage={orders.data.list.map((order) => order.order_id)}
            onSelect={(ids) => setSelected(ids)}
            canShip={permissions.includes('shipping')}
          />
          <OrderTable
            selected={new Set(selected)}
            onSelect={select}
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
