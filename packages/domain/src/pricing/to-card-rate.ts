import type { Money, MoneyInput } from '../money/money';
import { toMoney } from '../money/to-money';
import { InvalidCardDiscountError } from './invalid-card-discount-error';

/**
 * Reads a member card's `fDisCount` (shopping §3) as the rate the shopper pays: a value in (0, 1]
 * is already a rate (0.95 → 0.95), a value in (1, 100] is a percentage (95 → 0.95); anything else
 * throws `InvalidCardDiscountError`. Rules take the rate, so 0.95 means "pay 95 %".
 */
export function toCardRate(fDisCount: MoneyInput): Money {
  const value = toMoney(fDisCount);
  if (value.lessThanOrEqualTo(0) || value.greaterThan(100)) throw new InvalidCardDiscountError(fDisCount);
  return value.greaterThan(1) ? value.dividedBy(100) : value;
}
