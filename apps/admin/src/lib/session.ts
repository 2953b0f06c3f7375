import { useSyncExternalStore } from 'react';

// The operator's key, kept as the web keeps its login key (one slot of localStorage), under a name of its own:
// a shopper's key and an operator's never mix, even on one browser.
const KEY_SLOT = 'garden.admin.key';

const listeners = new Set<() => void>();

function readStored(): string {
  try {
    return localStorage.getItem(KEY_SLOT) ?? '';
  } catch {
    return '';
  }
}

let key = readStored();

/** The signed-in operator's key ('' when signed out). */
export function operatorKey(): string {
  return key;
}

/** Keeps the key a sign-in answered (or '' to forget it) and tells every reader. */
export function keepOperatorKey(next: string): void {
  key = next;
  try {
    if (next) localStorage.setItem(KEY_SLOT, next);
    else localStorage.removeItem(KEY_SLOT);
  } catch {
    // Private mode without storage: the key lives as long as the tab.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The key, re-read when it changes (a sign-out, or a refused key the reporter forgot). */
export function useOperatorKey(): string {
  return useSyncExternalStore(subscribe, operatorKey);
}
