import { isAwaitingFirstPayment, isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/**
 * Cancels an order awaiting its first payment (an unpaid order, or a deposit order whose deposit is unpaid):
 * it becomes closed, `o_status` 0 with `is_delete` 1 (shopping §4 "Pending payment: … cancel order").
 */
export function cancelOrder(order: OrderState): OrderTransition {
  if (isInRecycleBin(order) || !isAwaitingFirstPayment(order)) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, orderStatus: 0, isDelete: 1 } };
}
