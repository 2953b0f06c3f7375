import Decimal from 'decimal.js';

/**
 * The Decimal constructor every rule computes with: 40 significant digits and half-up rounding,
 * configured once here so a caller's global `Decimal.set(...)` never changes a price (money).
 * Half-up in decimal.js rounds a tie away from zero: 0.005 → 0.01, −0.005 → −0.01.
 */
export const MoneyDecimal = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

/** An amount of money in yuan (shopping §3: every amount field is yuan with fen decimals). */
export type Money = Decimal;

/**
 * 0 yuan, built once: a Decimal never changes, and a checkout starts every sum and gives every unused
 * deduction from 0 (a new one each time would be a tenth of its allocations).
 */
export const ZERO_MONEY: Money = new MoneyDecimal(0);

/** What a payload may carry for an amount: a decimal string ("12.50"), a number (12.5) or a Decimal. */
export type MoneyInput = string | number | Decimal;
