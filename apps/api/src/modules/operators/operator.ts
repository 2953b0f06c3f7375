// What the operator does besides shipping, deciding after-sales and replying to reviews: issue coupons, set stock and prices, read every stored order with the facts its
// checkout read (for `garden audit orders`), and find the ids of the work waiting.
import type { AuditOrderPage, PendingWork, StoredCoupon, StoredGoodsLine } from '@garden/contract';
import {
  isMemberGrade,
  toMoney,
  type Coupon,
  type GoodsLine,
  type MemberGrade,
  GOODS_NOT_FOUND,
  GRADE_INVALID,
  SKU_NOT_FOUND,
  SKU_REQUIRED,
  USER_NOT_FOUND,
} from '@garden/domain';
import { and, asc, count, desc, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  couponTypes,
  goods,
  goodsSkus,
  orderGifts,
  orderGoods,
  orders,
  refunds,
  reviewComments,
  reviews,
  userCoupons,
  users,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { goodsChanged } from '../../platform/catalogue-cache';
import { toGoodsLine, toHeldCoupon } from '../checkout/index';
import { receiveCoupon } from '../account/index';
import { waitingLines } from '../orders/index';
import { keepStockBaseline } from '../orders/index';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A domain goods line as the audit reply carries it: money as yuan text. */
function toStoredLine(line: GoodsLine): StoredGoodsLine {
  return {
    goodsId: line.goodsId,
    categoryId: line.categoryId,
    brandId: line.brandId,
    supplierId: line.supplierId,
    price: toMoney(line.price).toFixed(2),
    marketPrice: toMoney(line.marketPrice).toFixed(2),
    quantity: line.quantity,
    weight: line.weight ?? 0,
    specialGoods: line.specialGoods ?? false,
    isFei5zhe: line.isFei5zhe ?? false,
    isHei5ka: line.isHei5ka ?? false,
    isMini: line.isMini ?? false,
    isDingjin: line.isDingjin ?? false,
  };
}

/** A domain coupon as the audit reply carries it: money as yuan text, dates as ISO text. */
function toStoredCoupon(coupon: Coupon): StoredCoupon {
  return {
    bonusId: coupon.bonusId,
    typeMoney: toMoney(coupon.typeMoney).toFixed(2),
    typeMoneyDeal: coupon.typeMoneyDeal == null ? null : toMoney(coupon.typeMoneyDeal).toFixed(2),
    minGoodsAmount: toMoney(coupon.minGoodsAmount).toFixed(2),
    isShipping: coupon.isShipping,
    actRange: coupon.actRange,
    actRangeExt: [...coupon.actRangeExt],
    useStartDate: coupon.useStartDate.toISOString(),
    useEndDate: coupon.useEndDate.toISOString(),
  };
}

/** The shopper named by id or mobile. */
async function findShopper(db: Database, who: { userId?: number; mobile?: string }): Promise<{ id: number; mobile: string | null }> {
  const condition = who.userId !== undefined ? eq(users.id, who.userId) : eq(users.mobile, who.mobile ?? '');
  const [user] = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(condition);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Gives a shopper one coupon of a type, the operator's way: also a type shoppers cannot claim, still
 * within its dates and `total`. One coupon per shopper and type (the schema's rule), so issuing again
 * answers the coupon already held (`created` 0).
 */
export async function issueCoupon(db: Database, input: { typeId: number; userId?: number; mobile?: string; now: Date }) {
  const user = await findShopper(db, input);
  const { bonusId, created } = await receiveCoupon(db, user.id, input.typeId, input.now, { byOperator: true });
  return { bonus_id: bonusId, type_id: input.typeId, user_id: user.id, mobile: user.mobile ?? '', created: created ? (1 as const) : (0 as const) };
}

/** Marks a shopper a trade buyer (shopping §6 "Trader": the catalogue's quotation list), or not. */
export async function setTrader(db: Database, who: { userId?: number; mobile?: string }, isTrader: boolean) {
  const user = await findShopper(db, who);
  await db.update(users).set({ isTrader }).where(eq(users.id, user.id));
  return { user_id: user.id, mobile: user.mobile ?? '', is_trader: isTrader ? (1 as const) : (0 as const) };
}

/** The SKU named by id, or the only SKU of the goods; goods with several SKUs need the SKU. */
async function findSku(tx: Database, target: { skuId?: number; goodsId?: number }) {
  if (target.skuId !== undefined) {
    const [sku] = await tx.select().from(goodsSkus).where(eq(goodsSkus.skuId, target.skuId)).for('update');
    if (!sku) throw notFound(SKU_NOT_FOUND);
    return sku;
  }
  const skus = await tx
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, target.goodsId ?? 0))
    .for('update');
  if (skus.length === 0) throw notFound(GOODS_NOT_FOUND);
  if (skus.length > 1) throw badRequest(SKU_REQUIRED);
  return skus[0] as (typeof skus)[number];
}

/**
 * Sets a SKU's stock and keeps the goods' total stock in step (the catalogue's `beon` and stock tags
 * read it) and the SKU's baseline for `garden audit stock`, in one transaction; shoppers see it at once, on every instance (platform/catalogue-cache.ts).
 */
export async function setStock(db: Database, input: { skuId?: number; goodsId?: number; stock: number; now: Date }) {
  const result = await db.transaction(async (tx) => {
    const sku = await findSku(tx, input);
    await tx.update(goodsSkus).set({ stock: input.stock }).where(eq(goodsSkus.skuId, sku.skuId));
    await keepStockBaseline(tx, sku.skuId, input.stock, input.now);
    const [total] = await tx
      .update(goods)
      .set({ stock: sql`(SELECT coalesce(sum(${goodsSkus.stock}), 0) FROM ${goodsSkus} WHERE ${goodsSkus.goodsId} = ${sku.goodsId})` })
      .where(eq(goods.goodsId, sku.goodsId))
      .returning({ stock: goods.stock });
    return { goods_id: sku.goodsId, sku_id: sku.skuId, stock: input.stock, goods_stock: total?.stock ?? input.stock };
  });
  goodsChanged(db, [result.goods_id]);
  return result;
}

/**
 * Sets a SKU's market price, or with `grade` the price that member grade pays (storefront §6
 * grade-based prices), in fen; the goods' sort price (lowest market price) follows. Orders already
 * placed keep the price they were bought at.
 */
export async function setPrice(db: Database, input: { skuId?: number; goodsId?: number; priceFen: number; grade?: number }) {
  if (input.grade !== undefined && !isMemberGrade(input.grade)) throw badRequest(GRADE_INVALID);
  const grade = input.grade as MemberGrade | undefined;
  const result = await db.transaction(async (tx) => {
    const sku = await findSku(tx, input);
    const change =
      grade === undefined ? { marketPriceFen: input.priceFen } : { gradePricesFen: { ...sku.gradePricesFen, [String(grade)]: input.priceFen } };
    const [updated] = await tx.update(goodsSkus).set(change).where(eq(goodsSkus.skuId, sku.skuId)).returning();
    await tx
      .update(goods)
      .set({ sortPriceFen: sql`(SELECT min(${goodsSkus.marketPriceFen}) FROM ${goodsSkus} WHERE ${goodsSkus.goodsId} = ${sku.goodsId})` })
      .where(eq(goods.goodsId, sku.goodsId));
    return updated as NonNullable<typeof updated>;
  });
  goodsChanged(db, [result.goodsId]);
  return { goods_id: result.goodsId, sku_id: result.skuId, market_price_fen: result.marketPriceFen, grade_prices_fen: result.gradePricesFen };
}

/**
 * One page of every stored order (fathers and children, any state, deleted too), oldest first, with
 * the raw stored amounts and lines and, for orders with lines, the facts `computeCheckout` read as the
 * domain's `StoredOrder` takes them (`checkout`): lines, the coupons used, shipping, black-five mode,
 * the member card on the order and `add_time` (shopping §3 "Order"; `garden audit orders`).
 */
export async function listOrdersForAudit(db: Database, page: number, limit: number): Promise<AuditOrderPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .orderBy(asc(orders.orderId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(orders),
  ]);
  const orderIds = rows.map((row) => row.orderId);
  const bonusIds = [...new Set(rows.flatMap((row) => [row.bonusId, row.bonusShipId]))].filter((id) => id !== null);
  const [lines, coupons] = await Promise.all([
    orderIds.length > 0 ? db.select().from(orderGoods).where(inArray(orderGoods.orderId, orderIds)).orderBy(asc(orderGoods.recId)) : [],
    bonusIds.length > 0
      ? db
          .select({ bonusId: userCoupons.bonusId, type: couponTypes })
          .from(userCoupons)
          .innerJoin(couponTypes, eq(couponTypes.typeId, userCoupons.typeId))
          .where(inArray(userCoupons.bonusId, bonusIds))
      : [],
  ]);
  // A page is hundreds of orders: each finds its lines and coupons by key, not by scanning the page's.
  const storedCoupons = new Map(coupons.map((coupon) => [coupon.bonusId, toStoredCoupon(toHeldCoupon(coupon.bonusId, coupon.type))]));
  const couponOf = (bonusId: number | null) => (bonusId === null ? null : (storedCoupons.get(bonusId) ?? null));
  const linesOf = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) {
    const own = linesOf.get(line.orderId);
    if (own) own.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  const list = rows.map((row) => {
    const own = linesOf.get(row.orderId) ?? [];
    return {
      order_id: row.orderId,
      order_sn: row.orderSn,
      order_father_id: row.orderFatherId ?? 0,
      user_id: row.userId,
      o_status: row.oStatus,
      is_delete: row.isDelete,
      status: row.status,
      pay_id: row.payId ?? 0,
      add_time: seconds(row.addTime),
      amounts: {
        goods_amount: row.goodsAmountFen,
        market_amount: row.marketAmountFen,
        shipping_fee: row.shippingFeeFen,
        bonus: row.bonusFen,
        bonus_ship: row.bonusShipFen,
        discount: row.discountFen,
        order_amount: row.orderAmountFen,
        deposit: row.depositFen,
        money_paid: row.moneyPaidFen,
        surplus: row.surplusFen,
      },
      goods_list: own.map((line) => ({
        rec_id: line.recId,
        goods_id: line.goodsId,
        sku_id: line.skuId ?? 0,
        goods_name: line.goodsName,
        goods_attr: line.goodsAttr,
        goods_price: line.goodsPriceFen,
        market_price: line.marketPriceFen,
        goods_number: line.goodsNumber,
        refund_number: line.refundNumber,
        shipment_id: line.shipmentId ?? 0,
      })),
      checkout:
        own.length === 0
          ? null
          : {
              addTime: row.addTime.toISOString(),
              isBlack: row.isBlack,
              shippingId: row.shippingId,
              lines: own.map((line) => toStoredLine(toGoodsLine({ ...line, priceFen: line.goodsPriceFen, quantity: line.goodsNumber }))),
              coupon: couponOf(row.bonusId),
              shippingCoupon: couponOf(row.bonusShipId),
              card:
                row.pricingCardNumber !== null && row.pricingCardDiscount !== null
                  ? { cardNumber: String(row.pricingCardNumber), discount: String(row.pricingCardDiscount) }
                  : null,
            },
    };
  });
  return { list, total: total?.n ?? 0, page, limit };
}

