import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/** Confirms receipt of a shipped order: pending receipt (4) becomes complete (7) (shopping §4 "4: confirm receipt"). */
export function confirmReceipt(order: OrderState): OrderTransition {
  if (isInRecycleBin(order) || order.orderStatus !== 4) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, orderStatus: 7 } };
}
