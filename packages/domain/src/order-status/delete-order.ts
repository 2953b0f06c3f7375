import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';
import { showsDeleteIcon } from './shows-delete-icon';

/** Moves an order whose delete icon shows to the recycle bin, `is_delete` 2 (shopping §4 "Delete moves an order to the recycle bin"). */
export function deleteOrder(order: OrderState): OrderTransition {
  if (isInRecycleBin(order) || !showsDeleteIcon(order)) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, isDelete: 2 } };
}
