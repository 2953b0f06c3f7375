import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

interface OrderDetailSearch {
  id: number;
}

// shopping §2: orderDetail takes id (order_pararm and from name the same order in older links).
export const Route = createFileRoute('/_account/orderDetail')({
  validateSearch: (search: Record<string, unknown>): OrderDetailSearch => ({ id: readId(search.id) ?? readId(search.order_pararm) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.id === 0) throw redirect({ to: '/userOrder', replace: true });
  },
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(orderQueryOptions(key, id));
  },
  errorComponent: RouteError,
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const key = useLoginKey();
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountLayout>
      <OrderDetailPage loginKey={key} orderId={id} onDestroyed={() => void navigate({ to: '/userOrder', search: { tab: 'recycleBin' } })} />
    </AccountLayout>
  );
}
