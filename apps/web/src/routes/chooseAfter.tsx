import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInRequired } from '../components/sign-in-required';
import { ChooseAfterPage } from '../features/after-sales/components/choose-after-page';
import { useRequestScope } from '../lib/request-scope';
import { readId } from '../lib/search-params';

interface ChooseAfterSearch {
  id: number;
}

// shopping §2: chooseAfter takes the order's id.
export const Route = createFileRoute('/chooseAfter')({
  validateSearch: (search: Record<string, unknown>): ChooseAfterSearch => ({ id: readId(search.id) ?? 0 }),
  beforeLoad: ({ search }) => {
    if (search.id === 0) throw redirect({ to: '/userOrder', replace: true });
  },
  component: ChooseAfterRoute,
});

function ChooseAfterRoute() {
  const { key } = useRequestScope();
  const { id } = Route.useSearch();
  if (!key) return <SignInRequired />;
  return <ChooseAfterPage orderId={id} />;
}
