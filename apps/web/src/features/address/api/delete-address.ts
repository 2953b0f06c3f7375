import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/address/delete with the method override DELETE (shopping §7). */
export function deleteAddress(key: string, addressId: number): Promise<unknown> {
  return postData<unknown>('/v1/address/delete', { key, address_id: addressId, _method: 'DELETE' });
}

/** Deletes an address and reloads the address book. */
export function useDeleteAddress(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(key, addressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all(key) }),
  });
}
