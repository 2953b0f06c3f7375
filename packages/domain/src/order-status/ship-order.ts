import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/**
 * Ships a paid order (`o_status` 1, 2 or 3): everything shipped makes it pending receipt (4), a part makes it
 * partly shipped (3) (shopping §4 status table). The warehouse does this, not the shopper.
 */
export function shipOrder(order: OrderState, { partial }: { readonly partial: boolean }): OrderTransition {
  if (isInRecycleBin(order) || ![1, 2, 3].includes(order.orderStatus)) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, orderStatus: partial ? 3 : 4 } };
}
