import { COUPON_TAKEN, COUPON_UNAVAILABLE, needsPaymentMethod, PAY_IDS } from '@garden/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { checkoutQueryOptions, checkoutRequestOf } from '../../features/checkout/api/get-checkout';
import { usePlaceOrder } from '../../features/checkout/api/place-order';
import type { MemberCard } from '../../features/payment/api/get-member-cards';
import { PaywayPage, type PayMethod } from '../../features/payment/components/payway-page';
import { useFollowPayment, type PaywayExits } from '../../features/payment/hooks/follow-payment';
import { ApiError } from '../../lib/api-error';
import { checkoutDraftAtom, type CheckoutDraft } from '../../lib/checkout-hand-over';
import { editOrderSearchOf, type EditOrderSearch } from '../../lib/edit-order-address';
import { queryKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toast';

// Alipay's cashier brings the shopper back to the order list (shopping §7 return_url).
const RETURN_URL = '/userOrder';

/**
 * /payway?from=1 (shopping §2, §7): paying before the order exists. The order page's draft is placed
 * with the chosen pay_id (and card_number for a member card) when the shopper pays; the reply's `sign`
 * leads on as for a placed order. Each attempt sends one idempotency key: a double click, or a retry
 * after the reply was lost on the network, is answered with the first order (shopping §7 "Place order").
 * A placement the server refuses (a coupon taken, a price or the stock changed since the order page:
 * it never charges more than the shopper confirmed) goes back to the order page with the reason.
 */
interface DraftPaywayProps {
  loginKey: string;
  payMoney?: string;
  cards: MemberCard[];
  exits: PaywayExits;
  /** The order was placed but its payment refused: pay it on its own payment page. */
  toPlacedOrder: (orderId: number) => void;
  /** The placement was refused: back to the order page (at its address), which asks the checkout again. */
  toCheckout: (search: EditOrderSearch) => void;
}

export function DraftPayway(props: DraftPaywayProps) {
  // The draft this page was opened with: it is forgotten once placed, while the page is still leaving.
  const store = useStore();
  const [draft] = useState(() => store.get(checkoutDraftAtom));
  if (!draft) return <Navigate to="/editOrder" replace />;
  return <PlaceDraft {...props} draft={draft} />;
}

function PlaceDraft({ loginKey, draft, payMoney, cards, exits, toPlacedOrder, toCheckout }: DraftPaywayProps & { draft: CheckoutDraft }) {
  const setDraft = useSetAtom(checkoutDraftAtom);
  const queryClient = useQueryClient();
  const place = usePlaceOrder(loginKey);
  // A retry after a network error reuses the attempt's key (the first request may have placed the
  // order); once the server has answered a refusal, the next attempt is a new request with a new key.
  const [attemptKey, setAttemptKey] = useState(draft.idempotencyKey);
  // A refusal of the placement itself (400, 409; the server wrote nothing) is the order page's to answer:
  // it shows why above the checkout asked again, with the coupons re-picked when the chosen one is gone.
  const renewAfterRefusal = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    setAttemptKey(crypto.randomUUID());
    if (error.code !== 400 && error.code !== 409) return;
    const couponGone = error.msg === COUPON_TAKEN || error.msg === COUPON_UNAVAILABLE;
    setDraft({
      ...draft,
      refusal: error.msg,
      confirmed: undefined,
      ...(couponGone ? { bonusIds: {}, bonusShipIds: {} } : {}),
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.checkout.all(loginKey, draft.idempotencyKey) });
    toCheckout(editOrderSearchOf(draft.direct));
  };
  const follow = useFollowPayment(exits);
  // Paying by a member card prices the order with that card (the place call's one card_number), so a
  // card other than the order page's asks the server for the amount it will charge.
  const [pricingCard, setPricingCard] = useState(draft.cardNumber);
  const repricing = pricingCard !== draft.cardNumber;
  const repriced = useQuery({
    ...checkoutQueryOptions(loginKey, draft.idempotencyKey, { ...checkoutRequestOf(draft), cardNumber: pricingCard }),
    enabled: repricing,
  });
  const amount = repricing ? repriced.data?.pay_money : payMoney;
  // The amounts the shopper confirms: the order page's, or those of the card picked here.
  const confirmed = repricing ? repriced.data && { order_amount: repriced.data.order_amount, pay_money: repriced.data.pay_money } : draft.confirmed;
  const attempt = { ...draft, idempotencyKey: attemptKey, confirmed };
  const choose = (method: PayMethod) => setPricingCard(method.payId === PAY_IDS.memberCard ? method.cardNumber : draft.cardNumber);

  const pay = (method: PayMethod) =>
    place.mutate(
      { draft: attempt, payment: { pay_id: method.payId, card_number: method.cardNumber, return_url: RETURN_URL } },
      {
        onError: renewAfterRefusal,
        onSuccess: (placed) => {
          setDraft(null);
          if (placed.pay_msg) {
            showToast(placed.pay_msg);
            return toPlacedOrder(placed.order_id);
          }
          follow({ orderId: placed.order_id, amount: amount ?? '', sign: placed.sign, paid: placed.paid });
        },
      },
    );

  // The balance covers it all: the order is paid as it is placed, and its detail says so (or, had the
  // balance changed since the order page, offers to pay the rest).
  const payByBalance = () =>
    place.mutate(
      { draft: attempt, payment: { return_url: RETURN_URL } },
      {
        onError: renewAfterRefusal,
        onSuccess: (placed) => {
          setDraft(null);
          exits.toOrder(placed.order_id);
        },
      },
    );

  const byBalance = !needsPaymentMethod(payMoney);
  return (
    <PaywayPage
      title={byBalance ? '确认支付' : '请选择支付方式'}
      payMoney={amount}
      cards={cards}
      isBlack={draft.isBlack}
      disabled={place.isPending || place.isSuccess || (repricing && amount === undefined)}
      onPay={pay}
      onPayByBalance={byBalance ? payByBalance : undefined}
      onChoose={choose}
    />
  );
}
