import { createFileRoute, redirect } from '@tanstack/react-router';
import { goodsCouponsQueryOptions } from '../features/goods/api/get-goods-coupons';
import { goodsInfoQueryOptions } from '../features/goods/api/get-goods-info';
import { GoodsDetailPage } from '../features/goods/components/goods-detail-page';
import { GoodsDetailSkeleton } from '../features/goods/components/goods-detail-skeleton';
import type { GoodsTab } from '../features/goods/components/goods-tabs';
import { ReviewsPanel } from '../features/reviews/components/reviews-panel';
import { readRequestScope } from '../lib/request-scope';
import { readChoice, readId } from '../lib/search-params';
import { RouteError } from '../components/route-error';

interface GoodDetailSearch {
  gshp_id: number;
  bc_id?: number;
  fv_id?: number;
  tab?: GoodsTab;
}

// storefront §2: goodDetail takes gshp_id, bc_id, fv_id; `tab` keeps the open tab in the address.
export const Route = createFileRoute('/goodDetail')({
  validateSearch: (search: Record<string, unknown>): GoodDetailSearch => ({
    gshp_id: readId(search.gshp_id) ?? 0,
    bc_id: readId(search.bc_id),
    fv_id: readId(search.fv_id),
    tab: readChoice<GoodsTab>(search.tab, [0, 1, 2], 0) || undefined,
  }),
  beforeLoad: ({ search }) => {
    if (search.gshp_id === 0) throw redirect({ to: '/index', replace: true });
  },
  loaderDeps: ({ search: { gshp_id, bc_id, fv_id } }) => ({ gshp_id, bc_id, fv_id }),
  loader: async ({ context: { queryClient }, deps }) => {
    const scope = readRequestScope();
    const goods = await queryClient.ensureQueryData(goodsInfoQueryOptions(deps, scope));
    // The coupons start as soon as the goods are known; the page shows them without waiting twice.
    void queryClient.prefetchQuery(goodsCouponsQueryOptions(goods.gsup_id, scope));
  },
  pendingComponent: GoodsDetailSkeleton,
  errorComponent: RouteError,
  component: GoodDetailRoute,
});

function GoodDetailRoute() {
  const { gshp_id, bc_id, fv_id, tab = 0 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GoodsDetailPage
      params={{ gshp_id, bc_id, fv_id }}
      tab={tab}
      onTabChange={(next) => void navigate({ search: (previous) => ({ ...previous, tab: next || undefined }), replace: true, resetScroll: false })}
      reviews={<ReviewsPanel gshpId={gshp_id} />}
    />
  );
}
