import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The order calls that change one order (shopping §7 "Orders"; paths chosen by the API, see its README). */
export type OrderChange = 'cancel' | 'confirm' | 'cancelAfterSales' | 'delete' | 'destroy' | 'recover' | 'buyAgain';

/** Each change's call; the login key travels in the header. */
const CALLS: Readonly<Record<OrderChange, (orderId: number) => Promise<unknown>>> = {
  cancel: (order_id) => call(endpoints.cancelOrder, { order_id }),
  confirm: (order_id) => call(endpoints.confirmOrder, { order_id }),
  cancelAfterSales: (order_id) => call(endpoints.withdrawAfterSales, { order_id }),
  delete: (order_id) => call(endpoints.deleteOrder, { order_id }),
  destroy: (order_id) => call(endpoints.destroyOrder, { order_id }),
  recover: (order_id) => call(endpoints.recoverOrder, { order_id }),
  buyAgain: (order_id) => call(endpoints.buyOrderAgain, { order_id }),
};

/** Sends one change of an order, then reloads the orders (and the cart, which buy again fills). */
export function useChangeOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, orderId }: { change: OrderChange; orderId: number }) => CALLS[change](orderId),
    onSuccess: (_reply, { change }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all(key) }),
        change === 'buyAgain' && queryClient.invalidateQueries({ queryKey: queryKeys.cart.all(key) }),
        change === 'buyAgain' && queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]),
  });
}
