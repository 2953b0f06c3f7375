import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { CouponsPage } from '../../features/account/components/coupons-page';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { useLoginKey } from '../../lib/request-scope';
import { readChoice, readId } from '../../lib/search-params';

interface CouponSearch {
  tab?: 0 | 1;
  page?: number;
}

// shopping §2: coupon takes no parameters; the tab and page sit in the address so back and reload keep them.
export const Route = createFileRoute('/_account/coupon')({
  validateSearch: (search: Record<string, unknown>): CouponSearch => ({
    tab: readChoice<0 | 1>(Number(search.tab), [0, 1], 0),
    page: readId(search.page),
  }),
  errorComponent: RouteError,
  component: CouponRoute,
});

function CouponRoute() {
  const key = useLoginKey();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountLayout>
      <CouponsPage loginKey={key} tab={search.tab ?? 0} page={search.page ?? 1} onChange={(next) => void navigate({ search: next })} />
    </AccountLayout>
  );
}
