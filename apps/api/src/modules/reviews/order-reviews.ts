// Reviews of orders (storefront §3 "Review submission", §4 "Review tabs", §5; shopping §4 "7"):
// the first review with stars and the one follow-up, written for every goods line of a complete
// order in one transaction, and the pages around them (success page, my reviews).
import {
  REVIEW_GOODS_INVALID,
  REVIEW_GOODS_MISSING,
  checkOrderReview,
  decodeEmoji,
  encodeEmoji,
  formatOrderTime,
  normalizeStarRating,
  validateReviewImages,
  validateReviewText,
  type ReviewKind,
  ORDER_NOT_FOUND,
  REVIEW_IMAGE_INVALID,
} from '@garden/domain';
import { MY_REVIEW_TABS } from '@garden/contract';
import { and, asc, count, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGoods, orders, reviews } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { goodsChanged } from '../../platform/catalogue-cache';
import { describeFollowUp, listReviews } from './comments';
import { findOwnOrder, pageOfOrders } from '../orders/index';
import { isUploadPath } from '../uploads/index';
import { seconds } from '../../platform/unix-time';

/** One goods line's part of a submission (`order_comment`); the goods, attributes and supplier come from the line. */
export interface ReviewEntry {
  recId: number;
  comment: string;
  /** Stars of a first review; ignored by a follow-up. */
  remark?: number;
  pics: readonly string[];
}

export interface ReviewInput {
  userId: number;
  orderId: number;
  entries: readonly ReviewEntry[];
  now: Date;
}

/** Lines that still hold goods: a line refunded in full has nothing left to review (`exist_real_goods`). */
const realGoods = (orderId: number) => and(eq(orderGoods.orderId, orderId), sql`${orderGoods.refundNumber} < ${orderGoods.goodsNumber}`);

/** The order's own lines, so a father order (whose lines sit on its children) never shows as a review card. */
const hasLines = () => exists(sql`(select 1 from ${orderGoods} where ${orderGoods.orderId} = ${orders.orderId})`);

/** Orders waiting for the review of storefront §4's tab 1000: complete, live, and a first review or a follow-up to write. */
const pendingReview = (userId: number): SQL =>
  and(
    eq(orders.userId, userId),
    eq(orders.oStatus, 7),
    eq(orders.isDelete, 0),
    or(eq(orders.isComment, 0), and(eq(orders.isComment, 1), eq(orders.isTwice, 0))),
    hasLines(),
  ) as SQL;

/** The review page of an order (storefront §3 "Order detail for reviews"), with each line's first review for the follow-up. */
export async function readReviewOrder(db: Database, userId: number, orderId: number) {
  const order = await findOwnOrder(db, userId, orderId);
  const lines = await db
    .select({ line: orderGoods, review: reviews })
    .from(orderGoods)
    .leftJoin(reviews, and(eq(reviews.orderId, orderGoods.orderId), eq(reviews.recId, orderGoods.recId)))
    .where(realGoods(orderId))
    .orderBy(asc(orderGoods.recId));
  return {
    order_id: order.orderId,
    order_sn: order.orderSn,
    o_status: order.oStatus,
    is_delete: order.isDelete,
    is_twice: order.isTwice,
    is_comment: order.isComment,
    exist_real_goods: lines.map(({ line, review }) => ({
      goods_id: line.goodsId,
      gid: line.goodsId,
      rec_id: line.recId,
      sup_id: line.supId,
      goods_name: line.goodsName,
      goods_thumb: line.goodsThumb,
      goods_attr: line.goodsAttr,
      is_comment: line.isComment,
      review: review ? describeReview(review) : null,
    })),
  };
}

function describeReview(review: typeof reviews.$inferSelect) {
  return {
    g_comment_id: review.gCommentId,
    comment_rank: review.commentRank,
    content: decodeEmoji(review.content),
    imgs: review.imgs,
    add_time: seconds(review.addTime),
    follow: describeFollowUp(review),
  };
}

/** Checks every entry's text and pictures with the domain's rules, before anything is read or written. */
function checkEntries(entries: readonly ReviewEntry[], kind: ReviewKind): void {
  for (const entry of entries) {
    const refusal = validateReviewText(entry.comment, kind) ?? validateReviewImages(entry.pics.length);
    if (refusal) throw badRequest(refusal);
    if (!entry.pics.every(isUploadPath)) throw badRequest(REVIEW_IMAGE_INVALID);
  }
}

