import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/**
 * Finishes an open after-sales request (the shop's side): the order becomes after-sales complete, `o_status` 6
 * with `status` 1 (refunded), the only "complete" row of shopping §4's table, whichever of 5 or 6 it was.
 */
export function finishAfterSales(order: OrderState): OrderTransition {
  if (isInRecycleBin(order) || (order.oStatus !== 5 && order.oStatus !== 6) || order.status !== 0) {
    return refuseOrderTransition('wrongState');
  }
  return { ok: true, order: { ...order, oStatus: 6, status: 1 } };
}
