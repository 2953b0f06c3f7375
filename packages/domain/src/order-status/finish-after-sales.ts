import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/**
 * The units an order still owes its shopper once a refund is counted: bought and not refunded, on lines already
 * shipped or not yet (shopping §3 "Order goods line": `goods_number` less `refund_number`, shipped in parcels).
 */
export interface OwedUnits {
  readonly shipped: number;
  readonly unshipped: number;
}

/**
 * The state an order takes again for the goods it still owes after an approved refund (shopping §4 status
 * table): goods shipped and goods waiting is partly shipped (3), only shipped goods pending receipt (4), only
 * waiting goods pending shipment, 1 or 2 as the order was before the request (1 when every shipped unit came back).
 */
function stateForOwed(owed: OwedUnits, before: number | null): number {
  if (owed.shipped > 0) return owed.unshipped > 0 ? 3 : 4;
  return before === 1 || before === 2 ? before : 1;
}

/**
 * Finishes an open after-sales request (the shop's side) with its refund approved. The refund is a refund order
 * of its own (shopping §4 "5 and 6 (refund orders)"); the order itself becomes after-sales complete, `o_status` 6
 * with `status` 1 (refunded), only when it owes nothing more, every unit of every line refunded. Otherwise it goes
 * back to serving the units still owed, shipped or not, so they can still ship, be received, reviewed or refunded.
 */
export function finishAfterSales(order: OrderState, owed: OwedUnits): OrderTransition {
  if (isInRecycleBin(order) || (order.orderStatus !== 5 && order.orderStatus !== 6) || order.status !== 0) {
    return refuseOrderTransition('wrongState');
  }
  if (owed.shipped + owed.unshipped === 0) return { ok: true, order: { ...order, orderStatus: 6, status: 1, statusBeforeAfterSales: null } };
  return { ok: true, order: { ...order, orderStatus: stateForOwed(owed, order.statusBeforeAfterSales), statusBeforeAfterSales: null } };
}
