import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from './api-client';
import { appStore } from './app-store';
import { defaultCityAtom, loginInfoAtom, loginKeyAtom } from './storage';
import type { SignedIn, UserInfoWithCart as UserInfoReply } from '@garden/contract';
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

/**
 * Keeps the login key and login info after a login, register or bind succeeds. Where no default city is kept yet,
 * the default address's city the reply names becomes it (shopping §7), so 配送至 and stock follow it from the first page on.
 */
export function storeLogin({ key, default_city: defaultCity, ...info }: SignedIn): void {
  appStore.set(loginKeyAtom, key);
  appStore.set(loginInfoAtom, info);
  if (defaultCity && !appStore.get(defaultCityAtom)) appStore.set(defaultCityAtom, defaultCity);
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
