import { InvalidMoneyError } from './invalid-money-error';
import { MoneyDecimal, type Money } from './money';

/**
 * Reads a stored whole number of fen back as yuan (1250 → 12.50); a fraction of a fen, NaN or an
 * unsafe integer throws `InvalidMoneyError`, since storage only ever holds whole fen.
 */
export function fromFen(fen: number): Money {
  if (!Number.isSafeInteger(fen)) throw new InvalidMoneyError(fen, 'not a whole number of fen');
  return new MoneyDecimal(fen).dividedBy(100);
}
