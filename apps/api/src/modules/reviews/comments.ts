// Reviews, their comments and likes (storefront §3 "Review", "Reply"; §6 reply rules).
import {
  REVIEW_TEXT_MAX,
  countCharacters,
  decodeEmoji,
  maskNickname,
  validateReviewText,
  CANNOT_REPLY_TO_SELF,
  COMMENT_NOT_FOUND,
  COMMENT_TOO_LONG,
  OFFICIAL_NICK,
  REVIEW_HIDDEN_NO_ANSWERS,
  REVIEW_NOT_FOUND,
} from '@garden/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onePage } from '../../db/paging';
import { countOfRank, reviewRankCondition } from '../../db/review-ranks';
import { goods, reviewComments, reviewLikes, reviews, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { groupRows } from '../../platform/group-rows';
import { seconds } from '../../platform/unix-time';

/**
 * Review list filters (`category`): 0 all, 1 with images, 2 good (4–5 stars), 3 medium (3 stars),
 * 4 bad (1–2 stars). The spec names the filter but not its values, so these are ours.
 */
export const REVIEW_CATEGORIES = { all: 0, withImages: 1, good: 2, medium: 3, bad: 4 } as const;

/** Review list order (`sort`): 0 default (most liked, then newest), 1 newest first. */
export type ReviewSort = 0 | 1;

function categoryCondition(category: number): SQL | undefined {
  switch (category) {
    case REVIEW_CATEGORIES.withImages:
      return sql`cardinality(${reviews.imgs}) > 0`;
    case REVIEW_CATEGORIES.good:
      return reviewRankCondition('good');
    case REVIEW_CATEGORIES.medium:
      return reviewRankCondition('medium');
    case REVIEW_CATEGORIES.bad:
      return reviewRankCondition('bad');
    default:
      return undefined;
  }
}

export interface ReviewListQuery {
  goodsId?: number;
  /** The author, for "my reviews". */
  authorId?: number;
  category: number;
  sort: ReviewSort;
  page: number;
  limit: number;
  /** The reader, for `is_zan` and `is_myself`. */
  viewerId?: number;
}

/** A page of reviews with their comments, the counts per category and the total. */
export async function listReviews(db: Database, query: ReviewListQuery) {
  const scope = and(
    // A review the shop hid leaves its goods page (issue 32 "Reviews"); its author still reads it under 我的评价.
    query.goodsId === undefined ? undefined : and(eq(reviews.goodsId, query.goodsId), eq(reviews.isShow, true)),
    query.authorId === undefined ? undefined : eq(reviews.userId, query.authorId),
  );
  const where = and(scope, categoryCondition(query.category));
  const order =
    query.sort === 1 ? [desc(reviews.addTime), desc(reviews.gCommentId)] : [desc(reviews.zan), desc(reviews.addTime), desc(reviews.gCommentId)];
  const [rows, [counts]] = await Promise.all([
    onePage(
      db
        .select({ review: reviews, nick: users.nick, avatar: users.avatar, goodsName: goods.name, thumbnail: goods.thumbnail })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(goods, eq(goods.goodsId, reviews.goodsId))
        .where(where),
      { orderBy: order, page: query.page, limit: query.limit },
    ),
    db
      .select({
        all: count(),
        img: sql<number>`COUNT(*) FILTER (WHERE cardinality(${reviews.imgs}) > 0)`.mapWith(Number),
        good: countOfRank('good'),
        medium: countOfRank('medium'),
        bad: countOfRank('bad'),
      })
      .from(reviews)
      .where(scope),
  ]);
  const ids = rows.map((r) => r.review.gCommentId);
  const [commentsOf, liked] = await Promise.all([
    commentsUnder(db, ids, query.viewerId),
    query.viewerId === undefined || ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: reviewLikes.gCommentId })
          .from(reviewLikes)
          .where(and(eq(reviewLikes.userId, query.viewerId), inArray(reviewLikes.gCommentId, ids))),
  ]);
  const likedIds = new Set(liked.map((l) => l.id));
  const categoryCounts = counts ?? { all: 0, img: 0, good: 0, medium: 0, bad: 0 };
  const filteredTotal = [categoryCounts.all, categoryCounts.img, categoryCounts.good, categoryCounts.medium, categoryCounts.bad][query.category] ?? 0;
  return {
    list: rows.map(({ review, nick, avatar, goodsName, thumbnail }) => {
      const children = commentsOf(review.gCommentId);
      return {
        ...reviewFields(review, goodsName, thumbnail),
        comment_id: review.gCommentId,
        nick: maskNickname(nick),
        avatar,
        is_mini: 0 as const,
        goods_attr: review.goodsAttr,
        follow: describeFollowUp(review),
        children,
        commentusers: children.length,
        is_zan: likedIds.has(review.gCommentId) ? (1 as const) : (0 as const),
        is_myself: query.viewerId === review.userId ? (1 as const) : (0 as const),
      };
    }),
    category: categoryCounts,
    total: filteredTotal,
  };
}

