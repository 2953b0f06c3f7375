import { PAY_SUCCEEDED } from '@garden/domain';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { PaymentSign } from '../../../lib/payment-sign';
import { showToast } from '../../../lib/toast';
import { wxPaymentAtom } from './wx-pay';

/** Where the payment pages send the shopper next. */
export interface PaywayExits {
  /** Alipay: follow the cashier's address (the sandbox cashier page). */
  toCashier: (url: string) => void;
  toWxPay: () => void;
  /** Paid (by card or balance, or 2040 already paid): the order's detail. */
  toOrder: (orderId: number) => void;
  toHome: () => void;
}

/** A payment that has started, as the payment call and the place-order call with `pay_id` answer it. */
interface StartedPayment {
  orderId: number;
  /** The amount to pay, in yuan, for the WeChat page. */
  amount: string;
  sign: PaymentSign | null;
  /** 1 when nothing is left to pay (member card, or the balance covered it). */
  paid: 0 | 1;
}

/** Follows a started payment: Alipay's cashier, WeChat's QR page, or, paid already, 支付成功 and the order. */
export function useFollowPayment(exits: PaywayExits) {
  const setWxPayment = useSetAtom(wxPaymentAtom);
  return useCallback(
    ({ orderId, amount, sign, paid }: StartedPayment) => {
      if (paid === 0 && sign && 'redirect_url' in sign) return exits.toCashier(sign.redirect_url);
      if (paid === 0 && sign && 'code_url' in sign) {
        setWxPayment({ orderId, codeUrl: sign.code_url, amount });
        return exits.toWxPay();
      }
      showToast(PAY_SUCCEEDED);
      exits.toOrder(orderId);
    },
    [exits, setWxPayment],
  );
}
