import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData, postData, putData } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The order calls that change one order (shopping §7 "Orders"; paths chosen by the API, see its README). */
export type OrderChange = 'cancel' | 'confirm' | 'cancelAfterSales' | 'delete' | 'destroy' | 'recover' | 'buyAgain';

const CALLS: Readonly<Record<OrderChange, (key: string, orderId: number) => Promise<unknown>>> = {
  cancel: (key, order_id) => putData('/v1/order/cancel', { key, order_id }),
  confirm: (key, order_id) => putData('/v1/order/confirm', { key, order_id }),
  cancelAfterSales: (key, order_id) => putData('/v1/order/cancel_refund', { key, order_id }),
  delete: (key, order_id) => deleteData('/v1/order/delete', { key, order_id }),
  destroy: (key, order_id) => deleteData('/v1/order/destroy', { key, order_id }),
  recover: (key, order_id) => postData('/v1/order/recover', { key, order_id }),
  buyAgain: (key, order_id) => postData('/v1/order/buy_again', { key, order_id }),
};

/** Sends one change of an order, then reloads the orders (and the cart, which buy again fills). */
export function useChangeOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, orderId }: { change: OrderChange; orderId: number }) => CALLS[change](key, orderId),
    onSuccess: (_reply, { change }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all(key) }),
        change === 'buyAgain' && queryClient.invalidateQueries({ queryKey: queryKeys.cart.all(key) }),
        change === 'buyAgain' && queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]),
  });
}
