import type { Money } from './money';
import { compareMoney } from './compare-money';

/** The smaller of two amounts (the first when equal). */
export function minMoney(a: Money, b: Money): Money {
  return compareMoney(b, a) < 0 ? b : a;
}
