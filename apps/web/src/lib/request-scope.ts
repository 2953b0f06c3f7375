import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { appStore } from './app-store';
import { defaultCityAtom, loginKeyAtom } from './storage';

/**
 * What, besides its own parameters, changes a call's reply: the login key (grade prices, favourites,
 * claimed coupons) and the default city (regional stock). Query keys carry it, so signing in or
 * switching city refetches instead of showing another shopper's or another region's data.
 */
export interface RequestScope {
  key: string;
  cityName: string;
}

/** The scope as loaders see it (outside React). */
export function readRequestScope(): RequestScope {
  return { key: appStore.get(loginKeyAtom), cityName: appStore.get(defaultCityAtom)?.city_name ?? '' };
}

/** The scope as components see it; re-renders when the shopper signs in or out or changes city. */
export function useRequestScope(): RequestScope {
  const key = useAtomValue(loginKeyAtom);
  const cityName = useAtomValue(defaultCityAtom)?.city_name ?? '';
  // The same object while neither changes, so a page may defer it (useDeferredValue) without re-rendering forever.
  return useMemo(() => ({ key, cityName }), [key, cityName]);
}

/**
 * The login key of a page under the signed-in layout (`routes/_account.tsx`), which draws its pages only
 * once a key is stored; anywhere else it is a programming error.
 */
export function useLoginKey(): string {
  const key = useAtomValue(loginKeyAtom);
  if (!key) throw new Error('useLoginKey outside the signed-in layout (routes/_account.tsx)');
  return key;
}
