import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { MY_REVIEW_TABS, myReviewsQueryOptions, type MyReviewStatus } from '../../features/order-reviews/api/get-my-reviews';
import { MyReviewsPage } from '../../features/order-reviews/components/my-reviews-page';
import { ReviewItem } from '../../features/reviews/components/review-item';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readChoice, readId } from '../../lib/search-params';

interface MyCommentSearch {
  status?: MyReviewStatus;
  page?: number;
}

const STATUSES = MY_REVIEW_TABS.map((tab) => tab.status);

// storefront §2: myComment takes status (1000 pending review, the default; 999 published).
export const Route = createFileRoute('/_account/myComment')({
  validateSearch: (search: Record<string, unknown>): MyCommentSearch => ({
    status: readChoice<MyReviewStatus>(search.status, STATUSES, 1000),
    page: readId(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(myReviewsQueryOptions(key, deps.status ?? 1000, deps.page ?? 1));
  },
  errorComponent: RouteError,
  component: MyCommentRoute,
});

function MyCommentRoute() {
  const key = useLoginKey();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountLayout>
      <MyReviewsPage
        loginKey={key}
        status={search.status ?? 1000}
        page={search.page ?? 1}
        onChange={(next) => void navigate({ search: next })}
        // The product page's review (masked nickname, stars, time, attributes, images, follow-up, replies, counts).
        renderReview={(review) => <ReviewItem review={review} loginKey={key} />}
      />
    </AccountLayout>
  );
}
