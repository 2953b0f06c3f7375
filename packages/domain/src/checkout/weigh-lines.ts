import type { GoodsLine } from '../pricing/goods-line';

// A line without a weight shows 0.01 kg a piece (shopping §3 order goods line).
const DEFAULT_WEIGHT_GRAMS = 10;

/**
 * The total weight of lines in kg (`subweight`), each piece's weight taken to the gram, 0.01 kg a
 * piece where a line gives none. Whole grams keep the sum exact without decimals.
 */
export function weighLines(lines: readonly GoodsLine[]): number {
  let grams = 0;
  for (const line of lines) {
    const pieceGrams = line.weight === undefined ? DEFAULT_WEIGHT_GRAMS : Math.round(line.weight * 1000);
    grams += pieceGrams * line.quantity;
  }
  return grams / 1000;
}
