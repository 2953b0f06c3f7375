import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { reviewSuccessQueryOptions } from '../../features/order-reviews/api/get-review-success';
import { ReviewSuccessPage } from '../../features/order-reviews/components/review-success-page';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

interface CommentSuccessSearch {
  order_id: number;
  /** The goods whose product page the success page links to. */
  goods_id?: number;
}

// storefront §2: commentSuccess takes order_id and goods_id.
export const Route = createFileRoute('/_account/commentSuccess')({
  validateSearch: (search: Record<string, unknown>): CommentSuccessSearch => ({
    order_id: readId(search.order_id) ?? 0,
    goods_id: readId(search.goods_id),
  }),
  beforeLoad: ({ search }) => {
    if (search.order_id === 0) throw redirect({ to: '/myComment', replace: true });
  },
  loaderDeps: ({ search: { order_id } }) => ({ order_id }),
  loader: async ({ context: { queryClient }, deps }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(reviewSuccessQueryOptions(key, deps.order_id));
  },
  errorComponent: RouteError,
  component: CommentSuccessRoute,
});

function CommentSuccessRoute() {
  const key = useLoginKey();
  const { order_id, goods_id } = Route.useSearch();
  return (
    <AccountLayout>
      <ReviewSuccessPage loginKey={key} orderId={order_id} goodsId={goods_id} />
    </AccountLayout>
  );
}
