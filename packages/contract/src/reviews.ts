// Reviews on product pages, their comments and likes (storefront §3 "Review", §7).
import { z } from '@hono/zod-openapi';
import { Flag } from './common';

export const ReviewComment = z
  .object({
    comment_id: z.number().int(),
    g_comment_id: z.number().int(),
    reply_id: z.number().int().openapi({ description: '所回复的评论编号；直接评论评价时为 0' }),
    nick: z.string(),
    content: z.string(),
    create_time: z.number().int(),
    is_official: Flag,
    is_myself: Flag,
  })
  .openapi('ReviewComment');
export type ReviewComment = z.infer<typeof ReviewComment>;

export const Review = z
  .object({
    comment_id: z.number().int(),
    g_comment_id: z.number().int(),
    gshp_id: z.number().int(),
    goods_name: z.string(),
    thumbnail: z.string(),
    nick: z.string().openapi({ description: '脱敏昵称' }),
    avatar: z.string(),
    is_mini: Flag,
    comment_rank: z.number().int(),
    add_time: z.number().int(),
    goods_attr: z.string(),
    content: z.string(),
    imgs: z.array(z.string()),
    follow: z.object({ content: z.string(), imgs: z.array(z.string()), add_time: z.number().int() }).nullable(),
    order_id: z.number().int().nullable().openapi({ description: '评价来自的订单' }),
    children: z.array(ReviewComment),
    commentusers: z.number().int(),
    zan: z.number().int(),
    is_zan: Flag,
    is_myself: Flag,
  })
  .openapi('Review');
export type Review = z.infer<typeof Review>;

/** GET /v2/comment/lists: a page of reviews and the count of each tab. */
export const ReviewPage = z.object({
  list: z.array(Review),
  category: z.object({ all: z.number().int(), img: z.number().int(), good: z.number().int(), medium: z.number().int(), bad: z.number().int() }),
  total: z.number().int(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

/** GET /v1/comarticle/commentlist. */
export const ReviewCommentPage = z.object({ list: z.array(ReviewComment), total: z.number().int() });
export type ReviewCommentPage = z.infer<typeof ReviewCommentPage>;

/** A comment or reply just posted. */
export const ReviewCommentPosted = z.object({ comment_id: z.number().int(), reply_id: z.number().int(), create_time: z.number().int() });
export type ReviewCommentPosted = z.infer<typeof ReviewCommentPosted>;

/** POST /v1/compublic/zan. */
export const ReviewLiked = z.object({ zan: z.number().int(), is_zan: Flag });
export type ReviewLiked = z.infer<typeof ReviewLiked>;
