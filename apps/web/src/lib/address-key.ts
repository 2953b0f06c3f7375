// The login key a page arrived with (storefront §2: any page may receive ?key=), taken out of the address at
// once and kept where the app reads the login key from. Importing this module does it: it imports nothing, so
// the boot script of a page with a first paint (src/boot.ts) runs it before the app's code has arrived, and the
// app's entry imports it first, since lib/storage.ts reads the stored key as soon as it is evaluated.

import type { LOGIN_KEY_SLOT as LoginKeySlot } from './storage';

/** Where the login key is kept (lib/storage.ts `loginKeyAtom`, JSON as jotai writes it): the compiler checks the two agree. */
const LOGIN_KEY_SLOT: typeof LoginKeySlot = 'garden.key';

/**
 * Stores a `?key=` of the address as the login key and replaces the address by the same one without it
 * (`history.replaceState`: no history entry, bookmark or later Referer keeps it); the other parameters keep
 * their exact spelling. Runs before the router reads the address and before any call.
 */
function adoptAddressKey(): void {
  const { pathname, search, hash } = window.location;
  const key = new URLSearchParams(search).get('key');
  if (key === null) return;
  if (key !== '') localStorage.setItem(LOGIN_KEY_SLOT, JSON.stringify(key));
  const rest = search
    .slice(1)
    .split('&')
    .filter((field) => field !== '' && !new URLSearchParams(field).has('key'))
    .join('&');
  window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
}

adoptAddressKey();
