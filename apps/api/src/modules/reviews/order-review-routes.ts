// Reviews of orders (storefront §7 /v2/order/comment, /v2/order/pluscomment, /v2/order/comment_success;
// §4 "Review tabs"): writing the first review and the follow-up, and the pages around them.
import { REVIEW_FOLLOWED_UP, REVIEW_WRITTEN } from '@garden/domain';
import type { OrderReviewRequest } from '@garden/contract';
import type { z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { listMyReviews, readReviewOrder, readReviewSuccess, writeFirstReview, writeFollowUp, type ReviewEntry } from './order-reviews';

const toEntries = (list: z.output<typeof OrderReviewRequest>['order_comment']): ReviewEntry[] =>
  list.map((entry) => ({ recId: entry.rec_id, comment: entry.comment, remark: entry.remark, pics: entry.pics }));

export const orderReviewRoutes = createRouter()
  .openapi(
    queryRoute('readReviewOrder', {
      tags: ['评价'],
      summary: '订单的评价页：订单状态与待评价商品（exist_real_goods，含各商品的首评）',
      middleware: [requireUser] as const,
    }),
    async (c) => respond(c, await readReviewOrder(c.var.db, c.var.user.id, c.req.valid('query').order_id)),
  )
  .openapi(
    bodyRoute('writeFirstReview', {
      tags: ['评价'],
      summary: '首次评价已完成的订单（每件商品：星级、≤ 300 字、≤ 9 张图）',
      description:
        '仅 o_status 7 且未评价的订单，须评价订单中的每件商品各一次。文字为空「请添加文字」，超过 300 字「评价内容不得超过300字！」，图片超过 9 张「图片超出9张」；表情按 &#x…; 编码保存。',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'writeFirstReview');
      const written = await writeFirstReview(db, {
        userId: user.id,
        orderId: input.order_id,
        entries: toEntries(input.order_comment),
        now: config.now(),
      });
      return respond(c, written, REVIEW_WRITTEN);
    },
  )
  .openapi(
    bodyRoute('writeFollowUpReview', {
      tags: ['评价'],
      summary: '追评（is_comment 1 且 is_twice 0 的订单，每件已评价商品一次，无星级）',
      description: '文字为空「请输入文字」；未评价先追评、重复追评均被拒绝。',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'writeFollowUpReview');
      const written = await writeFollowUp(db, {
        userId: user.id,
        orderId: input.order_id,
        entries: toEntries(input.order_comment),
        now: config.now(),
      });
      return respond(c, written, REVIEW_FOLLOWED_UP);
    },
  )
  .openapi(
    queryRoute('readReviewSuccess', {
      tags: ['评价'],
      summary: '评价成功页：本订单已评价的商品，以及其他待评价 / 待追评的订单（more）',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const query = c.req.valid('query');
      return respond(c, await readReviewSuccess(c.var.db, c.var.user.id, query.order_id, query.limit));
    },
  )
  .openapi(
    queryRoute('listMyReviews', {
      tags: ['评价'],
      summary: '我的评价：status 1000 待评价的订单（含待追评），999 已发布的评价；每页 10',
      middleware: [requireUser] as const,
    }),
    async (c) => respond(c, await listMyReviews(c.var.db, c.var.user.id, c.req.valid('query'))),
  );
