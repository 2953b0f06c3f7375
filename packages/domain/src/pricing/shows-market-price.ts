import { yuanTextToFen } from '../money/yuan-text';

/**
 * Whether the struck-through market price is shown beside a price: only when it is higher (storefront §3).
 * Compared in whole fen, exactly, without decimal.js, so every product card can ask it at no bundle cost.
 */
export function showsMarketPrice(marketPrice: string, price: string): boolean {
  return yuanTextToFen(marketPrice) > yuanTextToFen(price);
}