/**
 * Locks the shopper's order and checks it takes this review (domain `checkOrderReview`) and that the entries
 * name each of `expected` lines exactly once; returns the locked order.
 */
async function lockForReview(tx: Database, input: ReviewInput, kind: ReviewKind, expectedRecIds: (orderId: number) => Promise<number[]>) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, input.orderId), eq(orders.userId, input.userId)))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const { oStatus: orderStatus, isDelete, isComment, isTwice } = order;
  const refusal = checkOrderReview({ orderStatus, isDelete, isComment, isTwice }, kind);
  if (refusal) throw badRequest(refusal);
  const expected = new Set(await expectedRecIds(order.orderId));
  const named = input.entries.map((entry) => entry.recId);
  if (new Set(named).size !== named.length || named.some((recId) => !expected.has(recId))) throw badRequest(REVIEW_GOODS_INVALID);
  if (named.length !== expected.size) throw badRequest(REVIEW_GOODS_MISSING);
  return order;
}

/**
 * Writes the first review of a complete order: one `reviews` row per goods line (stars 1–5, default 5; text with
 * emoji encoded), the lines and the order marked reviewed, all in one transaction on the locked order, so a
 * second submission, even a racing one, is refused (storefront §4, §5, §9).
 */
export async function writeFirstReview(db: Database, input: ReviewInput) {
  checkEntries(input.entries, 'first');
  const written = await db.transaction(async (tx) => {
    await lockForReview(tx, input, 'first', async (orderId) =>
      (await tx.select({ recId: orderGoods.recId }).from(orderGoods).where(realGoods(orderId))).map((line) => line.recId),
    );
    const lines = await tx
      .select()
      .from(orderGoods)
      .where(
        inArray(
          orderGoods.recId,
          input.entries.map((entry) => entry.recId),
        ),
      );
    const lineOf = new Map(lines.map((line) => [line.recId, line]));
    const written = await tx
      .insert(reviews)
      .values(
        input.entries.map((entry) => {
          const line = lineOf.get(entry.recId) as (typeof lines)[number];
          return {
            goodsId: line.goodsId,
            userId: input.userId,
            orderId: input.orderId,
            recId: line.recId,
            commentRank: normalizeStarRating(entry.remark),
            content: encodeEmoji(entry.comment),
            imgs: [...entry.pics],
            goodsAttr: line.goodsAttr,
            addTime: input.now,
          };
        }),
      )
      .returning({ gCommentId: reviews.gCommentId });
    await tx
      .update(orderGoods)
      .set({ isComment: 1 })
      .where(inArray(orderGoods.recId, [...lineOf.keys()]));
    await tx
      .update(orders)
      .set({ isComment: 1, operateTime: input.now })
      .where(and(eq(orders.orderId, input.orderId), eq(orders.isComment, 0)));
    return { reply: { order_id: input.orderId, g_comment_ids: written.map((row) => row.gCommentId) }, reviewed: lines.map((line) => line.goodsId) };
  });
  // Goods info shows each goods' review counts.
  goodsChanged(db, written.reviewed);
  return written.reply;
}

/**
 * Writes the one follow-up of a reviewed order onto each line's review (`follow_content`, `follow_imgs`), marks the
 * lines followed up (2) and the order `is_twice` 1, in one transaction on the locked order (storefront §4).
 */
export async function writeFollowUp(db: Database, input: ReviewInput) {
  checkEntries(input.entries, 'followUp');
  return db.transaction(async (tx) => {
    await lockForReview(tx, input, 'followUp', async (orderId) =>
      (
        await tx
          .select({ recId: reviews.recId })
          .from(reviews)
          .where(and(eq(reviews.orderId, orderId), eq(reviews.userId, input.userId), isNull(reviews.followContent)))
      ).flatMap((review) => (review.recId === null ? [] : [review.recId])),
    );
    for (const entry of input.entries) {
      await tx
        .update(reviews)
        .set({ followContent: encodeEmoji(entry.comment), followImgs: [...entry.pics], followTime: input.now })
        .where(and(eq(reviews.orderId, input.orderId), eq(reviews.recId, entry.recId), isNull(reviews.followContent)));
    }
    await tx
      .update(orderGoods)
      .set({ isComment: 2 })
      .where(
        inArray(
          orderGoods.recId,
          input.entries.map((entry) => entry.recId),
        ),
      );
    await tx
      .update(orders)
      .set({ isTwice: 1, operateTime: input.now })
      .where(and(eq(orders.orderId, input.orderId), eq(orders.isTwice, 0)));
    return { order_id: input.orderId };
  });
}

