import { checkBalanceWindow } from '../deposit/check-balance-window';
import { isAwaitingFirstPayment, isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderTransition } from './order-transition';
import { paymentDeadline } from './payment-deadline';

/**
 * Records a payment: an unpaid order becomes paid (`o_status` 1); a deposit order's deposit moves it to the
 * balance phase (`dj_status` 1) and its balance makes it paid (`o_status` 1). The first payment is refused at
 * or after the 60-minute deadline (shopping §4 "Payment", "Deposit orders"); a balance outside its known window is
 * refused with the window's text, which is the reminder dialog's (before the window, or missed after it).
 */
export function payOrder(order: OrderState, now: Date): OrderTransition {
  if (isInRecycleBin(order)) return refuseOrderTransition('wrongState');
  if (isAwaitingFirstPayment(order)) {
    if (now.getTime() >= paymentDeadline(order.addTime).getTime()) return refuseOrderTransition('paymentExpired');
    return { ok: true, order: order.orderStatus === 9 ? { ...order, depositStatus: 1 } : { ...order, orderStatus: 1 } };
  }
  if (order.orderStatus === 9) {
    const window = order.balanceWindow ? checkBalanceWindow(order.balanceWindow, now) : null;
    if (window && !window.payable) return refuseOrderTransition('balanceWindowClosed', window.message);
    return { ok: true, order: { ...order, orderStatus: 1 } };
  }
  return refuseOrderTransition('wrongState');
}
