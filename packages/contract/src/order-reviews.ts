// Reviews of orders (storefront §7 /v2/order/comment, /v2/order/pluscomment, /v2/order/comment_success, /v2/order/my_comments).
import { PAGE_SIZES, REVIEW_IMAGES_MAX, TOO_MANY_IMAGES } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag } from './common';
import { MAX_ID, choice, integer, limitParam, pageParam } from './fields';
import { Review } from './reviews';

/** Tabs of "my reviews" (storefront §4): orders waiting for a review or follow-up, and reviews written. */
export const MY_REVIEW_TABS = { pending: 1000, published: 999 } as const;

const orderId = () => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' });

/** GET /v2/order/comment_info: the order to review. */
export const ReviewOrderRequest = z.object({ order_id: orderId() });

/** `pics`: a list of upload paths, or the same as comma-separated text; at most 9 (图片超出9张). */
const pics = z
  .union([
    z.array(z.string().max(200)),
    z
      .string()
      .max(2000)
      .transform((text) =>
        text
          .split(',')
          .map((path) => path.trim())
          .filter(Boolean),
      ),
  ])
  .optional()
  .default([])
  .pipe(z.array(z.string()).max(REVIEW_IMAGES_MAX, TOO_MANY_IMAGES));

/** One goods' part of `order_comment`; `good_id`, `goods_attr`, `sup_id` and `is_show` are read from the order line instead. */
const ReviewEntry = z.object({
  rec_id: integer({ min: 1, max: MAX_ID }),
  good_id: z.unknown().optional(),
  comment: z.union([z.string(), z.number()]).optional().default('').transform(String),
  remark: integer({ min: 1, max: 5 }).optional(),
  pics,
  goods_attr: z.unknown().optional(),
  sup_id: z.unknown().optional(),
  is_show: z.unknown().optional(),
});

/** `order_comment`: the per-goods submissions as a JSON list, or its JSON text as the spec's web posts it. */
const orderComment = z
  .union([
    z.array(z.unknown()),
    z.string().transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: '应为 JSON 列表' });
        return z.NEVER;
      }
    }),
  ])
  .pipe(z.array(ReviewEntry).min(1, '应至少评价一件商品').max(100))
  .openapi({
    type: 'string',
    description: 'JSON 列表：[{ good_id, rec_id, comment, remark（1–5 星，默认 5，仅首评）, pics（≤ 9 张上传地址）, goods_attr, sup_id, is_show }]',
    example: '[{"rec_id":12,"comment":"花很好","remark":5,"pics":[]}]',
  });

/** POST /v2/order/comment and /v2/order/pluscomment: the order and a review of each of its goods. */
export const OrderReviewRequest = z.object({ order_id: orderId(), order_comment: orderComment });

/** GET /v2/order/comment_success: the order just reviewed, and how many other orders to show. */
export const ReviewSuccessRequest = z.object({ order_id: orderId(), limit: limitParam(PAGE_SIZES.reviewHistory) });

/** GET /v2/order/my_comments: a tab and its page. */
export const MyReviewsRequest = z.object({
  status: choice([MY_REVIEW_TABS.pending, MY_REVIEW_TABS.published], '应为 1000（待评价）或 999（已评价）')
    .optional()
    .default(MY_REVIEW_TABS.pending)
    .openapi({ type: 'integer', description: '1000 待评价，999 已评价' }),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.reviewHistory),
});

const LineReview = z.object({
  g_comment_id: z.number().int(),
  comment_rank: z.number().int(),
  content: z.string(),
  imgs: z.array(z.string()),
  add_time: z.number().int(),
  follow: z.object({ content: z.string(), imgs: z.array(z.string()), add_time: z.number().int() }).nullable(),
});

export const ReviewLine = z
  .object({
    goods_id: z.number().int(),
    gid: z.number().int().openapi({ description: '商品编号（同 goods_id，商品页用）' }),
    rec_id: z.number().int(),
    sup_id: z.number().int(),
    goods_name: z.string(),
    goods_thumb: z.string(),
    goods_attr: z.string(),
    is_comment: z.number().int().openapi({ description: '0 未评价，1 已评价，2 已追评' }),
    review: LineReview.nullable().openapi({ description: '该商品的首评（追评页展示）' }),
  })
  .openapi('ReviewLine');
export type ReviewLine = z.infer<typeof ReviewLine>;

export const OrderToReview = z
  .object({
    order_id: z.number().int(),
    order_sn: z.string(),
    order_time: z.string(),
    add_time: z.number().int(),
    is_comment: z.number().int(),
    is_twice: z.number().int(),
    goods_list: z.array(
      z.object({
        rec_id: z.number().int(),
        goods_id: z.number().int(),
        goods_name: z.string(),
        goods_thumb: z.string(),
        goods_attr: z.string(),
        goods_number: z.number().int(),
      }),
    ),
  })
  .openapi('OrderToReview');
export type OrderToReview = z.infer<typeof OrderToReview>;

export const MyReviewCounts = z.object({ pending: z.number().int(), published: z.number().int() });
export type MyReviewCounts = z.infer<typeof MyReviewCounts>;

/** GET /v2/order/comment_info: the order and its goods to review. */
export const ReviewOrder = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  o_status: z.number().int(),
  is_delete: z.number().int(),
  is_twice: z.number().int(),
  is_comment: z.number().int(),
  exist_real_goods: z.array(ReviewLine),
});
export type ReviewOrder = z.infer<typeof ReviewOrder>;

export const ReviewWritten = z.object({ order_id: z.number().int(), g_comment_ids: z.array(z.number().int()) });
export type ReviewWritten = z.infer<typeof ReviewWritten>;

export const FollowUpWritten = z.object({ order_id: z.number().int() });
export type FollowUpWritten = z.infer<typeof FollowUpWritten>;

/** GET /v2/order/comment_success. */
export const ReviewSuccess = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  is_comment: z.number().int(),
  is_twice: z.number().int(),
  goods_list: z.array(ReviewLine),
  more: z.array(OrderToReview),
  more_total: z.number().int(),
});
export type ReviewSuccess = z.infer<typeof ReviewSuccess>;

/** GET /v2/order/my_comments: status 1000 the orders to review, 999 the published reviews. */
export const MyReviews = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(MY_REVIEW_TABS.pending),
    list: z.array(OrderToReview),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    counts: MyReviewCounts,
  }),
  z.object({
    status: z.literal(MY_REVIEW_TABS.published),
    list: z.array(Review.extend({ can_follow_up: Flag })),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    counts: MyReviewCounts,
  }),
]);
export type MyReviews = z.infer<typeof MyReviews>;
