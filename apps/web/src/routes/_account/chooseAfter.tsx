import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChooseAfterPage } from '../../features/after-sales/components/choose-after-page';
import { readId } from '../../lib/search-params';

interface ChooseAfterSearch {
  id: number;
}

// shopping §2: chooseAfter takes the order's id.
export const Route = createFileRoute('/_account/chooseAfter')({
  validateSearch: (search: Record<string, unknown>): ChooseAfterSearch => ({ id: readId(search.id) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.id === 0) throw redirect({ to: '/userOrder', replace: true });
  },
  component: ChooseAfterRoute,
});

function ChooseAfterRoute() {
  const { id } = Route.useSearch();
  return <ChooseAfterPage orderId={id} />;
}
