import { GOODS_DELIVERY_DATES_INVALID } from '../messages/messages';

/** The most pre-sale delivery dates a goods offers (the product page's date choice). */
export const DELIVERY_DATES_MAX = 6;

/** Whether `text` is a calendar date written `YYYY-MM-DD`, as `goods_deliveries.delivery_time` holds it. */
export function isDeliveryDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The pre-sale delivery dates rule (storefront §3 "presell list", "delivery options"; shopping §4 purchase type
 * preSale): at most six distinct calendar dates. A goods with dates is a pre-sale goods; without, it sells outright.
 */
export function deliveryDatesRefusal(dates: readonly string[]): string | null {
  if (dates.length > DELIVERY_DATES_MAX || new Set(dates).size !== dates.length || !dates.every(isDeliveryDate)) return GOODS_DELIVERY_DATES_INVALID;
  return null;
}
