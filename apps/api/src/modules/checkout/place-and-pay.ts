// Placing orders and paying them in the same call (shopping §7 "Place order", pay_id): the one path of
// /v2/order/done and /v2/order/cart_done once their requests are read.
import type { PlacedOrder } from '@garden/contract';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../integrations/payments';
import { ApiError } from '../../platform/api-error';
import type { IdempotencyClaim } from '../../platform/idempotency';
import { alreadyPaid, payForOrder, type PayRequest } from '../payments/index';
import { type PlacedOrderIds, type PlaceOrderInput, placeOrders } from './placement';

/** The payment asked for with the placement; without `payId` the order waits for its payment page. */
export type PaymentAsked = Omit<PayRequest, 'orderId' | 'payId'> & { payId?: number };

/**
 * Places the orders once per retry key, then pays them if asked. A claim taken over from a process that
 * died after committing answers the orders it recorded (the cart may be empty and the stock gone by now),
 * and `order` is not called; otherwise `order` reads what to place and the placement runs under the claim,
 * recording its orders on the key.
 */
export async function placeAndPay(
  db: Database,
  provider: PaymentProvider,
  claim: IdempotencyClaim | undefined,
  payment: PaymentAsked,
  order: () => Promise<Omit<PlaceOrderInput, 'claim'>>,
): Promise<PlacedOrder> {
  const placed = claim?.placed ?? (await placeOrders(db, { ...(await order()), claim }));
  return payIfAsked(db, provider, placed, payment);
}

/**
 * The place-order reply: with `pay_id` (the payment page placing the order, shopping §7) the payment
 * starts at once and its `sign` comes along. The order stands whatever the payment says, so a refused
 * payment (a short card balance) still answers the order, with the refusal in `pay_msg` for the page to
 * show before it offers the order's own payment page; an order the balance paid in full answers `paid` 1.
 */
async function payIfAsked(db: Database, provider: PaymentProvider, placed: PlacedOrderIds, request: PaymentAsked): Promise<PlacedOrder> {
  const unpaid: PlacedOrder = { ...placed, sign: null, paid: 0, pay_msg: '' };
  if (!request.payId) return unpaid;
  try {
    const paid = await payForOrder(db, provider, { ...request, payId: request.payId, orderId: placed.order_id });
    return { ...unpaid, sign: paid.sign, paid: paid.paid };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.code === alreadyPaid().code ? { ...unpaid, paid: 1 } : { ...unpaid, pay_msg: error.msg };
  }
}
