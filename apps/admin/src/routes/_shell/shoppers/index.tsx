import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { shopperListQueryOptions } from '../../../features/shoppers/api/shoppers';
import { ShopperTable } from '../../../features/shoppers/components/shopper-table';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';

/** The 顾客 page's address: what was searched and the page, so a search can be bookmarked. */
interface ShopperSearch {
  q?: string;
  page?: number;
}

const PAGE_SIZE = 20;

function readShopperSearch(search: Record<string, unknown>): ShopperSearch {
  // The router reads `q=138…` as a number, which is still the text typed.
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim() : '';
  const page = Number(search.page);
  return { q: q || undefined, page: Number.isInteger(page) && page > 1 ? page : undefined };
}

const filtersOf = (search: ShopperSearch) => ({ q: search.q, page: search.page ?? 1, limit: PAGE_SIZE });

export const Route = createFileRoute('/_shell/shoppers/')({
  validateSearch: readShopperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'shoppers', () => queryClient.ensureQueryData(shopperListQueryOptions(filtersOf(deps)))),
  component: () => (
    <PermittedPage title="顾客" needs="shoppers">
      {() => <ShopperList />}
    </PermittedPage>
  ),
});

function ShopperList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const shoppers = useQuery(shopperListQueryOptions(filtersOf(search)));
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: { q: q.trim() || undefined } });
  };
  return (
    <Stack gap="lg">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="查找顾客"
            placeholder="手机号、昵称、用户名或编号"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            w={{ base: '100%', xs: 300 }}
          />
          <Button type="submit">查询</Button>
        </Group>
      </form>
      {shoppers.data ? (
        <ShopperTable
          rows={shoppers.data.list}
          total={shoppers.data.total}
          page={search.page ?? 1}
          pageSize={PAGE_SIZE}
          onPage={(page) => void navigate({ search: { ...search, page } })}
        />
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
