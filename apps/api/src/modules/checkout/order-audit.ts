// `garden audit orders`: every stored order with the facts its checkout read, for the domain to recompute.
import type { AuditOrderPage, StoredCoupon, StoredGoodsLine } from '@garden/contract';
import { toMoney, type Coupon, type GoodsLine } from '@garden/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { couponTypes, orderGoods, orders, userCoupons } from '../../db/schema/index';
import { toHeldCoupon } from './buyer-reads';
import { toGoodsLine } from './compute';
import { seconds } from '../../platform/unix-time';

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
    noCardDiscount: line.noCardDiscount ?? false,
    isBlackFiveGoods: line.isBlackFiveGoods ?? false,
    isMini: line.isMini ?? false,
    isDeposit: line.isDeposit ?? false,
  };
}

/** A domain coupon as the audit reply carries it: money as yuan text, dates as ISO text. */
function toStoredCoupon(coupon: Coupon): StoredCoupon {
  return {
    couponId: coupon.couponId,
    faceValue: toMoney(coupon.faceValue).toFixed(2),
    deductionCap: coupon.deductionCap == null ? null : toMoney(coupon.deductionCap).toFixed(2),
    minGoodsAmount: toMoney(coupon.minGoodsAmount).toFixed(2),
    isShipping: coupon.isShipping,
    actRange: coupon.actRange,
    actRangeExt: [...coupon.actRangeExt],
    useStartDate: coupon.useStartDate.toISOString(),
    useEndDate: coupon.useEndDate.toISOString(),
  };
}

/**
 * One page of every stored order (fathers and children, any state, deleted too), oldest first, with
 * the raw stored amounts and lines and, for orders with lines, the facts `computeCheckout` read as the
 * domain's `StoredOrder` takes them (`checkout`): lines, the coupons used, shipping, black-five mode,
 * the member card on the order and `add_time` (shopping §3 "Order"; `garden audit orders`).
 */
export async function listOrdersForAudit(db: Database, page: number, limit: number): Promise<AuditOrderPage> {
  const { rows, total } = await readPage(db, db.select().from(orders), { orderBy: [asc(orders.orderId)], page, limit });
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
  return { list, total, page, limit };
}
