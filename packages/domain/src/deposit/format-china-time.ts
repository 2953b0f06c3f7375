import { CHINA_UTC_OFFSET_MS } from '../coupons/china-day';

/** Formats an instant as Beijing time 'YYYY-MM-DD HH:mm', the shop's clock. */
export function formatChinaTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
