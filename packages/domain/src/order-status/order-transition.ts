import { DEPOSIT_BALANCE_MISSED, ORDER_ACTION_NOT_ALLOWED, ORDER_NOT_YET_EXPIRED, ORDER_PAYMENT_EXPIRED } from '../messages/messages';
import type { OrderState } from './order-state';

/** Why an order transition was refused. */
export type OrderRefusalReason = 'wrongState' | 'paymentExpired' | 'notYetExpired' | 'balanceWindowClosed';

/** A refused transition: the reason for code and the Chinese message for the shopper. */
export interface OrderRefusal {
  readonly ok: false;
  readonly reason: OrderRefusalReason;
  readonly message: string;
}

/** The outcome of an order transition: the order's next state, or a refusal. */
export type OrderTransition = { readonly ok: true; readonly order: OrderState } | OrderRefusal;

const REFUSAL_MESSAGES: Readonly<Record<OrderRefusalReason, string>> = {
  wrongState: ORDER_ACTION_NOT_ALLOWED,
  paymentExpired: ORDER_PAYMENT_EXPIRED,
  notYetExpired: ORDER_NOT_YET_EXPIRED,
  balanceWindowClosed: DEPOSIT_BALANCE_MISSED,
};

/** Builds the refusal for a reason, with its catalogue message unless a more precise one is given. */
export function refuseOrderTransition(reason: OrderRefusalReason, message: string = REFUSAL_MESSAGES[reason]): OrderRefusal {
  return { ok: false, reason, message };
}
