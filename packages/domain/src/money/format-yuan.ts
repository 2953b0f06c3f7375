import type { MoneyInput } from './money';
import { roundFen } from './round-fen';

/**
 * Formats an amount in yuan with exactly two decimals and no currency sign ("12.50"), rounded to
 * the fen half-up — the form of price fields such as `goods_price_format` (shopping §3).
 */
export function formatYuan(value: MoneyInput): string {
  return roundFen(value).toFixed(2);
}