/**
 * What every list of reviews answers of each (the goods page's and 我的评价, the back office's): which goods, the
 * stars, the text and pictures as the shopper wrote them (stored with emoji encoded, storefront §5), when, and likes.
 */
export function reviewFields(review: typeof reviews.$inferSelect, goodsName: string, thumbnail: string) {
  return {
    g_comment_id: review.gCommentId,
    gshp_id: review.goodsId,
    goods_name: goodsName,
    thumbnail,
    order_id: review.orderId,
    comment_rank: review.commentRank,
    content: decodeEmoji(review.content),
    imgs: review.imgs,
    add_time: seconds(review.addTime),
    zan: review.zan,
  };
}

/** The shopper's follow-up to a review (追评) as the lists show it, its text as written; null before there is one. */
export function describeFollowUp(review: typeof reviews.$inferSelect) {
  if (review.followContent === null) return null;
  return { content: decodeEmoji(review.followContent), imgs: review.followImgs, add_time: review.followTime ? seconds(review.followTime) : 0 };
}

/** The comments under each of `reviewIds` (as `loadComments` answers them), by review. */
export async function commentsUnder(db: Database, reviewIds: readonly number[], viewerId: number | undefined) {
  return groupRows(await loadComments(db, reviewIds, viewerId), (comment) => comment.g_comment_id);
}

/** Comments under reviews, oldest first, official ones named as the shop. */
export async function loadComments(db: Database, reviewIds: readonly number[], viewerId: number | undefined, page?: { page: number; limit: number }) {
  if (reviewIds.length === 0) return [];
  const query = db
    .select({ comment: reviewComments, nick: users.nick })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.userId))
    .where(inArray(reviewComments.gCommentId, [...reviewIds]));
  const orderBy = [asc(reviewComments.createTime), asc(reviewComments.commentId)];
  const rows = await (page ? onePage(query, { orderBy, ...page }) : query.orderBy(...orderBy));
  return rows.map(({ comment, nick }) => ({
    comment_id: comment.commentId,
    g_comment_id: comment.gCommentId,
    reply_id: comment.replyId ?? 0,
    nick: comment.isOfficial ? OFFICIAL_NICK : maskNickname(nick),
    content: comment.content,
    create_time: seconds(comment.createTime),
    is_official: comment.isOfficial ? (1 as const) : (0 as const),
    is_myself: viewerId !== undefined && comment.userId === viewerId ? (1 as const) : (0 as const),
  }));
}

