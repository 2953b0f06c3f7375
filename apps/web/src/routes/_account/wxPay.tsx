import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { WxPayPage } from '../../features/payment/components/wx-pay-page';
import { wxPaymentAtom } from '../../features/payment/hooks/wx-pay';
import { useLoginKey } from '../../lib/request-scope';
import { readText } from '../../lib/search-params';

interface WxPaySearch {
  from?: string;
}

// shopping §2: wxPay takes `from`; the payment itself was handed over by /payway.
export const Route = createFileRoute('/_account/wxPay')({
  validateSearch: (search: Record<string, unknown>): WxPaySearch => ({ from: readText(search.from) }),
  component: WxPayRoute,
});

function WxPayRoute() {
  const key = useLoginKey();
  const payment = useAtomValue(wxPaymentAtom);
  const navigate = Route.useNavigate();
  const toOrders = useCallback(() => void navigate({ to: '/userOrder' }), [navigate]);
  if (!payment) return <Navigate to="/index" replace />;
  return <WxPayPage loginKey={key} payment={payment} onPaid={toOrders} />;
}
