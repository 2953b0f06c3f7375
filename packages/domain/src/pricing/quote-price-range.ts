import { compareMoney } from '../money/compare-money';
import type { Money } from '../money/money';
import type { MemberGrade } from './member-grade';
import { quoteGoodsPrice, type SkuPrices } from './quote-goods-price';

/** The price block of goods with several SKUs for one shopper (storefront §3 `price_info`). */
export interface PriceRangeQuote {
  /** `min_price`: the lowest unit price over the SKUs. */
  readonly minPrice: Money;
  /** `max_price`: the highest unit price over the SKUs. */
  readonly maxPrice: Money;
  /** `min_market_price`: the lowest market price over the SKUs. */
  readonly minMarketPrice: Money;
  /** `save_money`: the saving of the cheapest SKU (the largest saving among equally cheap ones). */
  readonly saveMoney: Money;
  /** `is_save`: that saving is above 0. */
  readonly isSave: boolean;
  /** `u_grade`, or null for a guest. */
  readonly grade: MemberGrade | null;
  /** `grade_name`, or null for a guest. */
  readonly gradeName: string | null;
}

/**
 * Quotes goods with one or more SKUs for a shopper: min and max of the SKUs' unit prices (each as
 * `quoteGoodsPrice` gives it), the lowest market price, and the cheapest SKU's saving
 * (storefront §3 product card `price_info`). Goods without SKUs give `undefined`.
 */
export function quotePriceRange(skus: readonly SkuPrices[], grade: MemberGrade | null): PriceRangeQuote | undefined {
  const quotes = skus.map((sku) => quoteGoodsPrice(sku, grade));
  const [first, ...rest] = quotes;
  if (first === undefined) return undefined;
  let cheapest = first;
  let maxPrice = first.unitPrice;
  let minMarketPrice = first.originalPrice;
  for (const quote of rest) {
    const cmp = compareMoney(quote.unitPrice, cheapest.unitPrice);
    if (cmp < 0 || (cmp === 0 && compareMoney(quote.saveMoney, cheapest.saveMoney) > 0)) cheapest = quote;
    if (compareMoney(quote.unitPrice, maxPrice) > 0) maxPrice = quote.unitPrice;
    if (compareMoney(quote.originalPrice, minMarketPrice) < 0) minMarketPrice = quote.originalPrice;
  }
  return {
    minPrice: cheapest.unitPrice,
    maxPrice,
    minMarketPrice,
    saveMoney: cheapest.saveMoney,
    isSave: cheapest.isSave,
    grade,
    gradeName: cheapest.gradeName,
  };
}
