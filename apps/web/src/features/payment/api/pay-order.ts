import { endpoints } from '@garden/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PayResult as PayReply } from '@garden/contract';

export type { PayReply };

/** Pay ids the server knows (shopping §9): 8 member card, 15 Alipay, 16 WeChat. */
export type PayId = 8 | 15 | 16;

/** The payment request (shopping §7 "The payment page adds pay_id, card_number, return_url"). */
export interface PayRequest {
  order_id: number;
  pay_id: PayId;
  card_number?: number;
}

/** POST /v2/order/pay: starts paying an order (the login key in the header); `return_url` brings Alipay back to the order list. */
export function payOrder(request: PayRequest): Promise<PayReply> {
  return call(endpoints.payOrder, { ...request, return_url: '/userOrder' });
}

/** Starts a payment; the caller reacts to 2040 (already paid) and 400 itself. */
export function usePayOrder() {
  return useMutation({ mutationFn: payOrder });
}
