import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';
import { ADDRESS_CALL } from '../../../lib/report-error';

/** GET /v1/address/info: one saved address of the shopper signed in with `key`, for the edit form (shopping §7). */
export function addressQueryOptions(key: string, addressId: number) {
  return { ...callQuery(queryKeys.addresses.info(key, addressId), endpoints.readAddress, { address_id: addressId }), meta: ADDRESS_CALL };
}

/** The address being edited (suspends until loaded). */
export function useAddress(key: string, addressId: number) {
  return useSuspenseQuery(addressQueryOptions(key, addressId)).data;
}
