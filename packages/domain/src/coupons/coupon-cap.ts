import { isAboveZero } from '../money/is-above-zero';
import type { Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import type { Coupon } from './coupon';

/**
 * The most a coupon may deduct: `type_money_deal` when it is set and above 0 (a payload's "0" means
 * unset), else `type_money`, to the fen (shopping §4 "capped at type_money_deal").
 */
export function couponCap(coupon: Pick<Coupon, 'faceValue' | 'deductionCap'>): Money {
  const deal = coupon.deductionCap;
  if (deal !== undefined && deal !== null) {
    const cap = roundFen(deal);
    if (isAboveZero(cap)) return cap;
  }
  return roundFen(coupon.faceValue);
}
