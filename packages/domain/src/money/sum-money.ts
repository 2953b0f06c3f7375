import { MoneyDecimal, type Money, type MoneyInput } from './money';
import { toMoney } from './to-money';

/** Adds amounts exactly (no rounding); the sum of nothing is 0. */
export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = new MoneyDecimal(0);
  for (const value of values) total = total.plus(toMoney(value));
  return total;
}
