import { InvalidMoneyError } from '../money/invalid-money-error';

/** Yuan as the API writes it ("128", "128.5", "128.50") in whole fen; anything else is not money. */
function yuanTextToFen(text: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new InvalidMoneyError(text, 'not yuan with at most two decimals');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Whether the struck-through market price is shown beside a price: only when it is higher (storefront §3).
 * Compared in whole fen, exactly, without decimal.js, so every product card can ask it at no bundle cost.
 */
export function showsMarketPrice(marketPrice: string, price: string): boolean {
  return yuanTextToFen(marketPrice) > yuanTextToFen(price);
}
