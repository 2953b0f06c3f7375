import type { AddressForm } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { postData } from '../../../lib/api-client';
import { defaultCityAtom } from '../../../lib/storage';

/** What the form sends: the fields of shopping §7 "Add" and, when editing, the address id. */
export interface AddressInput extends AddressForm {
  address_id?: number;
  is_default: 0 | 1;
}

/** A save, with the chosen city's name, kept as the default city when the address is the default. */
export interface AddressSave {
  input: AddressInput;
  cityName: string;
}

/** Add is POST /v1/address/add; edit is PUT /v1/address/edit sent as POST with `_method` PUT (shopping §7). */
export function saveAddress(key: string, input: AddressInput): Promise<unknown> {
  const body = { ...input, key };
  return input.address_id === undefined
    ? postData<unknown>('/v1/address/add', body)
    : postData<unknown>('/v1/address/edit', { ...body, _method: 'PUT' });
}

/**
 * Saves an address; when it is the default, its city becomes the stored default city (shopping §7
 * "On success the default address's city id and name are kept as the default city").
 */
export function useSaveAddress(key: string) {
  const queryClient = useQueryClient();
  const setDefaultCity = useSetAtom(defaultCityAtom);
  return useMutation({
    mutationFn: ({ input }: AddressSave) => saveAddress(key, input),
    onSuccess: (_reply, { input, cityName }) => {
      if (input.is_default === 1 && input.city !== null) setDefaultCity({ city_id: input.city, city_name: cityName });
      return queryClient.invalidateQueries({ queryKey: ['addresses', key] });
    },
  });
}
