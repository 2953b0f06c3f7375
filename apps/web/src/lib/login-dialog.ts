import type { LoginMode } from '@garden/domain';
import { atom } from 'jotai';
import { appStore } from './app-store';

/** Whether the login dialog is open, and in which mode. */
export const loginDialogAtom = atom<{ opened: boolean; mode: LoginMode }>({ opened: false, mode: 0 });

/** Opens the login/register dialog, e.g. when a signed-out shopper presses buy. */
export function openLoginDialog(mode: LoginMode = 0): void {
  appStore.set(loginDialogAtom, { opened: true, mode });
}
