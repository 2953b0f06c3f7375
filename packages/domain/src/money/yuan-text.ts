import { InvalidMoneyError } from './invalid-money-error';
import { parseFen } from './parse-fen';

/**
 * Yuan as the API writes it ("128", "128.5", "128.50") in whole fen, exactly, without decimal.js: for the
 * few rules a first page needs (storefront §3 cards, the product page's coupons), so it loads no decimal
 * library. Anything else is not money and throws.
 */
export function yuanTextToFen(text: string): number {
  const fen = parseFen(text, Number.MAX_SAFE_INTEGER);
  if (fen === null) throw new InvalidMoneyError(text, 'not yuan with at most two decimals');
  return fen;
}

/** Whole fen written as yuan with two decimals ("12.50"), exactly: the inverse of `yuanTextToFen`. */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new InvalidMoneyError(String(fen), 'not a whole, non-negative number of fen');
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
