import { atom } from 'jotai';
import { appStore } from './app-store';

/** The toast on screen, if any; `id` makes the same text shown twice count as a new toast. */
interface Toast {
  id: number;
  text: string;
}

/** The one centred toast (storefront §8); `<ToastHost>` draws it. */
export const toastAtom = atom<Toast | null>(null);

let nextId = 1;

/** Shows `text` in the middle of the screen; `<ToastHost>` hides it after the default duration. */
export function showToast(text: string): void {
  appStore.set(toastAtom, { id: nextId++, text });
}
