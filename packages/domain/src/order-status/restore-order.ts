import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/** Restores an order from the recycle bin to the list, `is_delete` 0 (shopping §4 "The bin offers restore"). */
export function restoreOrder(order: OrderState): OrderTransition {
  if (!isInRecycleBin(order)) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, isDelete: 0 } };
}
