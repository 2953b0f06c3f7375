import { InvalidMoneyError } from './invalid-money-error';
import { MoneyDecimal, type Money, type MoneyInput } from './money';

// Plain decimal notation only: Decimal itself would also take "0x1f", "1e3" and "Infinity".
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses an amount in yuan from a payload string, a number or a Decimal into `Money` without
 * rounding; NaN, ±Infinity and anything that is not plain decimal text throw `InvalidMoneyError`
 * (amounts arrive as strings or numbers and are parsed once at the edge).
 */
export function toMoney(value: MoneyInput): Money {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL_TEXT.test(text)) throw new InvalidMoneyError(value, 'not a decimal number');
    return new MoneyDecimal(text);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidMoneyError(value, 'not a finite number');
    return new MoneyDecimal(value);
  }
  if (!value.isFinite()) throw new InvalidMoneyError(value, 'not a finite decimal');
  // Decimals are immutable: one of ours is already money, only another clone's needs converting. Its
  // constructor tells, not `instanceof`: every decimal.js clone shares one prototype, so a caller's Decimal
  // would pass for ours and go on computing with the caller's precision and rounding.
  return value.constructor === MoneyDecimal ? value : new MoneyDecimal(value);
}
