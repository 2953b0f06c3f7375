import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { EditOrderPage } from '../../features/checkout/components/edit-order-page';
import { memberCardsQueryOptions, useMemberCards } from '../../features/payment/api/get-member-cards';
import { useUserInfo } from '../../lib/auth';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';

/**
 * shopping §2: editOrder is the order confirmation, kept alive: what the shopper chose lives in the
 * checkout draft (`checkOutAll`) and the computed checkout in React Query, so leaving for the
 * address picker and coming back shows the page as it was.
 */
export const Route = createFileRoute('/_account/editOrder')({
  loader: async ({ context: { queryClient } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(memberCardsQueryOptions(key));
  },
  errorComponent: RouteError,
  component: EditOrderRoute,
});

function EditOrderRoute() {
  const key = useLoginKey();
  return <EditOrderScreen loginKey={key} />;
}

function EditOrderScreen({ loginKey }: { loginKey: string }) {
  const cards = useMemberCards(loginKey);
  const { data: user } = useUserInfo();
  const navigate = Route.useNavigate();
  return (
    <EditOrderPage
      loginKey={loginKey}
      balance={user?.info.user_money ?? '0.00'}
      cards={cards.map((card) => ({ cardNumber: card.FCardNumber, name: card.FName, balance: card.FAmtIn }))}
      // Paying before the order exists (shopping §2 payway from=1): the payment page places the draft.
      onSubmit={(draft, payMoney) =>
        void navigate({ to: '/payway', search: { from: 1, once: draft.direct ? 1 : 0, pay_money: payMoney, is_black: draft.isBlack ? 1 : 0 } })
      }
    />
  );
}
