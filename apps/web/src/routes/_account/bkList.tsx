import { createFileRoute } from '@tanstack/react-router';
import { TRADERS_ONLY } from '@garden/domain';
import { RouteError } from '../../components/route-error';
import { QuoteListPage } from '../../features/trade-catalogue/components/quote-list';
import { useUserInfo } from '../../lib/auth';
import { useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

// shopping §2: bkList, the trader's quotation list; signed out, the login dialog opens (the _account layout).
export const Route = createFileRoute('/_account/bkList')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: readId(search.page) }),
  errorComponent: RouteError,
  component: () => {
    const key = useLoginKey();
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    const user = useUserInfo().data;
    if (!user) return null;
    if (!user.info.is_trader) return <p className="page goods-grid__empty">{TRADERS_ONLY}</p>;
    return <QuoteListPage traderKey={key} page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />;
  },
});
