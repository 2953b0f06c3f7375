import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import type { PaymentSign } from '../../../lib/payment-sign';

/** Pay ids the server knows (shopping §9): 8 member card, 15 Alipay, 16 WeChat. */
export type PayId = 8 | 15 | 16;

/** The payment request (shopping §7 "The payment page adds pay_id, card_number, return_url"). */
export interface PayRequest {
  order_id: number;
  pay_id: PayId;
  card_number?: number;
}

/** The reply: Alipay's cashier address or WeChat's code_url; a card payment is done at once (`paid` 1). */
export interface PayReply {
  order_id: number;
  pay_id: number;
  /** The amount charged, in yuan. */
  amount: string;
  sign: PaymentSign;
  paid: 0 | 1;
}

/** POST /v2/order/pay: starts paying an order; `return_url` brings Alipay back to the order list. */
export function payOrder(key: string, request: PayRequest): Promise<PayReply> {
  return postData<PayReply>('/v2/order/pay', { ...request, key, return_url: '/userOrder' });
}

/** Starts a payment; the caller reacts to 2040 (already paid) and 400 itself. */
export function usePayOrder(key: string) {
  return useMutation({ mutationFn: (request: PayRequest) => payOrder(key, request) });
}
