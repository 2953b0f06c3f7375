// `garden pending`: the operator's work waiting, one look at the orders to ship, the after-sales requests
// open and the reviews without an official reply.
import type { PendingWork } from '@garden/contract';
import { and, desc, eq, exists, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, orderGoods, orders, refunds, reviewComments, reviews } from '../../db/schema/index';
import { waitingLines } from './shipping';
import { giftsOfOrders } from './views';
import { seconds } from '../../platform/unix-time';

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
  const giftsOf = await giftsOfOrders(
    db,
    toShip.map((row) => row.orderId),
  );
  return {
    orders_to_ship: toShip.map((row) => ({
      order_id: row.orderId,
      order_sn: row.orderSn,
      o_status: row.oStatus,
      consignee: row.consignee,
      shipping_name: row.shippingName,
      pay_time: row.payTime ? seconds(row.payTime) : 0,
      gifts: giftsOf(row.orderId).map((gift) => ({ goods_id: gift.goodsId, goods_name: gift.goodsName, goods_number: gift.goodsNumber })),
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
