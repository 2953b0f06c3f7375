import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { ParcelStaff as ParcelSession } from '@garden/contract';

export type { ParcelSession };

const forTheTab = <T>(key: string, initial: T) =>
  atomWithStorage<T>(
    `garden.${key}`,
    initial,
    createJSONStorage<T>(() => sessionStorage),
    { getOnInit: true },
  );

/** The parcel staff session; null when nobody is signed in on this tab. */
export const parcelSessionAtom = forTheTab<ParcelSession | null>('parcelSession', null);

/** The numbers recorded on this tab, newest first, at most 10 (domain pushParcelNumber, shopping §9). */
export const parcelNumbersAtom = forTheTab<readonly string[]>('parcelNumbers', []);
