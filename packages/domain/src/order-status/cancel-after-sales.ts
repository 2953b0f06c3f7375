import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/**
 * Cancels an open after-sales request (`o_status` 5 or 6 with `status` 0, shopping §4) and restores the state it
 * started from; an order without that record (older data) goes back to paid (5 → 1) or shipped (6 → 4).
 */
export function cancelAfterSales(order: OrderState): OrderTransition {
  if (isInRecycleBin(order) || (order.orderStatus !== 5 && order.orderStatus !== 6) || order.status !== 0) {
    return refuseOrderTransition('wrongState');
  }
  const previous = order.statusBeforeAfterSales ?? (order.orderStatus === 5 ? 1 : 4);
  return { ok: true, order: { ...order, orderStatus: previous, statusBeforeAfterSales: null } };
}
