import { DEFAULT_LINE_WEIGHT } from '../constants/shop-constants';

/**
 * The weight an order line shows per piece, in kg from the stored grams ('1.5kg'); a line without a
 * weight (0 or missing) shows the default 0.01kg (shopping §3 "Order goods line").
 */
export function formatLineWeight(grams: number | null | undefined): string {
  if (!grams || grams <= 0) return DEFAULT_LINE_WEIGHT;
  return `${grams / 1000}kg`;
}
