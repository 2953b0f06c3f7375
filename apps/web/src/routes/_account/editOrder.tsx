import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { EditOrderPage } from '../../features/checkout/components/edit-order-page';
import { memberCardsQueryOptions, useMemberCards } from '../../features/payment/api/get-member-cards';
import { appStore } from '../../lib/app-store';
import { useUserInfo } from '../../lib/auth';
import { checkoutDraftAtom, startDirectCheckout } from '../../lib/checkout-hand-over';
import { directBuyOf, sameDirectBuy, type EditOrderSearch } from '../../lib/edit-order-address';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readFlag, readId, readIdList } from '../../lib/search-params';

/**
 * shopping §2: editOrder is the order confirmation, kept alive: what the shopper chose lives in the
 * checkout draft (`checkOutAll`) and the computed checkout in React Query, so leaving for the
 * address picker and coming back shows the page as it was. A direct buy (once=1) names its goods in the
 * address, so a reload or a new tab opens the same checkout, priced again by the server.
 */
export const Route = createFileRoute('/_account/editOrder')({
  validateSearch: (search: Record<string, unknown>): EditOrderSearch => {
    const attrIds = readIdList(search.attr_id);
    return {
      once: readFlag(search.once),
      gshp_id: readId(search.gshp_id),
      number: readId(search.number),
      attr_id: attrIds.length > 0 ? attrIds : undefined,
      delivery_id: readId(search.delivery_id),
      is_dingjin: readFlag(search.is_dingjin),
    };
  },
  beforeLoad: ({ search, preload }) => {
    // An address of other goods than the tab's draft (a new tab, a shared link) starts their checkout.
    const direct = directBuyOf(search);
    if (preload || !direct || sameDirectBuy(appStore.get(checkoutDraftAtom)?.direct, direct)) return;
    appStore.set(startDirectCheckout, direct);
  },
  loader: async ({ context: { queryClient } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(memberCardsQueryOptions(key));
  },
  errorComponent: RouteError,
  component: EditOrderRoute,
});

function EditOrderRoute() {
  const key = useLoginKey();
  const search = Route.useSearch();
  return <EditOrderScreen loginKey={key} brokenDirectBuy={search.once === 1 && !directBuyOf(search)} />;
}

function EditOrderScreen({ loginKey, brokenDirectBuy }: { loginKey: string; brokenDirectBuy: boolean }) {
  const cards = useMemberCards(loginKey);
  const { data: user } = useUserInfo();
  const navigate = Route.useNavigate();
  return (
    <EditOrderPage
      loginKey={loginKey}
      brokenDirectBuy={brokenDirectBuy}
      balance={user?.info.user_money ?? '0.00'}
      cards={cards.map((card) => ({ cardNumber: card.FCardNumber, name: card.FName, balance: card.FAmtIn }))}
      // Paying before the order exists (shopping §2 payway from=1): the payment page places the draft.
      onSubmit={(draft, payMoney) =>
        void navigate({ to: '/payway', search: { from: 1, once: draft.direct ? 1 : 0, pay_money: payMoney, is_black: draft.isBlack ? 1 : 0 } })
      }
    />
  );
}
