import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { BalancePageView } from '../../features/account/components/balance-page';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

// shopping §2: myBalance shows the balance and its ledger; the page number sits in the address.
export const Route = createFileRoute('/_account/myBalance')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: readId(search.page) }),
  errorComponent: RouteError,
  component: PageRoute,
});

function PageRoute() {
  const key = useLoginKey();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountLayout>
      <BalancePageView loginKey={key} page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />
    </AccountLayout>
  );
}
