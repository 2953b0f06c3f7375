import { type Money, ZERO_MONEY } from '../money/money';
import { roundFen } from '../money/round-fen';
import type { GoodsLine } from '../pricing/goods-line';
import type { PricedLine } from '../pricing/price-line';
import { priceLines } from '../pricing/price-lines';
import { takesCoupon } from '../pricing/takes-coupon';
import { ACT_RANGE_FIELDS } from './act-range-fields';
import type { Coupon } from './coupon';

type RangeField = (typeof ACT_RANGE_FIELDS)[keyof typeof ACT_RANGE_FIELDS];

/** An order's coupon-eligible goods: their total to the fen, and their amounts per id of each field a coupon may match. */
interface CouponGoodsTotals {
  readonly eligible: readonly PricedLine[];
  /** `act_range` 0's total, rounded once since every whole-shop coupon asks for it. */
  readonly all: Money;
  /** Summed when a coupon of that range first asks: a wallet without restricted coupons never needs them. */
  readonly by: Partial<Record<RangeField, ReadonlyMap<number, Money>>>;
}

// A checkout judges every coupon against every order: each order's lines are summed once, so a
// coupon costs a few additions instead of a pass over the lines. Line arrays are immutable values.
const indexed = new WeakMap<readonly GoodsLine[], CouponGoodsTotals>();

function totalsOf(lines: readonly GoodsLine[]): CouponGoodsTotals {
  const known = indexed.get(lines);
  if (known !== undefined) return known;
  const priced = priceLines(lines);
  const eligible = priced.lines.filter(({ line }) => takesCoupon(line));
  // special_goods lines are few, so taking them off the subtotal costs fewer additions than summing the rest.
  let all = priced.amount;
  if (eligible.length < priced.lines.length) {
    for (const { line, amount } of priced.lines) if (!takesCoupon(line)) all = all.minus(amount);
  }
  const totals = { eligible, all: roundFen(all), by: {} };
  indexed.set(lines, totals);
  return totals;
}

function sumsBy(totals: CouponGoodsTotals, field: RangeField): ReadonlyMap<number, Money> {
  const known = totals.by[field];
  if (known !== undefined) return known;
  const sums = new Map<number, Money>();
  for (const { line, amount } of totals.eligible) {
    const sum = sums.get(line[field]);
    sums.set(line[field], sum === undefined ? amount : sum.plus(amount));
  }
  totals.by[field] = sums;
  return sums;
}

/**
 * The goods total a coupon applies to: the amounts of the lines `matchCouponGoods` gives (all lines
 * but `special_goods` for `act_range` 0, else those whose category, brand, supplier or goods id is in
 * `act_range_ext`), to the fen (shopping §4).
 */
export function matchingTotal(coupon: Pick<Coupon, 'actRange' | 'actRangeExt'>, lines: readonly GoodsLine[]): Money {
  const totals = totalsOf(lines);
  if (coupon.actRange === 0) return totals.all;
  const sums = sumsBy(totals, ACT_RANGE_FIELDS[coupon.actRange]);
  const ids = coupon.actRangeExt;
  // Summed from the first match rather than from 0: most coupons match one or two ids.
  let total: Money | undefined;
  ids.forEach((id, index) => {
    const sum = sums.get(id);
    // An id repeated in act_range_ext counts once (its first place).
    if (sum !== undefined && ids.indexOf(id) === index) total = total === undefined ? sum : total.plus(sum);
  });
  return total === undefined ? ZERO_MONEY : roundFen(total);
}
