import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Pager } from '../../components/pager';
import { reviewListQueryOptions } from '../../features/reviews/api/reviews';
import { ReviewFilterBar } from '../../features/reviews/components/review-filter-bar';
import { ReviewList } from '../../features/reviews/components/review-list';
import { REVIEW_PAGE_SIZE, type ReviewSearch, readReviewSearch, reviewFiltersOf } from '../../features/reviews/review-search';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/reviews')({
  validateSearch: readReviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'reviews', () => queryClient.ensureQueryData(reviewListQueryOptions(reviewFiltersOf(deps)))),
  component: () => (
    <PermittedPage title="评价" needs="reviews">
      {() => <Reviews />}
    </PermittedPage>
  ),
});

function Reviews() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const reviews = useQuery(reviewListQueryOptions(reviewFiltersOf(search)));
  const show = (next: ReviewSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <ReviewFilterBar key={JSON.stringify({ ...search, page: undefined })} search={search} onSearch={show} />
      {reviews.data ? (
        <>
          <ReviewList reviews={reviews.data.list} />
          <Pager
            total={reviews.data.total}
            unit="条评价"
            page={search.page ?? 1}
            pageSize={REVIEW_PAGE_SIZE}
            onPage={(page) => show({ ...search, page })}
          />
        </>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
