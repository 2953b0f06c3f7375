// Coupons shown on product pages and claiming them (storefront §3 "Coupon (bonus) on a product").
import {
  checkUseDates,
  formatYuan,
  fromFen,
  matchCouponGoods,
  type ActRange,
  type GoodsLine,
  COUPON_ALREADY_RECEIVED,
  COUPON_EXHAUSTED,
  COUPON_EXPIRED,
  COUPON_NOT_CLAIMABLE,
  COUPON_NOT_FOUND,
} from '@garden/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponTypes, userCoupons } from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../platform/api-error';
import type { GoodsDetailBase } from '../catalogue/index';
import { seconds } from '../../platform/unix-time';

type CouponTypeRow = typeof couponTypes.$inferSelect;

const isExhausted = (row: CouponTypeRow): boolean => row.total > 0 && row.claimed >= row.total;

/** The goods as a one-piece line, so the domain's `act_range` matching decides which coupons apply. */
function lineOf(detail: GoodsDetailBase): GoodsLine {
  const row = detail.goods;
  const price = detail.skus[0]?.prices.marketPrice ?? 0;
  return {
    goodsId: row.goodsId,
    categoryId: row.catId,
    brandId: row.brandId ?? 0,
    supplierId: row.supId,
    price,
    marketPrice: price,
    quantity: 1,
    specialGoods: row.specialGoods,
  };
}

/**
 * The claimable, unexpired coupons of a product page (all of them without goods): goods coupons
 * whose `act_range` matches the goods (never `special_goods`), and shipping coupons. `has_receive`
 * and `bonus_id` are the shopper's claim; `is_usable` 0 marks one that is gone (exhausted) and not
 * held — the "unusable variants" of storefront §3.
 */
export async function listProductCoupons(db: Database, detail: GoodsDetailBase | undefined, userId: number | undefined, now: Date) {
  const rows = await db.select().from(couponTypes).where(eq(couponTypes.claimable, true)).orderBy(asc(couponTypes.typeId));
  const held =
    userId === undefined
      ? new Map<number, number>()
      : new Map(
          (await db.select({ typeId: userCoupons.typeId, bonusId: userCoupons.bonusId }).from(userCoupons).where(eq(userCoupons.userId, userId))).map(
            (r) => [r.typeId, r.bonusId],
          ),
        );
  const line = detail ? lineOf(detail) : undefined;
  return rows
    .filter((row) => checkUseDates({ useStartDate: row.useStartDate, useEndDate: row.useEndDate }, now) !== 'expired')
    .filter(
      (row) => row.isShipping || !line || matchCouponGoods({ actRange: row.actRange as ActRange, actRangeExt: row.actRangeExt }, [line]).length > 0,
    )
    .map((row) => {
      const bonusId = held.get(row.typeId);
      return {
        type_id: row.typeId,
        type_name: row.typeName,
        bonus_id: bonusId ?? 0,
        has_receive: bonusId === undefined ? (0 as const) : (1 as const),
        is_usable: bonusId === undefined && isExhausted(row) ? (0 as const) : (1 as const),
        type_money: formatYuan(fromFen(row.typeMoneyFen)),
        type_money_deal: row.typeMoneyDealFen === null ? null : formatYuan(fromFen(row.typeMoneyDealFen)),
        min_goods_amount: formatYuan(fromFen(row.minGoodsAmountFen)),
        is_shipping: row.isShipping ? (1 as const) : (0 as const),
        act_range: row.actRange,
        use_start_date: seconds(row.useStartDate),
        use_end_date: seconds(row.useEndDate),
      };
    });
}

/**
 * Claims a coupon for a shopper, once: claiming again answers the coupon already held. Refuses an
 * unknown, unclaimable, expired or exhausted type; the claim count rises in the same transaction
 * with a conditional update, so concurrent claims never exceed `total`. The operator may issue a type
 * shoppers cannot claim themselves (`byOperator`).
 */
export async function receiveCoupon(
  db: Database,
  userId: number,
  typeId: number,
  now: Date,
  options: { byOperator?: boolean } = {},
): Promise<{ bonusId: number; created: boolean }> {
  const [row] = await db.select().from(couponTypes).where(eq(couponTypes.typeId, typeId));
  if (!row) throw notFound(COUPON_NOT_FOUND);
  const [existing] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.typeId, typeId)));
  if (existing) return { bonusId: existing.bonusId, created: false };
  if (!row.claimable && !options.byOperator) throw badRequest(COUPON_NOT_CLAIMABLE);
  if (checkUseDates({ useStartDate: row.useStartDate, useEndDate: row.useEndDate }, now) === 'expired') throw badRequest(COUPON_EXPIRED);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(userCoupons)
      .values({ userId, typeId, addTime: now })
      .onConflictDoNothing()
      .returning({ bonusId: userCoupons.bonusId });
    if (!inserted) {
      const [held] = await tx
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.typeId, typeId)));
      if (!held) throw new ApiError(409, COUPON_ALREADY_RECEIVED, 409);
      return { bonusId: held.bonusId, created: false };
    }
    const [counted] = await tx
      .update(couponTypes)
      .set({ claimed: sql`${couponTypes.claimed} + 1` })
      .where(and(eq(couponTypes.typeId, typeId), or(eq(couponTypes.total, 0), sql`${couponTypes.claimed} < ${couponTypes.total}`)))
      .returning({ typeId: couponTypes.typeId });
    if (!counted) throw badRequest(COUPON_EXHAUSTED);
    return { bonusId: inserted.bonusId, created: true };
  });
}
