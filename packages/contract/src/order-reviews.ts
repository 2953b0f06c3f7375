// Reviews of orders (storefront §7 /v2/order/comment, /v2/order/pluscomment, /v2/order/comment_success, /v2/order/my_comments).
import { z } from '@hono/zod-openapi';
import { Flag } from './common';
import { Review } from './reviews';

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
    status: z.literal(1000),
    list: z.array(OrderToReview),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    counts: MyReviewCounts,
  }),
  z.object({
    status: z.literal(999),
    list: z.array(Review.extend({ can_follow_up: Flag })),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    counts: MyReviewCounts,
  }),
]);
export type MyReviews = z.infer<typeof MyReviews>;
