/**
 * fast-check arbitraries for the shop's data, entry `@garden/domain/testing`: the domain's own
 * properties use them, and the API and the auditors reuse them to generate carts, orders and coupons.
 * fast-check is an optional peer dependency: only importers of this entry need it.
 */
import fc from 'fast-check';
import { fromFen } from './money/from-fen';
import type { GoodsLine } from './pricing/goods-line';
import { isMemberGrade, type MemberGrade } from './pricing/member-grade';

/** Options of `moneyArb`: bounds in whole fen (defaults 0 and 10 000 000 fen = 100 000 yuan). */
export interface MoneyArbOptions {
  readonly minFen?: number;
  readonly maxFen?: number;
}

/** An amount in yuan as payload text with at most two decimals ("12.5", "0.07"), as the API sends it. */
export function moneyArb({ minFen = 0, maxFen = 10_000_000 }: MoneyArbOptions = {}): fc.Arbitrary<string> {
  return fc.integer({ min: minFen, max: maxFen }).map((fen) => fromFen(fen).toString());
}

/** A member grade `u_grade` 0–9. */
export const memberGradeArb: fc.Arbitrary<MemberGrade> = fc
  .integer({ min: 0, max: 9 })
  .filter(isMemberGrade);

/** Small id pools so that coupons' `act_range_ext` ids often hit the generated goods. */
export const categoryIdArb = fc.integer({ min: 1, max: 6 });
/** A brand id from the same small pool as `categoryIdArb`. */
export const brandIdArb = fc.integer({ min: 1, max: 6 });
/** A supplier id from the same small pool as `categoryIdArb`. */
export const supplierIdArb = fc.integer({ min: 1, max: 6 });

/** A valid goods line: market price at least the price, quantity 1–20, every flag sometimes set. */
export const goodsLineArb: fc.Arbitrary<GoodsLine> = fc
  .record({
    goodsId: fc.integer({ min: 1, max: 100_000 }),
    categoryId: categoryIdArb,
    brandId: brandIdArb,
    supplierId: supplierIdArb,
    priceFen: fc.integer({ min: 0, max: 200_000 }),
    markupFen: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    weight: fc.option(fc.integer({ min: 1, max: 50_000 }).map((grams) => grams / 1000), { nil: undefined }),
    specialGoods: fc.boolean(),
    isFei5zhe: fc.boolean(),
    isHei5ka: fc.boolean(),
    isMini: fc.boolean(),
  })
  .map(({ priceFen, markupFen, weight, ...rest }) => ({
    ...rest,
    price: fromFen(priceFen).toString(),
    marketPrice: fromFen(priceFen + markupFen).toString(),
    ...(weight === undefined ? {} : { weight }),
  }));
