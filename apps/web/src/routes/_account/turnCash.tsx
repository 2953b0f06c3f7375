import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { WithdrawalPage } from '../../features/account/components/withdrawal-page';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

// shopping §2: turnCash is the withdrawal form and history; the page number sits in the address.
export const Route = createFileRoute('/_account/turnCash')({
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
      <WithdrawalPage loginKey={key} page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />
    </AccountLayout>
  );
}
