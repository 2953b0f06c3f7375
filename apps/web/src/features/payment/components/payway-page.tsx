import { ALREADY_PAID, FOLLOW_UP_DELAY_MS, ORDER_CLOSED_GOING_HOME, PAY_IDS, validatePayMethod } from '@garden/domain';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { usePayStatus } from '../api/get-pay-status';
import type { MemberCard } from '../api/get-member-cards';
import { usePayOrder, type PayId } from '../api/pay-order';
import { formatMinutesSeconds, useCountdown } from '../../../hooks/use-countdown';
import { wxPaymentAtom } from '../hooks/wx-pay';
import './payment.css';

/** Where the payment page sends the shopper next. */
export interface PaywayExits {
  /** Alipay: follow the cashier's address (the sandbox cashier page). */
  toCashier: (url: string) => void;
  toWxPay: () => void;
  /** Paid (by card, or 2040 already paid): the order's detail. */
  toOrder: (orderId: number) => void;
  toHome: () => void;
}

/** A method on the page: Alipay, WeChat, or one member card. */
type Method = { payId: PayId; cardNumber?: number };

// shopping §8: 2040 means the amount is already paid and counts as success.
const ALREADY_PAID_CODE = 2040;

/**
 * Choosing how to pay (shopping §2 payway): a countdown to 60 minutes after add_time (closed at zero,
 * then home), Alipay, WeChat and the member cards with their balances, `请选择支付方式！`.
 */
export function PaywayPage({
  loginKey,
  orderId,
  payMoney,
  cards,
  exits,
}: {
  loginKey: string;
  orderId: number;
  /** The amount the order page computed, when it sent the shopper here (shopping §2 payway pay_money). */
  payMoney?: string;
  cards: MemberCard[];
  exits: PaywayExits;
}) {
  const order = usePayStatus(loginKey, orderId);
  const remaining = useCountdown(order.pay_deadline * 1000);
  const [method, setMethod] = useState<Method | null>(null);
  const pay = usePayOrder(loginKey);
  const setWxPayment = useSetAtom(wxPaymentAtom);
  // Only an unpaid order closes: at the end of its hour, or once the system has closed it (is_delete 1).
  const closed = order.o_status === 0 && (remaining === 0 || order.is_delete === 1);

  useEffect(() => {
    if (!closed) return;
    showToast(ORDER_CLOSED_GOING_HOME);
    const timer = setTimeout(exits.toHome, FOLLOW_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closed, exits.toHome]);

  const submit = () => {
    const refusal = validatePayMethod(method?.payId);
    if (refusal) return showToast(refusal);
    if (!method) return;
    pay.mutate(
      { order_id: orderId, pay_id: method.payId, card_number: method.cardNumber },
      {
        onSuccess: (reply) => {
          if (reply.sign && 'redirect_url' in reply.sign) return exits.toCashier(reply.sign.redirect_url);
          if (reply.sign && 'code_url' in reply.sign) {
            setWxPayment({ orderId, codeUrl: reply.sign.code_url, amount: reply.amount });
            return exits.toWxPay();
          }
          exits.toOrder(orderId);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ALREADY_PAID_CODE) {
            showToast(ALREADY_PAID);
            setTimeout(() => exits.toOrder(orderId), FOLLOW_UP_DELAY_MS);
          }
        },
      },
    );
  };

  const option = (label: string, choice: Method, note?: string) => {
    const chosen = method?.payId === choice.payId && method.cardNumber === choice.cardNumber;
    return (
      <li key={`${choice.payId}-${choice.cardNumber ?? ''}`}>
        <button type="button" className="pay-option" aria-pressed={chosen} onClick={() => setMethod(choice)}>
          <strong>{label}</strong>
          {note && <small>{note}</small>}
        </button>
      </li>
    );
  };

  return (
    <div className="page payway-page">
      <section className="pay-summary">
        <h1 className="list-title">订单提交成功，请尽快付款！</h1>
        {payMoney && (
          <p>
            应付金额 <strong className="pay-summary__amount">¥{payMoney}</strong>
          </p>
        )}
        <p className="pay-summary__countdown" aria-live="off">
          请在 <strong>{formatMinutesSeconds(remaining)}</strong> 内完成支付，超时订单将自动取消
        </p>
      </section>
      <section className="pay-methods" aria-label="支付方式">
        <h2>选择支付方式</h2>
        <ul>
          {option('支付宝', { payId: PAY_IDS.alipay })}
          {option('微信支付', { payId: PAY_IDS.wechat })}
          {cards.map((card) => option(card.FName, { payId: PAY_IDS.memberCard, cardNumber: card.FCardNumber }, `余额 ¥${card.FAmtIn}`))}
        </ul>
        <button type="button" className="pay-submit" disabled={closed || pay.isPending} onClick={submit}>
          立即支付
        </button>
      </section>
    </div>
  );
}
