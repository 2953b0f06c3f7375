import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { ChooseAfterPage } from '../../features/after-sales/components/choose-after-page';
import { orderQueryOptions, useOrder } from '../../features/orders/api/get-order';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

interface ChooseAfterSearch {
  id: number;
}

// shopping §2: chooseAfter takes the order's id; it offers the types the order's state allows (its view's refund_types).
export const Route = createFileRoute('/_account/chooseAfter')({
  validateSearch: (search: Record<string, unknown>): ChooseAfterSearch => ({ id: readId(search.id) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.id === 0) throw redirect({ to: '/userOrder', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(orderQueryOptions(key, id));
  },
  errorComponent: RouteError,
  component: ChooseAfterRoute,
});

function ChooseAfterRoute() {
  const { id } = Route.useSearch();
  const order = useOrder(useLoginKey(), id);
  return <ChooseAfterPage orderId={id} refundTypes={order.view.refund_types} />;
}
