import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { CardsPage } from '../../features/account/components/cards-page';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { useMemberCards } from '../../features/payment/api/get-member-cards';
import { useUserInfo } from '../../lib/auth';
import { useLoginKey } from '../../lib/request-scope';

// shopping §2: userCard lists the bound member cards (the payment page's call, GET /v2/user/vipCard).
export const Route = createFileRoute('/_account/userCard')({
  errorComponent: RouteError,
  component: UserCardRoute,
});

function UserCardRoute() {
  const key = useLoginKey();
  const cards = useMemberCards(key);
  const { data } = useUserInfo();
  return (
    <AccountLayout>
      <CardsPage cards={cards} grade={data?.info.u_grade ?? -1} />
    </AccountLayout>
  );
}
