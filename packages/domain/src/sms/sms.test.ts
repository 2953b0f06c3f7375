import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSmsCode, SMS_CODE_LENGTH } from './is-sms-code';
import { isSmsDeviceId } from './is-sms-device-id';
import { smsCountdownSeconds } from './sms-countdown-seconds';
import { smsSecondsLeft } from './sms-seconds-left';

const sentAt = new Date('2026-05-01T10:00:00Z');
const later = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);

describe('SMS countdown', () => {
  it('is 60 s times the sends so far', () => {
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(3)).toBe(180);
  });

  it('counts down to 0 from the last send', () => {
    expect(smsSecondsLeft({ sentAt, sendCount: 2 }, sentAt)).toBe(120);
    expect(smsSecondsLeft({ sentAt, sendCount: 2 }, later(119.2))).toBe(1);
    expect(smsSecondsLeft({ sentAt, sendCount: 2 }, later(120))).toBe(0);
    expect(smsSecondsLeft({ sentAt, sendCount: 1 }, later(3600))).toBe(0);
  });

  it('accepts device ids of 6 to 32 letters and digits', () => {
    expect(isSmsDeviceId('abc123')).toBe(true);
    expect(isSmsDeviceId('abc12')).toBe(false);
    expect(isSmsDeviceId('a'.repeat(33))).toBe(false);
    expect(isSmsDeviceId('abc-123')).toBe(false);
  });
});

describe('properties', () => {
  it('the seconds left never grow as time passes and stay within the countdown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (sendCount, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = smsSecondsLeft({ sentAt, sendCount }, new Date(sentAt.getTime() + early));
        const second = smsSecondsLeft({ sentAt, sendCount }, new Date(sentAt.getTime() + late));
        expect(second).toBeLessThanOrEqual(first);
        expect(first).toBeLessThanOrEqual(smsCountdownSeconds(sendCount));
        expect(second).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('SMS code', () => {
  it('is exactly six digits, as the shop sends them', () => {
    expect(isSmsCode('012345')).toBe(true);
    expect(['', '12345', '1234567', '12345a', ' 123456', '１２３４５６'].map(isSmsCode)).toEqual([false, false, false, false, false, false]);
  });

  it('accepts every six-digit string and nothing of another length (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => isSmsCode(code)));
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.length !== SMS_CODE_LENGTH),
        (text) => !isSmsCode(text),
      ),
    );
  });
});
