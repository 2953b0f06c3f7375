import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { RouteError } from '../../components/route-error';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

/** What a paged account page takes: the shopper's key, the page in the address and how to move to another. */
interface PagedAccountViewProps {
  loginKey: string;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The options of an account route whose page number sits in the address (shopping §2: myBalance,
 * turnCash, myCollect): `?page=` read as a positive id, the account layout around the view, and a
 * move to another page written back to the address.
 */
export function pagedAccountRoute(View: ComponentType<PagedAccountViewProps>) {
  function PagedAccountRoute() {
    const key = useLoginKey();
    const { page } = useSearch({ strict: false });
    const navigate = useNavigate();
    return (
      <AccountLayout>
        <View loginKey={key} page={page ?? 1} onPage={(next) => void navigate({ to: '.', search: { page: next } })} />
      </AccountLayout>
    );
  }
  return {
    validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: readId(search.page) }),
    errorComponent: RouteError,
    component: PagedAccountRoute,
  };
}
