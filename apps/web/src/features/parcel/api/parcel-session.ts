import type { ParcelStaff as ParcelSession } from '@garden/contract';
import { keptForTheTab } from '../../../lib/storage';

export type { ParcelSession };

/** The parcel staff session; null when nobody is signed in on this tab. */
export const parcelSessionAtom = keptForTheTab<ParcelSession | null>('garden.parcelSession', null);

/** The numbers recorded on this tab, newest first, at most 10 (domain pushParcelNumber, shopping §9). */
export const parcelNumbersAtom = keptForTheTab<readonly string[]>('garden.parcelNumbers', []);
