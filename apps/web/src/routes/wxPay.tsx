import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { SignInRequired } from '../components/sign-in-required';
import { WxPayPage } from '../features/payment/components/wx-pay-page';
import { wxPaymentAtom } from '../features/payment/hooks/wx-pay';
import { useRequestScope } from '../lib/request-scope';
import { readText } from '../lib/search-params';

interface WxPaySearch {
  from?: string;
}

// shopping §2: wxPay takes `from`; the payment itself was handed over by /payway.
export const Route = createFileRoute('/wxPay')({
  validateSearch: (search: Record<string, unknown>): WxPaySearch => ({ from: readText(search.from) }),
  component: WxPayRoute,
});

function WxPayRoute() {
  const { key } = useRequestScope();
  const payment = useAtomValue(wxPaymentAtom);
  const navigate = Route.useNavigate();
  const toOrders = useCallback(() => void navigate({ to: '/userOrder' }), [navigate]);
  if (!key) return <SignInRequired />;
  if (!payment) return <Navigate to="/index" replace />;
  return <WxPayPage loginKey={key} payment={payment} onPaid={toOrders} />;
}
