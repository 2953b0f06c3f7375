import { MoneyDecimal, type Money, type MoneyInput } from './money';
import { toMoney } from './to-money';

/**
 * Rounds an amount to the fen (0.01 yuan) half-up, the rounding of every amount a rule returns
 * (money).
 */
export function roundFen(value: MoneyInput): Money {
  const money = toMoney(value);
  return money.decimalPlaces() <= 2 ? money : money.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
}
