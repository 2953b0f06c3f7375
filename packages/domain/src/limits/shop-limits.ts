import type { RateLimit } from './rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MB = 1_048_576;

/**
 * Pictures one account may upload (reviews, avatar; storefront §5: at most 9 a goods, each under 1 MB):
 * 60 pictures or 30 MB in 10 minutes (a review of several goods at 9 pictures each fits), 300 pictures
 * or 100 MB a day.
 */
export const UPLOAD_LIMITS: readonly RateLimit[] = [
  { windowMs: 10 * MINUTE_MS, maxCount: 60, maxSize: 30 * MB },
  { windowMs: DAY_MS, maxCount: 300, maxSize: 100 * MB },
];

/** Suggestions (the catalogue's suggestion box) per account, or per IP for a guest: 5 in 10 minutes, 20 a day. */
export const FEEDBACK_LIMITS: readonly RateLimit[] = [
  { windowMs: 10 * MINUTE_MS, maxCount: 5 },
  { windowMs: DAY_MS, maxCount: 20 },
];

/** Comments and replies under reviews per account: 5 a minute, 60 an hour. */
export const COMMENT_LIMITS: readonly RateLimit[] = [
  { windowMs: MINUTE_MS, maxCount: 5 },
  { windowMs: HOUR_MS, maxCount: 60 },
];

/**
 * Wrong passwords on one account, from any addresses, before each further try needs a captcha: 10 in an hour.
 * Above the 5 that lock one address for 15 minutes, so an owner who mistyped from home is slowed, not quizzed.
 */
export const PASSWORD_CAPTCHA_LIMIT: RateLimit = { windowMs: HOUR_MS, maxCount: 10 };

/** The longest window of the limits above: older actions count for nothing and may be forgotten. */
export const LONGEST_LIMIT_WINDOW_MS = DAY_MS;
