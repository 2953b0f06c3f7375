import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { queryKeys } from '../../../lib/query-keys';
import { ADDRESS_CALL } from '../../../lib/report-error';

/** POST /v1/address/delete with the method override DELETE (shopping §7). */
export function deleteAddress(addressId: number) {
  return callEnvelope(endpoints.deleteAddressByPost, { address_id: addressId, _method: 'DELETE' });
}

/** Deletes an address, says so (删除成功) and reloads the address book. */
export function useDeleteAddress(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(addressId),
    meta: ADDRESS_CALL,
    onSuccess: ({ msg }) => {
      showToast(msg);
      return queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all(key) });
    },
  });
}
