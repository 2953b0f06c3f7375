import type { Money } from './money';

/**
 * Whether an amount is above 0, read from its sign: `greaterThan(0)` would build a Decimal for the 0
 * and copy it, and checkouts ask this of every fee and deduction.
 */
export function isAboveZero(value: Money): boolean {
  return value.isPositive() && !value.isZero();
}
