import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { reviewOrderQueryOptions } from '../../features/order-reviews/api/get-review-order';
import { ReviewFormPage } from '../../features/order-reviews/components/review-form-page';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

interface CommentSearch {
  order_id: number;
}

// storefront §2: comment takes order_id; the first review or the follow-up, as the order stands.
export const Route = createFileRoute('/_account/comment')({
  validateSearch: (search: Record<string, unknown>): CommentSearch => ({ order_id: readId(search.order_id) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.order_id === 0) throw redirect({ to: '/myComment', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(reviewOrderQueryOptions(key, deps.order_id));
  },
  errorComponent: RouteError,
  component: CommentRoute,
});

function CommentRoute() {
  const key = useLoginKey();
  const { order_id } = Route.useSearch();
  return (
    <AccountLayout>
      <ReviewFormPage key={order_id} loginKey={key} orderId={order_id} />
    </AccountLayout>
  );
}
