import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from './api-client';
import { appStore } from './app-store';
import { defaultCityAtom, loginInfoAtom, loginKeyAtom, type LoginInfo } from './storage';
import type { UserInfoWithCart as UserInfoReply } from '@garden/contract';
import { queryKeys } from './query-keys';

/** GET /v1/user/info for the login key the `key` header carries. */
function getUserInfo(): Promise<UserInfoReply> {
  return call(endpoints.readUserInfo);
}

/** The signed-in shopper's info and cart count; disabled while signed out. */
function userInfoQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.user.info(key),
    queryFn: () => getUserInfo(),
    enabled: key !== '',
    staleTime: 30_000,
  });
}

/** The shopper's info and cart count (undefined while signed out or loading). */
export function useUserInfo() {
  const key = useAtomValue(loginKeyAtom);
  return useQuery(userInfoQueryOptions(key));
}

/** Keeps the login key and login info after a login, register or bind succeeds. */
export function storeLogin(key: string, info: LoginInfo): void {
  appStore.set(loginKeyAtom, key);
  appStore.set(loginInfoAtom, info);
  void rememberDefaultCity();
}

/**
 * A shopper signing in where no default city is kept yet takes their default address's city (shopping §7: the
 * default address's city is the default city), so 配送至 and stock follow it from the first page on.
 */
async function rememberDefaultCity(): Promise<void> {
  if (appStore.get(defaultCityAtom)) return;
  // The default address comes first; a book without one, or a failed read, leaves the city to the shopper.
  const { list } = await call(endpoints.listAddresses, { page: 1, limit: 1 }).catch(() => ({ list: [] }));
  const [address] = list;
  if (address?.is_default === 1 && !appStore.get(defaultCityAtom))
    appStore.set(defaultCityAtom, { city_id: address.city, city_name: address.city_name });
}

/** Forgets the login locally (after logout or an expired session). */
export function forgetLogin(): void {
  appStore.set(loginKeyAtom, '');
  appStore.set(loginInfoAtom, null);
}

/** DELETE /v1/auth/logout (the login key in the header), then forget the login locally whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await call(endpoints.signOut);
  } finally {
    forgetLogin();
  }
}
