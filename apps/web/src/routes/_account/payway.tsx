import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RouteError } from '../../components/route-error';
import { memberCardsQueryOptions, useMemberCards } from '../../features/payment/api/get-member-cards';
import { payStatusQueryOptions } from '../../features/payment/api/get-pay-status';
import { OrderPayway } from '../../features/payment/components/payway-page';
import type { PaywayExits } from '../../features/payment/hooks/follow-payment';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readFlag, readId, readText } from '../../lib/search-params';
import { DraftPayway } from '../-components/draft-payway';

interface PaywaySearch {
  order_id?: number;
  /** 1: paying before the order exists; the order page's draft is placed with the chosen method. */
  from?: 1;
  /** 1 direct buy, 0 cart (as the draft says; kept in the address as the spec's route has it). */
  once?: 0 | 1;
  pay_money?: string;
  is_black?: 0 | 1;
}

// shopping §2: payway takes the order_id of the order (or the father of split orders) to pay; or
// from=1 with once, pay_money and is_black when the order page sends its draft to be paid and placed.
export const Route = createFileRoute('/_account/payway')({
  validateSearch: (search: Record<string, unknown>): PaywaySearch => ({
    order_id: readId(search.order_id),
    from: readFlag(search.from) === 1 ? 1 : undefined,
    once: readFlag(search.once),
    pay_money: readText(search.pay_money),
    is_black: readFlag(search.is_black),
  }),
  beforeLoad: ({ search }) => {
    if (!search.order_id && search.from !== 1) throw redirect({ to: '/index', replace: true });
  },
  loaderDeps: ({ search: { order_id } }) => ({ order_id }),
  loader: async ({ context: { queryClient }, deps: { order_id } }) => {
    const { key } = readRequestScope();
    if (!key) return;
    await Promise.all([
      order_id ? queryClient.ensureQueryData(payStatusQueryOptions(key, order_id)) : undefined,
      queryClient.ensureQueryData(memberCardsQueryOptions(key)),
    ]);
  },
  errorComponent: RouteError,
  component: PaywayRoute,
});

function PaywayRoute() {
  const key = useLoginKey();
  const { order_id, pay_money } = Route.useSearch();
  return <PaywayScreen loginKey={key} orderId={order_id} payMoney={pay_money} />;
}

function PaywayScreen({ loginKey, orderId, payMoney }: { loginKey: string; orderId?: number; payMoney?: string }) {
  const cards = useMemberCards(loginKey);
  const router = useRouter();
  const exits = useMemo<PaywayExits>(
    () => ({
      toCashier: (url) => window.location.assign(url),
      toWxPay: () => void router.navigate({ to: '/wxPay' }),
      toOrder: (id) => void router.navigate({ to: '/orderDetail', search: { id } }),
      toHome: () => void router.navigate({ to: '/index' }),
    }),
    [router],
  );
  if (orderId) return <OrderPayway loginKey={loginKey} orderId={orderId} payMoney={payMoney} cards={cards} exits={exits} />;
  return (
    <DraftPayway
      loginKey={loginKey}
      payMoney={payMoney}
      cards={cards}
      exits={exits}
      // The order stands though its payment was refused: it is paid from its own payment page.
      toPlacedOrder={(id) => void router.navigate({ to: '/payway', search: { order_id: id, pay_money: payMoney }, replace: true })}
      // A refused placement: the order page asks the checkout again and says why.
      toCheckout={(search) => void router.navigate({ to: '/editOrder', search, replace: true })}
    />
  );
}
