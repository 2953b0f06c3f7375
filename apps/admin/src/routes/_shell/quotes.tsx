import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { readTextSearch, type TextSearch, TextSearchForm } from '../../components/text-search';
import { quoteRequestListQueryOptions } from '../../features/quotes/api/quotes';
import { QuoteTable } from '../../features/quotes/components/quote-table';
import { useMe } from '../../features/session/api/get-me';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

const PAGE_SIZE = 20;

const filtersOf = (search: TextSearch) => ({ trader: search.q, page: search.page ?? 1, limit: PAGE_SIZE });

export const Route = createFileRoute('/_shell/quotes')({
  validateSearch: readTextSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'orders-read', () => queryClient.ensureQueryData(quoteRequestListQueryOptions(filtersOf(deps)))),
  component: () => (
    <PermittedPage title="报价清单" needs="orders-read">
      {() => <Quotes />}
    </PermittedPage>
  ),
});

/** 报价清单: the lists traders sent from the plant catalogue (发送清单), newest first, for the sales desk to answer. */
function Quotes() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const quotes = useQuery(quoteRequestListQueryOptions(filtersOf(search)));
  const linkToShopper = useMe().permissions.includes('shoppers');
  const show = (next: TextSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <TextSearchForm label="查找批发商" placeholder="手机号或昵称" search={search} onSearch={show} />
      {quotes.data ? (
        <QuoteTable
          requests={quotes.data.list}
          linkToShopper={linkToShopper}
          paging={{
            total: quotes.data.total,
            unit: '张清单',
            page: search.page ?? 1,
            pageSize: PAGE_SIZE,
            onPage: (page) => show({ ...search, page }),
          }}
        />
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
