import { CHINA_UTC_OFFSET_MS } from '../coupons/china-day';

/** Formats an instant as Beijing time 'YYYY-MM-DD HH:mm' (with `seconds`, 'YYYY-MM-DD HH:mm:ss'), the shop's clock. */
export function formatChinaTime(instant: Date, { seconds = false }: { seconds?: boolean } = {}): string {
  return new Date(instant.getTime() + CHINA_UTC_OFFSET_MS)
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ');
}
