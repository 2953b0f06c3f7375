import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
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

/** POST /v2/order/pay: starts paying an order; `return_url` brings Alipay back to the order list. */
export function payOrder(key: string, request: PayRequest): Promise<PayReply> {
  return postData<PayReply>('/v2/order/pay', { ...request, key, return_url: '/userOrder' });
}

/** Starts a payment; the caller reacts to 2040 (already paid) and 400 itself. */
export function usePayOrder(key: string) {
  return useMutation({ mutationFn: (request: PayRequest) => payOrder(key, request) });
}
