import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { RouteError } from '../components/route-error';
import { spuQueryOptions } from '../features/trade-catalogue/api/catalogue-calls';
import { SpuDetail } from '../features/trade-catalogue/components/spu-detail';
import { useUserInfo } from '../lib/auth';
import { useRequestScope } from '../lib/request-scope';
import { readId } from '../lib/search-params';

// shopping §2: bkGoodDetail takes id (the plant).
export const Route = createFileRoute('/bkGoodDetail')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: readId(search.id) }),
  errorComponent: RouteError,
  component: () => {
    const { id } = Route.useSearch();
    const { key } = useRequestScope();
    const { data } = useQuery({ ...spuQueryOptions(id ?? 0, key), enabled: Boolean(id) });
    const user = useUserInfo().data;
    if (!id) return <Navigate to="/bkHome" replace />;
    // The add-to-list actions are for traders only (shopping §2 "Catalogue").
    const traderKey = key && user?.info.is_trader ? key : null;
    return data ? <SpuDetail spu={data} traderKey={traderKey} /> : null;
  },
});
