import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { readTextSearch, type TextSearch, TextSearchForm } from '../../components/text-search';
import { feedbackListQueryOptions } from '../../features/feedback/api/feedback';
import { FeedbackTable } from '../../features/feedback/components/feedback-table';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

const PAGE_SIZE = 20;

const filtersOf = (search: TextSearch) => ({ q: search.q, page: search.page ?? 1, limit: PAGE_SIZE });

export const Route = createFileRoute('/_shell/feedback')({
  validateSearch: readTextSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'catalogue', () => queryClient.ensureQueryData(feedbackListQueryOptions(filtersOf(deps)))),
  component: () => (
    <PermittedPage title="建议反馈" needs="catalogue">
      {() => <Feedback />}
    </PermittedPage>
  ),
});

/** 建议反馈: what shoppers and visitors left in the plant catalogue's suggestion box, newest first. */
function Feedback() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const feedback = useQuery(feedbackListQueryOptions(filtersOf(search)));
  const show = (next: TextSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <TextSearchForm label="查找建议" placeholder="建议中的文字或留言人手机号" search={search} onSearch={show} />
      {feedback.data ? (
        <FeedbackTable
          rows={feedback.data.list}
          paging={{
            total: feedback.data.total,
            unit: '条建议',
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
