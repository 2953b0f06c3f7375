// Reviews of orders (storefront §7 /v2/order/comment, /v2/order/pluscomment, /v2/order/comment_success;
// §4 "Review tabs"): writing the first review and the follow-up, and the pages around them.
import { REVIEW_FOLLOWED_UP, REVIEW_WRITTEN } from '@garden/domain';
import type { OrderReviewRequest } from '@garden/contract';
import type { z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { listMyReviews, readReviewOrder, readReviewSuccess, writeFirstReview, writeFollowUp } from './order-reviews';

const shopper = { tags: ['评价'], middleware: [requireUser] as const };

/** What both reviews of an order are written from: the order and one entry a goods line. */
const reviewOf = (userId: number, input: z.output<typeof OrderReviewRequest>, now: Date) => ({
  userId,
  orderId: input.order_id,
  entries: input.order_comment.map((entry) => ({ recId: entry.rec_id, comment: entry.comment, remark: entry.remark, pics: entry.pics })),
  now,
});

export const orderReviewRoutes = endpointRouter(
  endpoint('readReviewOrder', {
    ...shopper,
    summary: '订单的评价页：订单状态与待评价商品（exist_real_goods，含各商品的首评）',
    handle: async ({ db, user, input }) => readReviewOrder(db, user.id, input.order_id),
  }),
  endpoint('writeFirstReview', {
    ...shopper,
    summary: '首次评价已完成的订单（每件商品：星级、≤ 300 字、≤ 9 张图）',
    description:
      '仅 o_status 7 且未评价的订单，须评价订单中的每件商品各一次。文字为空「请添加文字」，超过 300 字「评价内容不得超过300字！」，图片超过 9 张「图片超出9张」；表情按 &#x…; 编码保存。',
    handle: async ({ db, user, input, now }) => withMessage(await writeFirstReview(db, reviewOf(user.id, input, now)), REVIEW_WRITTEN),
  }),
  endpoint('writeFollowUpReview', {
    ...shopper,
    summary: '追评（is_comment 1 且 is_twice 0 的订单，每件已评价商品一次，无星级）',
    description: '文字为空「请输入文字」；未评价先追评、重复追评均被拒绝。',
    handle: async ({ db, user, input, now }) => withMessage(await writeFollowUp(db, reviewOf(user.id, input, now)), REVIEW_FOLLOWED_UP),
  }),
  endpoint('readReviewSuccess', {
    ...shopper,
    summary: '评价成功页：本订单已评价的商品，以及其他待评价 / 待追评的订单（more）',
    handle: async ({ db, user, input }) => readReviewSuccess(db, user.id, input.order_id, input.limit),
  }),
  endpoint('listMyReviews', {
    ...shopper,
    summary: '我的评价：status 1000 待评价的订单（含待追评），999 已发布的评价；每页 10',
    handle: async ({ db, user, input }) => listMyReviews(db, user.id, input),
  }),
);
