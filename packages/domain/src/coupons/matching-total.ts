import { MoneyDecimal, type Money } from '../money/money';
import { roundFen } from '../money/round-fen';
import type { GoodsLine } from '../pricing/goods-line';
import { priceLines } from '../pricing/price-lines';
import { takesCoupon } from '../pricing/takes-coupon';
import { ACT_RANGE_FIELDS } from './act-range-fields';
import type { Coupon } from './coupon';

type RangeField = (typeof ACT_RANGE_FIELDS)[keyof typeof ACT_RANGE_FIELDS];
const RANGE_FIELDS: readonly RangeField[] = Object.values(ACT_RANGE_FIELDS);

/** An order's coupon-eligible goods amounts: in all, and per id of each field a coupon may match. */
interface CouponGoodsTotals {
  readonly all: Money;
  readonly by: Readonly<Record<RangeField, ReadonlyMap<number, Money>>>;
}

// A checkout judges every coupon against every order: each order's lines are summed once, so a
// coupon costs a few additions instead of a pass over the lines. Line arrays are immutable values.
const indexed = new WeakMap<readonly GoodsLine[], CouponGoodsTotals>();

function totalsOf(lines: readonly GoodsLine[]): CouponGoodsTotals {
  const known = indexed.get(lines);
  if (known !== undefined) return known;
  let all = new MoneyDecimal(0);
  const by = { categoryId: new Map<number, Money>(), brandId: new Map<number, Money>(), supplierId: new Map<number, Money>() };
  for (const { line, amount } of priceLines(lines).lines) {
    if (!takesCoupon(line)) continue;
    all = all.plus(amount);
    for (const field of RANGE_FIELDS) {
      const sums = by[field];
      const id = line[field];
      const sum = sums.get(id);
      sums.set(id, sum === undefined ? amount : sum.plus(amount));
    }
  }
  const totals = { all, by };
  indexed.set(lines, totals);
  return totals;
}

/**
 * The goods total a coupon applies to: the amounts of the lines `matchCouponGoods` gives (all lines
 * but `special_goods` for `act_range` 0, else those whose category, brand or supplier id is in
 * `act_range_ext`), to the fen (shopping §4).
 */
export function matchingTotal(coupon: Pick<Coupon, 'actRange' | 'actRangeExt'>, lines: readonly GoodsLine[]): Money {
  const totals = totalsOf(lines);
  if (coupon.actRange === 0) return roundFen(totals.all);
  const sums = totals.by[ACT_RANGE_FIELDS[coupon.actRange]];
  const ids = coupon.actRangeExt;
  let total = new MoneyDecimal(0);
  ids.forEach((id, index) => {
    const sum = sums.get(id);
    // An id repeated in act_range_ext counts once (its first place).
    if (sum !== undefined && ids.indexOf(id) === index) total = total.plus(sum);
  });
  return roundFen(total);
}
