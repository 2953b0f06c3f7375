import { isAboveZero } from '../money/is-above-zero';
import type { Money, MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';
import { toMoney } from '../money/to-money';
import { gradeName, type MemberGrade } from './member-grade';

/** One SKU's prices: its market (original) price and the price each member grade pays. */
export interface SkuPrices {
  /** `market_price` / `original_price`, in yuan. */
  readonly marketPrice: MoneyInput;
  /** The price for each grade that has one; a grade left out pays the market price. */
  readonly gradePrices: Readonly<Partial<Record<MemberGrade, MoneyInput>>>;
}

/** The price block of one SKU for one shopper (storefront §3 "price", shopping §3 `price_info`). */
export interface GoodsPriceQuote {
  /** What the shopper pays per unit (`min_price` of a single SKU). */
  readonly unitPrice: Money;
  /** The crossed-out market price (`original_price`). */
  readonly originalPrice: Money;
  /** `save_money`: original − unit price, never below 0. */
  readonly saveMoney: Money;
  /** `is_save`: the shopper pays less than the original price. */
  readonly isSave: boolean;
  /** `u_grade`, or null for a guest. */
  readonly grade: MemberGrade | null;
  /** `grade_name`, or null for a guest. */
  readonly gradeName: string | null;
}

/**
 * Quotes one SKU for a shopper: a member pays their grade's price (the market price when the goods
 * set none for that grade), a guest (`grade` null) pays the market price; the saving is the market
 * price minus that, never negative, all to the fen (storefront §3 price block, §6 grade-based prices).
 */
export function quoteGoodsPrice(sku: SkuPrices, grade: MemberGrade | null): GoodsPriceQuote {
  const originalPrice = roundFen(sku.marketPrice);
  const gradePrice = grade === null ? undefined : sku.gradePrices[grade];
  const unitPrice = gradePrice === undefined ? originalPrice : roundFen(gradePrice);
  const saving = originalPrice.minus(unitPrice);
  const saveMoney = isAboveZero(saving) ? saving : toMoney(0);
  return {
    unitPrice,
    originalPrice,
    saveMoney,
    isSave: !saveMoney.isZero(),
    grade,
    gradeName: grade === null ? null : gradeName(grade),
  };
}
