import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { RouteError } from '../../components/route-error';
import { refundCarriersQueryOptions } from '../../features/after-sales/api/get-refund-carriers';
import { AfterServicePage } from '../../features/after-sales/components/after-service-page';
import { orderQueryOptions, useOrder } from '../../features/orders/api/get-order';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readChoice, readId } from '../../lib/search-params';

interface AfterServiceSearch {
  /** 1 refund only, 2 return and refund. */
  type: 1 | 2;
  orderid: number;
}

// shopping §2: afterService takes type and the order as orderid (also reached as /afterservice, which the router matches too).
export const Route = createFileRoute('/_account/afterService')({
  validateSearch: (search: Record<string, unknown>): AfterServiceSearch => ({
    type: readChoice(search.type, [1, 2] as const, 1),
    orderid: readId(search.orderid) ?? 0,
  }),
  beforeLoad: ({ search }) => {
    if (search.orderid === 0) throw redirect({ to: '/userOrder', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: { type, orderid } }) => {
    const { key } = readRequestScope();
    if (!key) return;
    await Promise.all([
      queryClient.ensureQueryData(orderQueryOptions(key, orderid)),
      type === 2 && queryClient.ensureQueryData(refundCarriersQueryOptions(key)),
    ]);
  },
  errorComponent: RouteError,
  component: AfterServiceRoute,
});

function AfterServiceRoute() {
  const key = useLoginKey();
  return <AfterServiceScreen loginKey={key} />;
}

function AfterServiceScreen({ loginKey }: { loginKey: string }) {
  const { type, orderid } = Route.useSearch();
  const order = useOrder(loginKey, orderid);
  const navigate = Route.useNavigate();
  // A type the order's state does not allow (return and refund before shipping) goes back to the choice. Decided on
  // arrival: once applied, the reloaded order allows none, and the page is on its way to the order.
  const [allowed] = useState(() => order.view.refund_types.includes(type));
  if (!allowed) return <Navigate to="/chooseAfter" search={{ id: orderid }} replace />;
  return (
    <AfterServicePage
      loginKey={loginKey}
      orderId={orderid}
      refundType={type}
      lines={order.goods_list}
      onApplied={() => void navigate({ to: '/orderDetail', search: { id: orderid }, replace: true })}
    />
  );
}
