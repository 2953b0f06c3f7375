import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { UserInfo } from '@garden/contract';

/** Login info kept locally beside the login key (storefront §3). */
export type LoginInfo = Pick<UserInfo, 'user_name' | 'nick' | 'mobile'> & { user_id: number | string };

/** The default address's city, kept locally as the default city (storefront §3). */
interface DefaultCity {
  city_id: number | string;
  city_name: string;
}

/** A recently viewed goods entry, enough to draw a small card in the header. */
export interface ViewedGoods {
  /** The goods page's gshp_id. */
  goodsId: number | string;
  name: string;
  thumbnail: string;
  price: string;
}

const slotOf = <Name extends string>(name: Name) => `garden.${name}` as const;

// getOnInit: the ky hooks read the key synchronously before React has rendered anything.
const storedIn =
  (storage: () => Storage) =>
  <T>(slot: string, initial: T) =>
    atomWithStorage<T>(slot, initial, createJSONStorage<T>(storage), { getOnInit: true });

const persisted = <T>(name: string, initial: T) => storedIn(() => localStorage)<T>(slotOf(name), initial);

/** A value kept for the browser tab under `slot` (sessionStorage): it survives a reload, not a new tab. */
export const keptForTheTab = storedIn(() => sessionStorage);

/** Where the login key is kept; lib/address-key.ts writes a key the page arrived with there before the app runs. */
export const LOGIN_KEY_SLOT = slotOf('key');
/** The login key sent in the `key` header (storefront §6). Empty when signed out. */
export const loginKeyAtom = persisted('key', '');
/** The signed-in shopper's login info (storefront §3). */
export const loginInfoAtom = persisted<LoginInfo | null>('loginInfo', null);
/** The default city; city_id is sent only when this and a key are stored (storefront §7). */
export const defaultCityAtom = persisted<DefaultCity | null>('defaultCity', null);
/** Cities chosen in the city picker, newest first, bounded by the domain's `pushCityHistory` (shopping §9). */
export const cityHistoryAtom = persisted<{ regionId: number; regionName: string }[]>('cityHistory', []);
/** Search history, newest first, bounded by the domain's history rule (storefront §9). */
export const searchHistoryAtom = persisted<string[]>('searchHistory', []);
/** Recently viewed goods, newest first, bounded by the domain's history rule (storefront §9). */
export const viewedGoodsAtom = persisted<ViewedGoods[]>('viewedGoods', []);
/** Greyscale "silent" display mode, switched by the home data's `silent` (storefront §2). */
export const silentModeAtom = persisted('silent', false);
