/** Beijing time's offset from UTC: UTC+8 all year, China keeps no daylight saving. */
export const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day of an instant in China, as a day number since 1970-01-01: the shop's dates
 * are Beijing dates whatever the server's time zone.
 */
export function chinaDay(instant: Date): number {
  return Math.floor((instant.getTime() + CHINA_UTC_OFFSET_MS) / DAY_MS);
}

/**
 * The instant the China calendar day of `instant` begins (00:00 Beijing time): an instant `t` is on or after
 * that day exactly when `t >= chinaDayStart(instant)`, which lets a database filter by the shop's day rules.
 */
export function chinaDayStart(instant: Date): Date {
  return new Date(chinaDay(instant) * DAY_MS - CHINA_UTC_OFFSET_MS);
}