/**
 * The operator's work waiting, newest first, `limit` of each: paid orders with lines owed and not shipped (with the
 * gifts to pack), open after-sales requests, and reviews without an official reply.
 */
export async function listPending(db: Database, limit: number): Promise<PendingWork> {
  const unshipped = db.select({ one: sql`1` }).from(orderGoods).where(waitingLines(orders.orderId));
  const officialReply = db
    .select({ one: sql`1` })
    .from(reviewComments)
    .where(and(eq(reviewComments.gCommentId, reviews.gCommentId), eq(reviewComments.isOfficial, true)));
  const [toShip, openRefunds, toReply] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(or(eq(orders.oStatus, 1), eq(orders.oStatus, 2), eq(orders.oStatus, 3)), eq(orders.isDelete, 0), exists(unshipped)))
      .orderBy(desc(orders.payTime), desc(orders.orderId))
      .limit(limit),
    db
      .select({ refund: refunds, orderSn: orders.orderSn })
      .from(refunds)
      .innerJoin(orders, eq(orders.orderId, refunds.orderId))
      .where(eq(refunds.status, 0))
      .orderBy(desc(refunds.addTime), desc(refunds.refundId))
      .limit(limit),
    db
      .select({ review: reviews, goodsName: goods.name })
      .from(reviews)
      .innerJoin(goods, eq(goods.goodsId, reviews.goodsId))
      .where(not(exists(officialReply)))
      .orderBy(desc(reviews.addTime), desc(reviews.gCommentId))
      .limit(limit),
  ]);
  // The gifts to pack with each order (recorded at placement, not order lines), one query for the page.
  const gifts =
    toShip.length === 0
      ? []
      : await db
          .select({ orderId: orderGifts.orderId, goodsId: orderGifts.goodsId, goodsName: orderGifts.goodsName, goodsNumber: orderGifts.goodsNumber })
          .from(orderGifts)
          .where(
            inArray(
              orderGifts.orderId,
              toShip.map((row) => row.orderId),
            ),
          )
          .orderBy(orderGifts.orderId, orderGifts.fvId);
  return {
    orders_to_ship: toShip.map((row) => ({
      order_id: row.orderId,
      order_sn: row.orderSn,
      o_status: row.oStatus,
      consignee: row.consignee,
      shipping_name: row.shippingName,
      pay_time: row.payTime ? seconds(row.payTime) : 0,
      gifts: gifts
        .filter((gift) => gift.orderId === row.orderId)
        .map((gift) => ({ goods_id: gift.goodsId, goods_name: gift.goodsName, goods_number: gift.goodsNumber })),
    })),
    open_refunds: openRefunds.map(({ refund, orderSn }) => ({
      refund_id: refund.refundId,
      refund_sn: refund.refundSn,
      order_id: refund.orderId,
      order_sn: orderSn,
      refund_type: refund.refundType,
      reason_type: refund.reasonType,
      amount: refund.amountFen,
      add_time: seconds(refund.addTime),
      // The warehouse recorded the returned parcel (parcel entry, shopping §4 "Parcel"); 0 until then.
      received_time: refund.receivedAt ? seconds(refund.receivedAt) : 0,
    })),
    reviews_to_reply: toReply.map(({ review, goodsName }) => ({
      g_comment_id: review.gCommentId,
      goods_id: review.goodsId,
      goods_name: goodsName,
      order_id: review.orderId ?? 0,
      comment_rank: review.commentRank,
      content: review.content,
      add_time: seconds(review.addTime),
    })),
  };
}
