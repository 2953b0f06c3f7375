import { InvalidMoneyError } from './invalid-money-error';
import type { MoneyInput } from './money';
import { toMoney } from './to-money';

/** What a rate of 1 reads as: the shopper pays the full price. */
export const NO_DISCOUNT_TEXT = '无折扣';

/**
 * Reads a rate the shopper pays as Chinese shops write a discount (shopping §2 "Member cards": grade name and
 * discount): tenths of the price followed by 折, without trailing zeros (0.95 → 9.5折, 0.5 → 5折, 0.88 → 8.8折),
 * and a rate of 1 as 无折扣. A rate outside (0, 1] is no discount at all and throws `InvalidMoneyError`.
 */
export function formatDiscountRate(rate: MoneyInput): string {
  const value = toMoney(rate);
  if (value.lessThanOrEqualTo(0) || value.greaterThan(1)) throw new InvalidMoneyError(rate, 'a discount rate lies in (0, 1]');
  if (value.equals(1)) return NO_DISCOUNT_TEXT;
  return `${value.times(10).toString()}折`;
}
