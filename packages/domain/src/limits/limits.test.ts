import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tooOftenMessage, waitText } from '../messages/messages';
import { passwordNeedsCaptcha } from './password-needs-captcha';
import type { RateEvent, RateLimit } from './rate-limit';
import { rateLimitWaitSeconds } from './rate-limit-wait-seconds';
import { COMMENT_LIMITS, PASSWORD_CAPTCHA_LIMIT, UPLOAD_LIMITS } from './shop-limits';

const now = new Date('2026-05-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const ONE = { count: 1, size: 0 };
const MB = 1_048_576;

describe('rateLimitWaitSeconds', () => {
  const fivePerMinute: RateLimit = { windowMs: 60_000, maxCount: 5 };

  it('allows while the window has room, then waits until its oldest action leaves', () => {
    const four = [50, 40, 30, 20].map((s) => ({ at: ago(s), size: 0 }));
    expect(rateLimitWaitSeconds(four, ONE, [fivePerMinute], now)).toBe(0);
    const five = [...four, { at: ago(1), size: 0 }];
    expect(rateLimitWaitSeconds(five, ONE, [fivePerMinute], now)).toBe(10);
  });

  it('forgets actions a whole window old', () => {
    const old = Array.from({ length: 10 }, () => ({ at: ago(60), size: 0 }));
    expect(rateLimitWaitSeconds(old, ONE, [fivePerMinute], now)).toBe(0);
  });

  it('counts bytes where the limit has a size', () => {
    const uploads = Array.from({ length: 29 }, (_, i) => ({ at: ago(500 - i), size: MB }));
    expect(rateLimitWaitSeconds(uploads, { count: 1, size: MB }, UPLOAD_LIMITS, now)).toBe(0);
    // 30 MB in 10 minutes: the next picture waits until the oldest (500 s ago) is 10 minutes old.
    expect(rateLimitWaitSeconds([...uploads, { at: ago(1), size: MB }], { count: 1, size: MB }, UPLOAD_LIMITS, now)).toBe(100);
  });

  it('answers the longest wait of several limits', () => {
    const comments = Array.from({ length: 60 }, (_, i) => ({ at: ago(3000 - i * 10), size: 0 }));
    expect(rateLimitWaitSeconds(comments, ONE, COMMENT_LIMITS, now)).toBe(600);
  });

  it('makes a request larger than the limit wait until the window is empty', () => {
    expect(rateLimitWaitSeconds([{ at: ago(30), size: 0 }], { count: 9, size: 0 }, [fivePerMinute], now)).toBe(30);
    expect(rateLimitWaitSeconds([], { count: 9, size: 0 }, [fivePerMinute], now)).toBe(0);
  });
});

describe('passwordNeedsCaptcha', () => {
  it('asks for a captcha after 10 wrong passwords within an hour, from anywhere', () => {
    const nine = [900, 800, 700, 600, 500, 400, 300, 200, 100].map(ago);
    expect(passwordNeedsCaptcha(nine, now)).toBe(false);
    expect(passwordNeedsCaptcha([...nine, ago(5)], now)).toBe(true);
    expect(passwordNeedsCaptcha([ago(3600), ...nine], now)).toBe(false);
  });
});

describe('limit messages', () => {
  it('say the wait in seconds, minutes or hours', () => {
    expect(waitText(59)).toBe('59秒');
    expect(waitText(61)).toBe('2分钟');
    expect(waitText(7199)).toBe('120分钟');
    expect(waitText(7201)).toBe('3小时');
    expect(tooOftenMessage('评论', 10)).toBe('评论过于频繁，请10秒后再试');
  });
});

const limitArb: fc.Arbitrary<RateLimit> = fc.record(
  { windowMs: fc.integer({ min: 1_000, max: 86_400_000 }), maxCount: fc.integer({ min: 1, max: 20 }), maxSize: fc.integer({ min: 1, max: 10_000 }) },
  { requiredKeys: ['windowMs', 'maxCount'] },
);
const eventsArb: fc.Arbitrary<RateEvent[]> = fc.array(
  fc.record({ at: fc.integer({ min: 0, max: 90_000_000 }).map((ms) => new Date(now.getTime() - ms)), size: fc.nat({ max: 2_000 }) }),
  { maxLength: 40 },
);
const requestArb = fc.record({ count: fc.integer({ min: 1, max: 3 }), size: fc.nat({ max: 500 }) });

/** Whether `next` fits every limit at `at`, counting the events still inside each window. */
function fits(past: readonly RateEvent[], next: { count: number; size: number }, limits: readonly RateLimit[], at: Date): boolean {
  return limits.every((limit) => {
    const inWindow = past.filter((event) => event.at.getTime() > at.getTime() - limit.windowMs);
    const size = inWindow.reduce((sum, event) => sum + event.size, next.size);
    return inWindow.length + next.count <= limit.maxCount && size <= (limit.maxSize ?? Number.POSITIVE_INFINITY);
  });
}

describe('properties', () => {
  it('a request no larger than the limits is allowed now exactly when it fits every window', () => {
    fc.assert(
      fc.property(eventsArb, requestArb, fc.array(limitArb, { minLength: 1, maxLength: 3 }), (past, next, limits) => {
        fc.pre(limits.every((limit) => next.count <= limit.maxCount && next.size <= (limit.maxSize ?? Number.POSITIVE_INFINITY)));
        expect(rateLimitWaitSeconds(past, next, limits, now) === 0).toBe(fits(past, next, limits, now));
      }),
    );
  });

  it('after waiting the answered time, a request no larger than the limits fits', () => {
    fc.assert(
      fc.property(eventsArb, requestArb, fc.array(limitArb, { minLength: 1, maxLength: 3 }), (past, next, limits) => {
        fc.pre(limits.every((limit) => next.count <= limit.maxCount && next.size <= (limit.maxSize ?? Number.POSITIVE_INFINITY)));
        const wait = rateLimitWaitSeconds(past, next, limits, now);
        expect(fits(past, next, limits, new Date(now.getTime() + wait * 1000))).toBe(true);
      }),
    );
  });

  it('the wait never exceeds the longest window, and never grows as time passes', () => {
    fc.assert(
      fc.property(
        eventsArb,
        requestArb,
        fc.array(limitArb, { minLength: 1, maxLength: 3 }),
        fc.nat({ max: 90_000_000 }),
        (past, next, limits, later) => {
          const wait = rateLimitWaitSeconds(past, next, limits, now);
          expect(wait).toBeLessThanOrEqual(Math.ceil(Math.max(...limits.map((limit) => limit.windowMs)) / 1000));
          expect(rateLimitWaitSeconds(past, next, limits, new Date(now.getTime() + later))).toBeLessThanOrEqual(wait);
        },
      ),
    );
  });

  it('more wrong passwords never take away the need for a captcha', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 2 * PASSWORD_CAPTCHA_LIMIT.windowMs }).map((ms) => new Date(now.getTime() - ms))),
        fc.date(),
        (failures, extra) => {
          fc.pre(!Number.isNaN(extra.getTime()) && extra <= now);
          if (passwordNeedsCaptcha(failures, now)) expect(passwordNeedsCaptcha([...failures, extra], now)).toBe(true);
        },
      ),
    );
  });
});
