// The back office's coupon types (issue 31 "Coupon types"): list them, save one (checked by the domain's
// `validateCouponType`), and issue one type to a list of shoppers by mobile, all or none.
import type { CouponsIssued, CouponTypeInfo } from '@garden/contract';
import { type ActRange, COUPON_NOT_FOUND, COUPON_TYPE_GOODS_MISSING, couponMobilesUnknown, formatFen, validateCouponType } from '@garden/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertOrUpdate } from '../../db/save-row';
import { couponTypes, userCoupons, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { dateOfSeconds, seconds } from '../../platform/unix-time';
import { GOODS_RANGE, namesInRange } from './coupon-range-names';

type CouponTypeRow = typeof couponTypes.$inferSelect;

const describeType = (row: CouponTypeRow, names: ReadonlyMap<number, string>): CouponTypeInfo => ({
  type_id: row.typeId,
  type_name: row.typeName,
  type_money: formatFen(row.typeMoneyFen),
  type_money_deal: row.typeMoneyDealFen === null ? null : formatFen(row.typeMoneyDealFen),
  min_goods_amount: formatFen(row.minGoodsAmountFen),
  is_shipping: row.isShipping ? 1 : 0,
  act_range: row.actRange,
  act_range_ext: row.actRangeExt,
  range_goods: row.actRange === GOODS_RANGE ? row.actRangeExt.map((id) => ({ goods_id: id, goods_name: names.get(id) ?? '' })) : [],
  claimable: row.claimable ? 1 : 0,
  total: row.total,
  claimed: row.claimed,
  use_start_date: seconds(row.useStartDate),
  use_end_date: seconds(row.useEndDate),
});

/** Every coupon type, newest first. */
export async function listCouponTypes(db: Database): Promise<{ list: CouponTypeInfo[] }> {
  const rows = await db.select().from(couponTypes).orderBy(desc(couponTypes.typeId));
  const names = await namesInRange(
    db,
    GOODS_RANGE,
    rows.flatMap((row) => (row.actRange === GOODS_RANGE ? row.actRangeExt : [])),
  );
  return { list: rows.map((row) => describeType(row, names)) };
}

export interface CouponTypeFields {
  type_id?: number;
  type_name: string;
  type_money: number;
  type_money_deal: number | null;
  min_goods_amount: number;
  is_shipping: number;
  act_range: number;
  act_range_ext: number[];
  claimable: number;
  total: number;
  use_start_date: number;
  use_end_date: number;
}

/**
 * Adds a coupon type, or with `type_id` changes one; coupons already held keep their type's new terms. A goods
 * coupon's goods must exist (on sale or not, as a theme's: it may be prepared before they go on sale).
 */
export async function saveCouponType(db: Database, input: CouponTypeFields): Promise<CouponTypeInfo> {
  const values = {
    typeName: input.type_name.trim(),
    typeMoneyFen: input.type_money,
    typeMoneyDealFen: input.type_money_deal,
    minGoodsAmountFen: input.min_goods_amount,
    isShipping: input.is_shipping === 1,
    actRange: input.act_range,
    actRangeExt: input.act_range === 0 ? [] : [...new Set(input.act_range_ext)],
    claimable: input.claimable === 1,
    total: input.total,
    useStartDate: dateOfSeconds(input.use_start_date),
    useEndDate: dateOfSeconds(input.use_end_date),
  };
  const problem = validateCouponType({
    name: values.typeName,
    faceValueFen: values.typeMoneyFen,
    deductionCapFen: values.typeMoneyDealFen,
    minGoodsAmountFen: values.minGoodsAmountFen,
    isShipping: values.isShipping,
    actRange: input.act_range as ActRange,
    actRangeExt: values.actRangeExt,
    useStartDate: values.useStartDate,
    useEndDate: values.useEndDate,
  });
  if (problem) throw badRequest(problem);
  const names = await namesInRange(db, GOODS_RANGE, input.act_range === GOODS_RANGE ? values.actRangeExt : []);
  if (input.act_range === GOODS_RANGE && values.actRangeExt.some((goodsId) => !names.has(goodsId))) throw badRequest(COUPON_TYPE_GOODS_MISSING);
  const id = input.type_id;
  const row = await db.transaction(async (tx) => {
    const saved = await insertOrUpdate(tx, couponTypes, couponTypes.typeId, id, values);
    if (!saved) throw notFound(COUPON_NOT_FOUND);
    return saved;
  });
  return describeType(row, names);
}

/**
 * Gives one coupon of a type to each shopper named by mobile, in one transaction: a mobile without an account
 * refuses the whole list (naming them), so a corrected list can be sent again; shoppers who hold the type already
 * keep theirs. The type's dates and `total` are the operator's to judge, as `garden coupons issue`'s are not:
 * the count of claims grows by the coupons made.
 */
export async function issueCouponList(db: Database, input: { typeId: number; mobiles: readonly string[]; now: Date }): Promise<CouponsIssued> {
  const mobiles = [...new Set(input.mobiles)];
  return db.transaction(async (tx) => {
    const [type] = await tx.select({ typeId: couponTypes.typeId }).from(couponTypes).where(eq(couponTypes.typeId, input.typeId)).for('update');
    if (!type) throw notFound(COUPON_NOT_FOUND);
    const found = await tx.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, mobiles));
    const known = new Set(found.map((user) => user.mobile));
    const unknown = mobiles.filter((mobile) => !known.has(mobile));
    if (unknown.length > 0) throw badRequest(couponMobilesUnknown(unknown));
    const made = await tx
      .insert(userCoupons)
      .values(found.map((user) => ({ userId: user.id, typeId: input.typeId, addTime: input.now })))
      .onConflictDoNothing()
      .returning({ userId: userCoupons.userId });
    await tx
      .update(couponTypes)
      .set({ claimed: sql`${couponTypes.claimed} + ${made.length}` })
      .where(eq(couponTypes.typeId, input.typeId));
    const madeFor = new Set(made.map((coupon) => coupon.userId));
    const issuedTo = new Set(found.filter((user) => madeFor.has(user.id)).map((user) => user.mobile));
    return {
      type_id: input.typeId,
      issued: made.length,
      already_held: found.length - made.length,
      rows: mobiles.map((mobile) => ({ mobile, issued: issuedTo.has(mobile) ? (1 as const) : (0 as const) })),
    };
  });
}
