import { PARCEL_NUMBER_INVALID } from '../messages/messages';

/** A scanned parcel number, trimmed; null when nothing is left, so the entry is ignored (shopping §5 "Parcel scan"). */
export function normalizeParcelNumber(input: string): string | null {
  const trimmed = input.trim();
  return trimmed === '' ? null : trimmed;
}

/** Courier numbers (顺丰 SF…, 圆通 YT…, 京东 JD…, all digits) are letters and digits, 6 to 30 of them. */
const COURIER_NUMBER = /^[A-Za-z0-9]{6,30}$/;

/** Why a trimmed parcel number is not a courier number (a stray scan, a pasted sentence), or null when it is one. */
export function parcelNumberRefusal(number: string): string | null {
  return COURIER_NUMBER.test(number) ? null : PARCEL_NUMBER_INVALID;
}
