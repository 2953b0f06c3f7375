import { UNPAID_ORDER_LIFETIME_MINUTES } from '../constants/shop-constants';

/** The moment an unpaid order closes: 60 minutes after `add_time` (shopping §4 "Payment", §9). */
export function paymentDeadline(addTime: Date): Date {
  return new Date(addTime.getTime() + UNPAID_ORDER_LIFETIME_MINUTES * 60_000);
}
