import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/address/delete with the method override DELETE (shopping §7). */
export function deleteAddress(addressId: number): Promise<null> {
  return call(endpoints.deleteAddressByPost, { address_id: addressId, _method: 'DELETE' });
}

/** Deletes an address and reloads the address book. */
export function useDeleteAddress(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(addressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all(key) }),
  });
}
