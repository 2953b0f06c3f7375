import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/**
 * Restores an order from the recycle bin to the list (shopping §4 "The bin offers restore"): `is_delete` 0, except
 * an unpaid one (`o_status` 0), which can only have reached the bin closed and so comes back closed (`is_delete` 1),
 * never payable again after its stock and coupons went back.
 */
export function restoreOrder(order: OrderState): OrderTransition {
  if (!isInRecycleBin(order)) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, isDelete: order.orderStatus === 0 ? 1 : 0 } };
}
