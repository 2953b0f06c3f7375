import { needsPaymentMethod } from '@garden/domain';
import { Navigate } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { usePlaceOrder } from '../../features/checkout/api/place-order';
import type { MemberCard } from '../../features/payment/api/get-member-cards';
import { PaywayPage, type PayMethod } from '../../features/payment/components/payway-page';
import { useFollowPayment, type PaywayExits } from '../../features/payment/hooks/follow-payment';
import { checkoutDraftAtom } from '../../lib/checkout-hand-over';
import { showToast } from '../../lib/toast';

// Alipay's cashier brings the shopper back to the order list (shopping §7 return_url).
const RETURN_URL = '/userOrder';

/**
 * /payway?from=1 (shopping §2, §7): paying before the order exists. The order page's draft is placed
 * with the chosen pay_id (and card_number for a member card) when the shopper pays; the reply's `sign`
 * leads on as for a placed order. The draft's idempotency key makes a double click one order.
 */
export function DraftPayway({
  loginKey,
  payMoney,
  cards,
  exits,
  toPlacedOrder,
}: {
  loginKey: string;
  payMoney?: string;
  cards: MemberCard[];
  exits: PaywayExits;
  /** The order was placed but its payment refused: pay it on its own payment page. */
  toPlacedOrder: (orderId: number) => void;
}) {
  // The draft this page was opened with: it is forgotten once placed, while the page is still leaving.
  const store = useStore();
  const [draft] = useState(() => store.get(checkoutDraftAtom));
  const forgetDraft = useSetAtom(checkoutDraftAtom);
  const place = usePlaceOrder(loginKey);
  const follow = useFollowPayment(exits);
  if (!draft) return <Navigate to="/editOrder" replace />;

  const pay = (method: PayMethod) =>
    place.mutate(
      { draft, payment: { pay_id: method.payId, card_number: method.cardNumber, return_url: RETURN_URL } },
      {
        onSuccess: (placed) => {
          forgetDraft(null);
          if (placed.pay_msg) {
            showToast(placed.pay_msg);
            return toPlacedOrder(placed.order_id);
          }
          follow({ orderId: placed.order_id, amount: payMoney ?? '', sign: placed.sign, paid: placed.paid });
        },
      },
    );

  // The balance covers it all: the order is paid as it is placed, and its detail says so (or, had the
  // balance changed since the order page, offers to pay the rest).
  const payByBalance = () =>
    place.mutate(
      { draft, payment: { return_url: RETURN_URL } },
      {
        onSuccess: (placed) => {
          forgetDraft(null);
          exits.toOrder(placed.order_id);
        },
      },
    );

  const byBalance = !needsPaymentMethod(payMoney);
  return (
    <PaywayPage
      title={byBalance ? '确认支付' : '请选择支付方式'}
      payMoney={payMoney}
      cards={cards}
      disabled={place.isPending || place.isSuccess}
      onPay={pay}
      onPayByBalance={byBalance ? payByBalance : undefined}
    />
  );
}
