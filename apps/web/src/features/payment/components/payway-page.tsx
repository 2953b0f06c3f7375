import {
  ALREADY_PAID,
  ALREADY_PAID_CODE,
  checkBlackFivePayment,
  FOLLOW_UP_DELAY_MS,
  ORDER_CLOSED_GOING_HOME,
  PAY_IDS,
  payMethodName,
  validatePayMethod,
} from '@garden/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { usePayStatus } from '../api/get-pay-status';
import type { MemberCard } from '../api/get-member-cards';
import { usePayOrder, type PayId } from '../api/pay-order';
import { formatMinutesSeconds, useCountdown } from '../../../hooks/use-countdown';
import { useFollowPayment, type PaywayExits } from '../hooks/follow-payment';
import './payment.css';

/** A method on the page: Alipay, WeChat, or one member card. */
export interface PayMethod {
  payId: PayId;
  cardNumber?: number;
}

/**
 * Choosing how to pay (shopping §2 payway): the amount, Alipay, WeChat and the member cards with their
 * balances, and `请选择支付方式！` when none is chosen. What paying does is the caller's: pay an order,
 * or place the checkout with the chosen method (`from=1`). With `onPayByBalance` the balance covers it
 * all: there is no method to choose, only the confirmation. A black-five order (`isBlack`) offers card 2
 * alone, the only method it accepts (domain `checkBlackFivePayment`).
 */
export function PaywayPage({
  title,
  payMoney,
  countdown,
  cards,
  isBlack = false,
  disabled,
  onPay,
  onPayByBalance,
  onChoose,
}: {
  title: string;
  /** The amount the order page computed (shopping §2 payway pay_money). */
  payMoney?: string;
  countdown?: ReactNode;
  cards: MemberCard[];
  /** The order takes the black-five discount: card 2 pays it. */
  isBlack?: boolean;
  disabled: boolean;
  onPay: (method: PayMethod) => void;
  onPayByBalance?: () => void;
  /** Told of every method the shopper picks, before paying. */
  onChoose?: (method: PayMethod) => void;
}) {
  const [method, setMethod] = useState<PayMethod | null>(null);
  const choose = (choice: PayMethod) => {
    setMethod(choice);
    onChoose?.(choice);
  };

  const submit = () => {
    const refusal = validatePayMethod(method?.payId);
    if (refusal) return showToast(refusal);
    if (method) onPay(method);
  };

  const option = (label: string, choice: PayMethod, note?: string) => {
    if (!checkBlackFivePayment(isBlack, choice).ok) return null;
    const chosen = method?.payId === choice.payId && method.cardNumber === choice.cardNumber;
    return (
      <li key={`${choice.payId}-${choice.cardNumber ?? ''}`}>
        <button type="button" className="pay-option" aria-pressed={chosen} onClick={() => choose(choice)}>
          <strong>{label}</strong>
          {note && <small>{note}</small>}
        </button>
      </li>
    );
  };

  return (
    <div className="page payway-page">
      <section className="pay-summary">
        <h1 className="list-title">{title}</h1>
        {payMoney && (
          <p>
            应付金额 <strong className="pay-summary__amount">¥{payMoney}</strong>
          </p>
        )}
        {countdown}
      </section>
      {onPayByBalance ? (
        <section className="pay-methods" aria-label="余额支付">
          <h2>余额支付</h2>
          <p className="pay-methods__note">余额已抵扣全部应付金额，无需选择支付方式。</p>
          <button type="button" className="pay-submit" disabled={disabled} onClick={onPayByBalance}>
            确认支付
          </button>
        </section>
      ) : (
        <section className="pay-methods" aria-label="支付方式">
          <h2>选择支付方式</h2>
          <ul>
            {option(payMethodName(PAY_IDS.alipay), { payId: PAY_IDS.alipay })}
            {option(payMethodName(PAY_IDS.wechat), { payId: PAY_IDS.wechat })}
            {cards.map((card) => option(card.FName, { payId: PAY_IDS.memberCard, cardNumber: card.FCardNumber }, `余额 ¥${card.FAmtIn}`))}
          </ul>
          <button type="button" className="pay-submit" disabled={disabled} onClick={submit}>
            立即支付
          </button>
        </section>
      )}
    </div>
  );
}

/**
 * Paying a placed order (shopping §2 payway with order_id): a countdown to 60 minutes after add_time
 * (closed at zero, then home), then POST /v2/order/pay; 2040 (already paid) goes to the order.
 */
export function OrderPayway({
  loginKey,
  orderId,
  payMoney,
  cards,
  exits,
}: {
  loginKey: string;
  orderId: number;
  payMoney?: string;
  cards: MemberCard[];
  exits: PaywayExits;
}) {
  const order = usePayStatus(loginKey, orderId);
  const remaining = useCountdown(order.pay_deadline * 1000);
  const pay = usePayOrder();
  const follow = useFollowPayment(exits);
  // Only an unpaid order closes: at the end of its hour, or once the system has closed it (is_delete 1).
  const closed = order.o_status === 0 && (remaining === 0 || order.is_delete === 1);

  useEffect(() => {
    if (!closed) return;
    showToast(ORDER_CLOSED_GOING_HOME);
    const timer = setTimeout(exits.toHome, FOLLOW_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closed, exits.toHome]);

  const submit = (method: PayMethod) =>
    pay.mutate(
      { order_id: orderId, pay_id: method.payId, card_number: method.cardNumber },
      {
        onSuccess: (reply) => follow({ orderId, amount: reply.amount, sign: reply.sign, paid: reply.paid }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === ALREADY_PAID_CODE) {
            showToast(ALREADY_PAID);
            setTimeout(() => exits.toOrder(orderId), FOLLOW_UP_DELAY_MS);
          }
        },
      },
    );

  return (
    <PaywayPage
      title="订单提交成功，请尽快付款！"
      payMoney={payMoney}
      countdown={
        <p className="pay-summary__countdown" aria-live="off">
          请在 <strong>{formatMinutesSeconds(remaining)}</strong> 内完成支付，超时订单将自动取消
        </p>
      }
      cards={cards}
      disabled={closed || pay.isPending}
      onPay={submit}
    />
  );
}
