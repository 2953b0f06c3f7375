import { createFileRoute, useRouter } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { addressQueryOptions, useAddress } from '../../features/address/api/get-address';
import { AddressForm } from '../../features/address/components/address-form';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';
import { readId } from '../../lib/search-params';

interface EditAddressSearch {
  /** The address being edited; absent when adding (shopping §2). */
  id?: number;
}

export const Route = createFileRoute('/_account/editAddress')({
  validateSearch: (search: Record<string, unknown>): EditAddressSearch => ({ id: readId(search.id) }),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { key } = readRequestScope();
    if (key && id) await queryClient.ensureQueryData(addressQueryOptions(key, id));
  },
  errorComponent: RouteError,
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { id } = Route.useSearch();
  const key = useLoginKey();
  return (
    <div className="page">
      <h1 className="list-title">{id ? '编辑收货地址' : '新增收货地址'}</h1>
      {id ? <EditExisting loginKey={key} addressId={id} /> : <AddNew loginKey={key} />}
    </div>
  );
}

function EditExisting({ loginKey, addressId }: { loginKey: string; addressId: number }) {
  const address = useAddress(loginKey, addressId);
  const goBack = useGoBack();
  return <AddressForm key={addressId} loginKey={loginKey} editing={address} onSaved={goBack} />;
}

function AddNew({ loginKey }: { loginKey: string }) {
  return <AddressForm loginKey={loginKey} onSaved={useGoBack()} />;
}

/** Back to where the form was opened from (the book or its picker), else to the address book. */
function useGoBack() {
  const router = useRouter();
  return () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/addressList' }));
}
