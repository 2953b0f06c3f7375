// Reviews on product pages, their comments and likes (storefront §3 "Review", §7).
import { COMMENT_TEXT_REQUIRED, COMMENT_TOO_LONG, PAGE_SIZES, REVIEW_TEXT_MAX, validateReviewText } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag } from './common';
import { choice, integer, limitParam, MAX_ID, optionalInteger, pageParam, textField } from './fields';

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

// ── Requests ──

/** Comment text: not blank (请添加文字), at most 300 characters. */
const content = () =>
  textField(COMMENT_TEXT_REQUIRED)
    .superRefine((value, ctx) => {
      const message = validateReviewText(value, 'comment');
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .pipe(z.string().max(REVIEW_TEXT_MAX, COMMENT_TOO_LONG));

const reviewId = () => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '评价编号' });

/** GET /v2/comment/lists. */
export const ReviewPageRequest = z.object({
  gshp_id: optionalInteger('商品编号', 1),
  user: optionalInteger('1：我的评价（需登录）'),
  category: choice([0, 1, 2, 3, 4], 'category 应为 0–4').optional().default(0).openapi({ type: 'integer' }),
  sort: choice([0, 1], 'sort 应为 0 或 1').optional().default(0).openapi({ type: 'integer' }),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.reviews),
  system: z.string().max(10).optional(),
});

/** GET /v1/comarticle/commentlist. */
export const ReviewCommentPageRequest = z.object({ g_comment_id: reviewId(), page: pageParam(), limit: limitParam(PAGE_SIZES.reviews) });

/** POST /v1/comarticle/comment. */
export const ReviewCommentRequest = z.object({ content: content(), g_comment_id: reviewId() });

/** POST /v1/comarticle/reply. */
export const ReviewReplyRequest = ReviewCommentRequest.extend({
  comment_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '被回复的评论编号' }),
});

/** POST /v1/compublic/zan. */
export const ReviewLikeRequest = z.object({
  g_comment_id: reviewId(),
  type: choice([1, 2], 'type 应为 1（点赞）或 2（取消）')
    .optional()
    .default(1)
    .openapi({ type: 'integer', description: '1 点赞（默认），2 取消点赞' }),
});