/** A page of the shopper's orders waiting for a review or a follow-up, newest first, each with its goods lines. */
async function listPendingOrders(db: Database, userId: number, page: { page: number; limit: number; exceptOrderId?: number }) {
  const where = and(pendingReview(userId), page.exceptOrderId === undefined ? undefined : ne(orders.orderId, page.exceptOrderId));
  const { rows, total } = await pageOfOrders(db, where, page);
  const ids = rows.map((row) => row.orderId);
  const lines = ids.length === 0 ? [] : await db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)).orderBy(asc(orderGoods.recId));
  return {
    list: rows.map((row) => ({
      order_id: row.orderId,
      order_sn: row.orderSn,
      order_time: formatOrderTime(row.addTime),
      add_time: seconds(row.addTime),
      is_comment: row.isComment,
      is_twice: row.isTwice,
      goods_list: lines
        .filter((line) => line.orderId === row.orderId && line.refundNumber < line.goodsNumber)
        .map((line) => ({
          rec_id: line.recId,
          goods_id: line.goodsId,
          goods_name: line.goodsName,
          goods_thumb: line.goodsThumb,
          goods_attr: line.goodsAttr,
          goods_number: line.goodsNumber,
        })),
    })),
    total,
  };
}

/**
 * The shopper's published reviews, newest first, as the product page shows them, plus the order each came
 * from and whether its follow-up is still open (storefront §2 "my reviews … a follow-up button").
 */
async function listPublishedReviews(db: Database, userId: number, page: { page: number; limit: number }) {
  const { list, total } = await listReviews(db, { authorId: userId, category: 0, sort: 1, page: page.page, limit: page.limit, viewerId: userId });
  const orderIds = [...new Set(list.flatMap((review) => (review.order_id === null ? [] : [review.order_id])))];
  const open =
    orderIds.length === 0
      ? []
      : await db
          .select({ orderId: orders.orderId })
          .from(orders)
          .where(and(inArray(orders.orderId, orderIds), pendingReview(userId), eq(orders.isComment, 1)));
  const followUpOpen = new Set(open.map((row) => row.orderId));
  return {
    list: list.map((review) => ({
      ...review,
      can_follow_up: review.order_id !== null && review.follow === null && followUpOpen.has(review.order_id) ? (1 as const) : (0 as const),
    })),
    total,
  };
}

/** "My reviews" (storefront §2, §4): tab 1000 orders pending review, tab 999 published reviews, 10 a page, with both tabs' counts. */
export async function listMyReviews(db: Database, userId: number, query: { status: 1000 | 999; page: number; limit: number }) {
  const [[pending], [published]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(pendingReview(userId)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)),
  ]);
  const counts = { pending: pending?.n ?? 0, published: published?.n ?? 0 };
  const paging = { page: query.page, limit: query.limit };
  if (query.status === MY_REVIEW_TABS.pending) {
    return { status: MY_REVIEW_TABS.pending, ...(await listPendingOrders(db, userId, paging)), ...paging, counts };
  }
  return { status: MY_REVIEW_TABS.published, ...(await listPublishedReviews(db, userId, paging)), ...paging, counts };
}

/**
 * What the review success page shows (storefront §4 "After success, the comment and add-comment lists show"):
 * the order's reviewed goods with their reviews, and the shopper's other orders still waiting for a review.
 */
export async function readReviewSuccess(db: Database, userId: number, orderId: number, moreLimit: number) {
  const info = await readReviewOrder(db, userId, orderId);
  const more = await listPendingOrders(db, userId, { page: 1, limit: moreLimit, exceptOrderId: orderId });
  return {
    order_id: info.order_id,
    order_sn: info.order_sn,
    is_comment: info.is_comment,
    is_twice: info.is_twice,
    goods_list: info.exist_real_goods.filter((line) => line.review !== null),
    more: more.list,
    more_total: more.total,
  };
}
