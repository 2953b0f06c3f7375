import { type Money, type MoneyInput, ZERO_MONEY } from './money';
import { toMoney } from './to-money';

/** Adds amounts exactly (no rounding); the sum of nothing is 0. */
export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = ZERO_MONEY;
  for (const value of values) total = total.plus(toMoney(value));
  return total;
}
