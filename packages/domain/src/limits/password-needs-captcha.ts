import { PASSWORD_CAPTCHA_LIMIT } from './shop-limits';
import { rateLimitWaitSeconds } from './rate-limit-wait-seconds';

/**
 * Whether the next password try on an account must come with a solved image captcha (storefront §4's
 * captcha, as SMS sending uses it): once the account had `PASSWORD_CAPTCHA_LIMIT.maxCount` (10) wrong
 * passwords within its window (an hour), from any addresses. Never a lock: the owner solves the captcha or signs
 * in by SMS code.
 */
export function passwordNeedsCaptcha(failures: readonly Date[], now: Date): boolean {
  const past = failures.map((at) => ({ at, size: 0 }));
  return rateLimitWaitSeconds(past, { count: 1, size: 0 }, [PASSWORD_CAPTCHA_LIMIT], now) > 0;
}
