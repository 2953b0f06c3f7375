import { CHINA_UTC_OFFSET_MS } from '../coupons/china-day';

/** The order time the list and detail show: Beijing time 'YYYY-MM-DD HH:mm:ss' (shopping §3 "Order" `order_time`). */
export function formatOrderTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
