import { smsCountdownSeconds } from './sms-countdown-seconds';

/**
 * Whole seconds until the SMS button can send again (0 when it reads `重新获取`): the countdown for the sends so
 * far minus the time since the last send, rounded up, never negative (storefront §4, §9). The API uses the same
 * rule to refuse an early resend.
 */
export function smsSecondsLeft(last: { readonly sentAt: Date; readonly sendCount: number }, now: Date): number {
  const elapsedMs = now.getTime() - last.sentAt.getTime();
  return Math.max(0, Math.ceil((smsCountdownSeconds(last.sendCount) * 1000 - elapsedMs) / 1000));
}
