// Reviews, their replies and likes (storefront §3 "Review", "Reply").
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { addTime, at, reference } from '../columns';
import { users } from './accounts';
import { goods } from './catalogue';

/**
 * A review of one goods (`g_comment_id`), with its optional follow-up (`is_twice`).
 * `zan` is the like count kept beside `review_likes` so lists need no count query.
 */
export const reviews = pgTable(
  'reviews',
  {
    gCommentId: serial('g_comment_id').primaryKey(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    recId: integer('rec_id'),
    commentRank: smallint('comment_rank').notNull().default(5),
    content: text('content').notNull(),
    imgs: text('imgs').array().notNull().default(sql`'{}'::text[]`),
    goodsAttr: text('goods_attr').notNull().default(''),
    followContent: text('follow_content'),
    followImgs: text('follow_imgs').array().notNull().default(sql`'{}'::text[]`),
    followTime: at('follow_time'),
    zan: integer('zan').notNull().default(0),
    /** Whether the goods page lists it (issue 32 "Reviews": the operator hides or shows it); its author still sees it. */
    isShow: boolean('is_show').notNull().default(true),
    addTime: addTime(),
  },
  (t) => [index('reviews_goods_idx').on(t.goodsId, t.addTime), index('reviews_user_idx').on(t.userId, t.addTime)],
);

/**
 * Comments under a review (`comment_id`); `reply_id` names the comment answered, if any.
 * `is_official` marks the shop's replies; those have no `user_id`.
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    commentId: serial('comment_id').primaryKey(),
    gCommentId: reference('g_comment_id', () => reviews.gCommentId, { onDelete: 'cascade' }),
    replyId: integer('reply_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isOfficial: boolean('is_official').notNull().default(false),
    createTime: at('create_time').notNull(),
  },
  (t) => [index('review_comments_review_idx').on(t.gCommentId, t.createTime)],
);

/** Likes: one per shopper and review. */
export const reviewLikes = pgTable(
  'review_likes',
  {
    gCommentId: reference('g_comment_id', () => reviews.gCommentId, { onDelete: 'cascade' }),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    addTime: addTime(),
  },
  (t) => [primaryKey({ columns: [t.gCommentId, t.userId] })],
);
