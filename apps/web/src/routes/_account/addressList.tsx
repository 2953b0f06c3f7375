import { createFileRoute } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { RouteError } from '../../components/route-error';
import { addressesQueryOptions } from '../../features/address/api/get-addresses';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { AddressListPage } from '../../features/address/components/address-list-page';
import { checkoutDraftAtom } from '../../lib/checkout-hand-over';
import { editOrderSearchOf } from '../../lib/edit-order-address';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

interface AddressListSearch {
  /** Present when the order page opened the list to change the order's address (shopping §2). */
  hasorder?: number;
  page?: number;
}

export const Route = createFileRoute('/_account/addressList')({
  validateSearch: (search: Record<string, unknown>): AddressListSearch => ({ hasorder: readId(search.hasorder), page: readId(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(addressesQueryOptions(key, deps.page));
  },
  errorComponent: RouteError,
  component: AddressListRoute,
});

function AddressListRoute() {
  const { hasorder, page = 1 } = Route.useSearch();
  const key = useLoginKey();
  const navigate = Route.useNavigate();
  const [draft, setDraft] = useAtom(checkoutDraftAtom);
  const onPage = (next: number) => void navigate({ search: (search) => ({ ...search, page: next }) });
  if (!hasorder) {
    return (
      <AccountLayout>
        <AddressListPage loginKey={key} page={page} onPage={onPage} />
      </AccountLayout>
    );
  }
  return (
    <div className="page">
      <AddressListPage
        loginKey={key}
        page={page}
        onPage={onPage}
        onPick={(address) => {
          setDraft((draft) => draft && { ...draft, addressId: address.address_id });
          void navigate({ to: '/editOrder', search: editOrderSearchOf(draft?.direct) });
        }}
      />
    </div>
  );
}
