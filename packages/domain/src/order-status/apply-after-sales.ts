import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';

/** `refund_type`: 1 refund only, 2 return and refund (shopping §9). */
export type RefundType = 1 | 2;

/**
 * Opens an after-sales request on a paid order (`o_status` 1–4, shopping §4 "1, 2, 3: apply for after-sales;
 * 4: … apply for after-sales"). Before anything ships (1, 2) the order becomes 5 (refund), once goods have
 * shipped (3, 4) it becomes 6 (return); `status` 0 marks the request open and the previous `o_status` is kept
 * for cancelling. Return-and-refund (type 2) needs shipped goods, so it is refused at 1 and 2.
 */
export function applyAfterSales(order: OrderState, refundType: RefundType): OrderTransition {
  if (isInRecycleBin(order) || ![1, 2, 3, 4].includes(order.orderStatus)) return refuseOrderTransition('wrongState');
  const shipped = order.orderStatus === 3 || order.orderStatus === 4;
  if (refundType === 2 && !shipped) return refuseOrderTransition('wrongState');
  return { ok: true, order: { ...order, orderStatus: shipped ? 6 : 5, status: 0, statusBeforeAfterSales: order.orderStatus } };
}
