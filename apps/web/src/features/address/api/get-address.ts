import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Address } from './get-addresses';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/address/info: one of the shopper's addresses, for the edit form (shopping §7). */
export function getAddress(addressId: number): Promise<Address> {
  return call(endpoints.readAddress, { address_id: addressId });
}

/** One saved address of the shopper signed in with `key`. */
export function addressQueryOptions(key: string, addressId: number) {
  return queryOptions({
    queryKey: queryKeys.addresses.info(key, addressId),
    queryFn: () => getAddress(addressId),
  });
}

/** The address being edited (suspends until loaded). */
export function useAddress(key: string, addressId: number) {
  return useSuspenseQuery(addressQueryOptions(key, addressId)).data;
}
