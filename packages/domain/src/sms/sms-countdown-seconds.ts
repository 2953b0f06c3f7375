import { SMS_COUNTDOWN_STEP_SECONDS } from '../constants/shop-constants';

/**
 * The length of the SMS button's countdown after a send: 60 seconds times the sends so far, including this
 * one (storefront §4 "The countdown starts at 60 seconds multiplied by the number of sends so far").
 */
export function smsCountdownSeconds(sendCount: number): number {
  return SMS_COUNTDOWN_STEP_SECONDS * Math.max(0, Math.floor(sendCount));
}
