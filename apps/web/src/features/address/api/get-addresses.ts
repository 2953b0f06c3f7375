import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Address, AddressPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { Address, AddressPage };

/** GET /v1/address/lists: one page of the shopper's addresses, the default first (shopping §7, §9 page size 10). */
export function getAddresses(page: number): Promise<AddressPage> {
  return call(endpoints.listAddresses, { page, limit: PAGE_SIZES.addresses });
}

/** One page of the address book of the shopper signed in with `key`. */
export function addressesQueryOptions(key: string, page = 1) {
  return queryOptions({
    queryKey: queryKeys.addresses.page(key, page),
    queryFn: () => getAddresses(page),
  });
}

/** The address book page for the page (suspends until loaded). */
export function useAddresses(key: string, page = 1) {
  return useSuspenseQuery(addressesQueryOptions(key, page)).data;
}
