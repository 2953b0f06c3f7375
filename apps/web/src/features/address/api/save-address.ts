import { endpoints } from '@garden/contract/endpoints';
import type { AddressForm } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { callEnvelope } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { defaultCityAtom } from '../../../lib/storage';
import type { Address } from './get-addresses';
import type { AddressSaved as SavedAddress, Envelope } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { ADDRESS_CALL } from '../../../lib/report-error';

export type { SavedAddress };

/** What the form sends: the fields of shopping §7 "Add" and, when editing, the address id. */
export interface AddressInput extends AddressForm {
  address_id?: number;
  is_default: 0 | 1;
}

/** The editable fields of a saved address. */
export function toAddressInput({ address_id, consignee, tel, province, city, district, address, is_default }: Address): AddressInput {
  return { address_id, consignee, tel, province, city, district, address, is_default };
}

/** Add is POST /v1/address/add; edit is PUT /v1/address/edit sent as POST with `_method` PUT (shopping §7). */
export function saveAddress({ address_id, ...fields }: AddressInput): Promise<Envelope<SavedAddress>> {
  return address_id === undefined
    ? callEnvelope(endpoints.addAddress, fields)
    : callEnvelope(endpoints.editAddressByPost, { ...fields, address_id, _method: 'PUT' });
}

/**
 * Saves an address and says so; the default address's city becomes the stored default city (shopping §7 "On
 * success the default address's city id and name are kept as the default city").
 */
export function useSaveAddress(key: string) {
  const queryClient = useQueryClient();
  const setDefaultCity = useSetAtom(defaultCityAtom);
  return useMutation({
    mutationFn: (input: AddressInput) => saveAddress(input),
    meta: ADDRESS_CALL,
    onSuccess: ({ msg, data: saved }) => {
      showToast(msg);
      if (saved.city_id > 0) setDefaultCity({ city_id: saved.city_id, city_name: saved.city_name });
      return queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all(key) });
    },
  });
}
