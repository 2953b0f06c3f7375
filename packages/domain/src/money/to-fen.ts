import { InvalidMoneyError } from './invalid-money-error';
import type { MoneyInput } from './money';
import { roundFen } from './round-fen';

/**
 * Converts an amount in yuan to a whole number of fen for storage (12.5 → 1250), rounding to the
 * fen half-up first; an amount beyond the safe integer range throws `InvalidMoneyError`.
 */
export function toFen(value: MoneyInput): number {
  const fen = roundFen(value).times(100).toNumber();
  if (!Number.isSafeInteger(fen)) throw new InvalidMoneyError(value, 'too large to store in fen');
  return fen;
}
