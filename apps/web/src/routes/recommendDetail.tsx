import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { FinderDetailPage } from '../features/finder/components/finder-detail';
import { readId } from '../lib/search-params';

// shopping §2 recommendDetail: product_id (with sunshine, list_price, name, plant_properties and
// product_name for the link's own use); the page reads the plant by product_id.
export const Route = createFileRoute('/recommendDetail')({
  validateSearch: (search: Record<string, unknown>) => ({ product_id: readId(search.product_id) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.product_id === 0) throw redirect({ to: '/recommend', replace: true });
  },
  errorComponent: RouteError,
  component: function RecommendDetailRoute() {
    return <FinderDetailPage productId={Route.useSearch().product_id} />;
  },
});
