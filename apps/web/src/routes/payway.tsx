import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RouteError } from '../components/route-error';
import { SignInRequired } from '../components/sign-in-required';
import { memberCardsQueryOptions, useMemberCards } from '../features/payment/api/get-member-cards';
import { payStatusQueryOptions } from '../features/payment/api/get-pay-status';
import { PaywayPage, type PaywayExits } from '../features/payment/components/payway-page';
import { readRequestScope, useRequestScope } from '../lib/request-scope';
import { readId, readText } from '../lib/search-params';

interface PaywaySearch {
  order_id: number;
  pay_money?: string;
}

// shopping §2: payway takes the order_id of the order (or the father of split orders) to pay, and pay_money.
export const Route = createFileRoute('/payway')({
  validateSearch: (search: Record<string, unknown>): PaywaySearch => ({
    order_id: readId(search.order_id) ?? 0,
    pay_money: readText(search.pay_money),
  }),
  beforeLoad: ({ search }) => {
    if (search.order_id === 0) throw redirect({ to: '/index', replace: true });
  },
  loaderDeps: ({ search: { order_id } }) => ({ order_id }),
  loader: async ({ context: { queryClient }, deps: { order_id } }) => {
    const { key } = readRequestScope();
    if (!key) return;
    await Promise.all([
      queryClient.ensureQueryData(payStatusQueryOptions(key, order_id)),
      queryClient.ensureQueryData(memberCardsQueryOptions(key)),
    ]);
  },
  errorComponent: RouteError,
  component: PaywayRoute,
});

function PaywayRoute() {
  const { key } = useRequestScope();
  const { order_id, pay_money } = Route.useSearch();
  if (!key) return <SignInRequired />;
  return <PaywayScreen loginKey={key} orderId={order_id} payMoney={pay_money} />;
}

function PaywayScreen({ loginKey, orderId, payMoney }: { loginKey: string; orderId: number; payMoney?: string }) {
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
  return <PaywayPage loginKey={loginKey} orderId={orderId} payMoney={payMoney} cards={cards} exits={exits} />;
}