async function findReview(db: Database, gCommentId: number) {
  const [review] = await db.select().from(reviews).where(eq(reviews.gCommentId, gCommentId));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** A review shoppers may answer: one the shop hid takes no like and no comment (the author still sees it). */
async function findAnswerableReview(db: Database, gCommentId: number) {
  const review = await findReview(db, gCommentId);
  if (!review.isShow) throw badRequest(REVIEW_HIDDEN_NO_ANSWERS);
  return review;
}

/** One page of a review's comments and their total. */
export async function listComments(db: Database, gCommentId: number, page: number, limit: number, viewerId: number | undefined) {
  await findReview(db, gCommentId);
  const [list, [total]] = await Promise.all([
    loadComments(db, [gCommentId], viewerId, { page, limit }),
    db.select({ n: count() }).from(reviewComments).where(eq(reviewComments.gCommentId, gCommentId)),
  ]);
  return { list, total: total?.n ?? 0 };
}

/**
 * Comments on a review (`replyTo` undefined) or replies to a comment under it. A shopper answers
 * others, never themselves: not their own review, not their own comment (storefront §6).
 */
export async function addComment(db: Database, input: { userId: number; gCommentId: number; replyTo?: number; content: string; now: Date }) {
  const review = await findAnswerableReview(db, input.gCommentId);
  if (input.replyTo === undefined) {
    if (review.userId === input.userId) throw badRequest(CANNOT_REPLY_TO_SELF);
  } else {
    const [target] = await db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.commentId, input.replyTo), eq(reviewComments.gCommentId, input.gCommentId)));
    if (!target) throw notFound(COMMENT_NOT_FOUND);
    if (target.userId === input.userId) throw badRequest(CANNOT_REPLY_TO_SELF);
  }
  const [row] = await db
    .insert(reviewComments)
    .values({ gCommentId: input.gCommentId, replyId: input.replyTo, userId: input.userId, content: input.content, createTime: input.now })
    .returning();
  if (!row) throw new Error('comment not stored');
  return { comment_id: row.commentId, reply_id: row.replyId ?? 0, create_time: seconds(row.createTime) };
}

/**
 * The shop's official reply under a review (storefront §6 "official replies are marked"), written by the
 * operator: no author, `is_official` true, the same text rule as a shopper's comment.
 */
export async function replyOfficially(db: Database, input: { gCommentId: number; content: string; now: Date }) {
  const content = input.content.trim();
  const refusal = validateReviewText(content, 'comment');
  if (refusal) throw badRequest(refusal);
  if (countCharacters(content) > REVIEW_TEXT_MAX) throw badRequest(COMMENT_TOO_LONG);
  await findReview(db, input.gCommentId);
  // A transaction of its own, as every operator write: its audit row commits with it (modules/operators).
  const [row] = await db.transaction((tx) =>
    tx.insert(reviewComments).values({ gCommentId: input.gCommentId, content, isOfficial: true, createTime: input.now }).returning(),
  );
  if (!row) throw new Error('official reply not stored');
  return { comment_id: row.commentId, g_comment_id: row.gCommentId, nick: OFFICIAL_NICK, content: row.content, create_time: seconds(row.createTime) };
}

/**
 * Likes (`like` true) or unlikes a review for a shopper, idempotently: the count moves only when
 * the shopper's like row is really added or removed, in one transaction.
 */
export async function setLike(db: Database, userId: number, gCommentId: number, like: boolean, now: Date) {
  // Taking a like back stays open on a hidden review; giving one does not.
  await (like ? findAnswerableReview : findReview)(db, gCommentId);
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(reviewLikes).values({ gCommentId, userId, addTime: now }).onConflictDoNothing().returning({ id: reviewLikes.gCommentId })
      : await tx
          .delete(reviewLikes)
          .where(and(eq(reviewLikes.gCommentId, gCommentId), eq(reviewLikes.userId, userId)))
          .returning({ id: reviewLikes.gCommentId });
    const [row] =
      changed.length > 0
        ? await tx
            .update(reviews)
            .set({ zan: sql`${reviews.zan} + ${like ? 1 : -1}` })
            .where(eq(reviews.gCommentId, gCommentId))
            .returning({ zan: reviews.zan })
        : await tx.select({ zan: reviews.zan }).from(reviews).where(eq(reviews.gCommentId, gCommentId));
    return { zan: row?.zan ?? 0, is_zan: like ? (1 as const) : (0 as const) };
  });
}
