import { compareMoney } from './compare-money';
import type { Money } from './money';

/** The smaller of two amounts (the first when equal). */
export function minMoney(a: Money, b: Money): Money {
  return compareMoney(b, a) < 0 ? b : a;
}
