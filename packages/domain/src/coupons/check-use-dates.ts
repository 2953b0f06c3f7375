import { chinaDay } from './china-day';
import type { Coupon } from './coupon';

/** Why a coupon's dates refuse it at `now`. */
export type UseDatesRefusal = 'not-started' | 'expired';

/**
 * Checks a coupon's use dates at `now`, inclusive by day: usable from the start of
 * `use_start_date`'s China calendar day to the end of `use_end_date`'s (shopping §3 coupon fields;
 * "today within its use dates"). Gives the refusal, or `undefined` when the dates allow use.
 */
export function checkUseDates(coupon: Pick<Coupon, 'useStartDate' | 'useEndDate'>, now: Date): UseDatesRefusal | undefined {
  const today = chinaDay(now);
  if (today < chinaDay(coupon.useStartDate)) return 'not-started';
  if (today > chinaDay(coupon.useEndDate)) return 'expired';
  return undefined;
}
