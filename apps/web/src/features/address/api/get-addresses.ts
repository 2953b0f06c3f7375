import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Address, AddressPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';
import { ADDRESS_CALL } from '../../../lib/report-error';

export type { Address, AddressPage };

/** GET /v1/address/lists: one page of the address book of the shopper signed in with `key`, the default first (shopping §7, §9 page size 10). */
export function addressesQueryOptions(key: string, page = 1) {
  return { ...callQuery(queryKeys.addresses.page(key, page), endpoints.listAddresses, { page, limit: PAGE_SIZES.addresses }), meta: ADDRESS_CALL };
}

/** The address book page for the page (suspends until loaded). */
export function useAddresses(key: string, page = 1) {
  return useSuspenseQuery(addressesQueryOptions(key, page)).data;
}
