// The back office's reviews (issue 32 "Reviews", 客服): the list with its filters, and whether the goods page shows
// a review (`is_show`). Official replies are written by `replyOfficially` (comments.ts) and shown under the review on
// the goods page, marked 官方回复 (storefront §6).
import type { OperatorReviewPage } from '@garden/contract';
import { REVIEW_NOT_FOUND } from '@garden/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { goods, reviewComments, reviews, users } from '../../db/schema/index';
import { reviewRankCondition } from '../../db/review-ranks';
import { containing } from '../../db/text-match';
import { notFound } from '../../platform/api-error';
import { goodsChanged } from '../../platform/catalogue-cache';
import { commentsUnder, describeFollowUp, reviewFields } from './comments';

export interface ReviewModerationQuery {
  /** Part of the goods name, or its id. */
  goods?: string;
  /** The author's mobile or part of their nickname. */
  user?: string;
  rank?: 'good' | 'medium' | 'bad';
  replied?: number;
  isShow?: number;
  page: number;
  limit: number;
}

const hasOfficialReply = sql`exists (select 1 from ${reviewComments} where ${reviewComments.gCommentId} = ${reviews.gCommentId} and ${reviewComments.isOfficial})`;

function conditions(query: ReviewModerationQuery): SQL | undefined {
  return and(
    query.goods
      ? or(/^\d{1,9}$/.test(query.goods) ? eq(reviews.goodsId, Number(query.goods)) : undefined, ilike(goods.name, containing(query.goods)))
      : undefined,
    query.user ? or(eq(users.mobile, query.user), ilike(users.nick, containing(query.user))) : undefined,
    query.rank ? reviewRankCondition(query.rank) : undefined,
    query.replied === undefined ? undefined : query.replied === 1 ? hasOfficialReply : sql`not ${hasOfficialReply}`,
    query.isShow === undefined ? undefined : eq(reviews.isShow, query.isShow === 1),
  );
}

/** How many reviews `where` picks, as the list joins them (its total). */
function countReviewsForOperator(db: Database, where: SQL | undefined): Promise<number> {
  return db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(goods, eq(goods.goodsId, reviews.goodsId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .then(([row]) => row?.n ?? 0);
}

/** How many reviews have no official reply: the list's total filtered 未回复 (the dashboard's work waiting). */
export function countReviewsWithoutReply(db: Database): Promise<number> {
  return countReviewsForOperator(db, conditions({ replied: 0, page: 1, limit: 1 }));
}

/** A page of reviews, newest first, with their authors unmasked and their official replies. */
export async function listReviewsForOperator(db: Database, query: ReviewModerationQuery): Promise<OperatorReviewPage> {
  const where = conditions(query);
  const { rows, total } = await readPage(
    db,
    db
      .select({ review: reviews, goodsName: goods.name, thumbnail: goods.thumbnail, nick: users.nick, mobile: users.mobile })
      .from(reviews)
      .innerJoin(goods, eq(goods.goodsId, reviews.goodsId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where),
    {
      orderBy: [desc(reviews.addTime), desc(reviews.gCommentId)],
      page: query.page,
      limit: query.limit,
    },
  );
  const commentsOf = await commentsUnder(
    db,
    rows.map(({ review }) => review.gCommentId),
    undefined,
  );
  return {
    list: rows.map(({ review, goodsName, thumbnail, nick, mobile }) => {
      const under = commentsOf(review.gCommentId);
      return {
        ...reviewFields(review, goodsName, thumbnail),
        user_id: review.userId,
        nick,
        mobile: mobile ?? '',
        follow_content: describeFollowUp(review)?.content ?? null,
        is_show: review.isShow ? (1 as const) : (0 as const),
        official_replies: under.filter((comment) => comment.is_official === 1),
        comments_count: under.length,
      };
    }),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** Shows a review on its goods page again, or hides it there (its author still reads it under 我的评价). */
export async function setReviewShown(db: Database, gCommentId: number, show: boolean) {
  // A transaction of its own, as every operator write: its audit row commits with it, or with an unknown review
  // rolls back with it (modules/operators).
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ isShow: show })
      .where(eq(reviews.gCommentId, gCommentId))
      .returning({ goodsId: reviews.goodsId });
    if (!updated) throw notFound(REVIEW_NOT_FOUND);
    return updated;
  });
  // The goods page's review count is part of its cached detail.
  goodsChanged(db, [row.goodsId]);
  return { g_comment_id: gCommentId, is_show: show ? (1 as const) : (0 as const) };
}
