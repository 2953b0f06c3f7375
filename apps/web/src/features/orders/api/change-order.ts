import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { queryKeys } from '../../../lib/query-keys';

/** The order calls that change one order (shopping §7 "Orders"; paths chosen by the API, see its README). */
export type OrderChange = 'cancel' | 'confirm' | 'cancelAfterSales' | 'delete' | 'destroy' | 'recover' | 'buyAgain';

/** Each change's call, answering the whole envelope for its success `msg`; the login key travels in the header. */
const CALLS: Readonly<Record<OrderChange, (orderId: number) => Promise<{ msg: string }>>> = {
  cancel: (order_id) => callEnvelope(endpoints.cancelOrder, { order_id }),
  confirm: (order_id) => callEnvelope(endpoints.confirmOrder, { order_id }),
  cancelAfterSales: (order_id) => callEnvelope(endpoints.withdrawAfterSales, { order_id }),
  delete: (order_id) => callEnvelope(endpoints.deleteOrder, { order_id }),
  destroy: (order_id) => callEnvelope(endpoints.destroyOrder, { order_id }),
  recover: (order_id) => callEnvelope(endpoints.recoverOrder, { order_id }),
  buyAgain: (order_id) => callEnvelope(endpoints.buyOrderAgain, { order_id }),
};

/** Sends one change of an order, says it is done (订单已取消, …), then reloads the orders (and the cart, which buy again fills). */
export function useChangeOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, orderId }: { change: OrderChange; orderId: number }) => CALLS[change](orderId),
    onSuccess: (reply, { change }) => {
      showToast(reply.msg);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all(key) }),
        change === 'buyAgain' && queryClient.invalidateQueries({ queryKey: queryKeys.cart.all(key) }),
        change === 'buyAgain' && queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]);
    },
  });
}
