import { cancelOrder } from './cancel-order';
import type { OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';
import { paymentDeadline } from './payment-deadline';

/**
 * The server's automatic cancellation: an order still awaiting its first payment at or after 60 minutes from
 * `add_time` is closed like a shopper's cancel; earlier it is refused (shopping §4 "An unpaid order not paid
 * within its window is automatically cancelled").
 */
export function autoCancelOrder(order: OrderState, now: Date): OrderTransition {
  const cancelled = cancelOrder(order);
  if (cancelled.ok && now.getTime() < paymentDeadline(order.addTime).getTime()) return refuseOrderTransition('notYetExpired');
  return cancelled;
}
