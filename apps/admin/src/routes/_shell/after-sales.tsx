import { Loader, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { afterSalesQueryOptions } from '../../features/after-sales/api/after-sales';
import {
  AFTER_SALES_PAGE_SIZE,
  type AfterSalesSearch,
  afterSalesFiltersOf,
  readAfterSalesSearch,
} from '../../features/after-sales/after-sales-search';
import { CountTabs } from '../../components/count-tabs';
import { AfterSalesList } from '../../features/after-sales/components/after-sales-queue';
import { useMe } from '../../features/session/api/get-me';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/after-sales')({
  validateSearch: readAfterSalesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'refund-approval', () => queryClient.ensureQueryData(afterSalesQueryOptions(afterSalesFiltersOf(deps)))),
  component: () => (
    <PermittedPage title="售后" needs="refund-approval">
      {() => <AfterSalesQueue />}
    </PermittedPage>
  ),
});

function AfterSalesQueue() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const queue = useQuery(afterSalesQueryOptions(afterSalesFiltersOf(search)));
  const mayReadOrders = useMe().permissions.includes('orders-read');
  const show = (next: AfterSalesSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <TextInput
        key={search.sn ?? ''}
        label="订单号"
        placeholder="输入订单号后回车"
        defaultValue={search.sn}
        maw={320}
        onKeyDown={(event) => {
          if (event.key === 'Enter') show({ ...search, sn: event.currentTarget.value.trim() || undefined, page: undefined });
        }}
      />
      {queue.data ? (
        <>
          <CountTabs
            tabs={queue.data.counts.map(({ state, name, count }) => ({ value: state, name, count }))}
            value={search.state ?? 'open'}
            onChange={(state) => show({ ...search, state, page: undefined })}
          />
          <AfterSalesList
            rows={queue.data.list}
            total={queue.data.total}
            page={search.page ?? 1}
            pageSize={AFTER_SALES_PAGE_SIZE}
            mayReadOrders={mayReadOrders}
            onPage={(page) => show({ ...search, page })}
          />
        </>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
