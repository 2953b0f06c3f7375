import { Button, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MemberCards } from '../../../features/money/components/member-cards';
import { ShopperLedger } from '../../../features/money/components/withdrawal-queue';
import { shopperDetailQueryOptions } from '../../../features/shoppers/api/shoppers';
import { ShopperAccount, ShopperHoldings, ShopperOrders } from '../../../features/shoppers/components/shopper-sections';
import { useMe } from '../../../features/session/api/get-me';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';

export const Route = createFileRoute('/_shell/shoppers/$id')({
  loader: ({ context: { queryClient }, params }) =>
    loadWhenPermitted(queryClient, 'shoppers', () => queryClient.ensureQueryData(shopperDetailQueryOptions(Number(params.id)))),
  component: ShopperPage,
});

function ShopperPage() {
  const { id } = Route.useParams();
  return (
    <PermittedPage
      title={`顾客 ${id}`}
      needs="shoppers"
      actions={
        <Button component={Link} to="/shoppers" variant="default">
          返回顾客列表
        </Button>
      }
    >
      {() => <ShopperDetailPage userId={Number(id)} />}
    </PermittedPage>
  );
}

function ShopperDetailPage({ userId }: { userId: number }) {
  const detail = useSuspenseQuery(shopperDetailQueryOptions(userId)).data;
  const { permissions } = useMe();
  // Customer service reads; disabling an account and marking a trade buyer are the shop manager's (permission 'shop').
  const canChange = permissions.includes('shop');
  // Finance (and the manager) works the money: the cards with 发卡 and 充值, and the balance ledger it pays withdrawals by.
  const worksMoney = permissions.includes('withdrawals');
  return (
    <Stack gap="xl">
      <ShopperAccount detail={detail} canChange={canChange} />
      {worksMoney && <MemberCards userId={userId} />}
      {worksMoney && <ShopperLedger userId={userId} mobile={detail.shopper.mobile || `#${userId}`} />}
      <ShopperOrders detail={detail} />
      <ShopperHoldings detail={detail} withCards={!worksMoney} />
    </Stack>
  );
}
