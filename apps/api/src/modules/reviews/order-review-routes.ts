// Reviews of orders (storefront §7 /v2/order/comment, /v2/order/pluscomment, /v2/order/comment_success;
// §4 "Review tabs"): writing the first review and the follow-up, and the pages around them.
import { FollowUpWritten, MyReviews, ReviewOrder, ReviewSuccess, ReviewWritten } from '@garden/contract';
import { PAGE_SIZES, REVIEW_IMAGES_MAX, TOO_MANY_IMAGES } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { choice, documentBody, integer, readInput } from '../../platform/validation';
import { MAX_ID, limitParam, pageParam } from '../../platform/query-fields';
import {
  MY_REVIEW_TABS,
  listMyReviews,
  readReviewOrder,
  readReviewSuccess,
  writeFirstReview,
  writeFollowUp,
  type ReviewEntry,
} from './order-reviews';

const orderId = () => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' });

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
const entrySchema = z.object({
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
  .pipe(z.array(entrySchema).min(1, '应至少评价一件商品').max(100))
  .openapi({
    type: 'string',
    description: 'JSON 列表：[{ good_id, rec_id, comment, remark（1–5 星，默认 5，仅首评）, pics（≤ 9 张上传地址）, goods_attr, sup_id, is_show }]',
    example: '[{"rec_id":12,"comment":"花很好","remark":5,"pics":[]}]',
  });

const reviewFields = z.object({ order_id: orderId(), order_comment: orderComment });

const toEntries = (list: z.output<typeof orderComment>): ReviewEntry[] =>
  list.map((entry) => ({ recId: entry.rec_id, comment: entry.comment, remark: entry.remark, pics: entry.pics }));

export const orderReviewRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v2/order/comment_info',
      tags: ['评价'],
      summary: '订单的评价页：订单状态与待评价商品（exist_real_goods，含各商品的首评）',
      middleware: [requireUser] as const,
      request: { query: z.object({ order_id: orderId() }) },
      responses: envelopeResponses(ReviewOrder),
    }),
    async (c) => respond(c, await readReviewOrder(c.var.db, c.var.user.id, c.req.valid('query').order_id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v2/order/comment',
      tags: ['评价'],
      summary: '首次评价已完成的订单（每件商品：星级、≤ 300 字、≤ 9 张图）',
      description:
        '仅 o_status 7 且未评价的订单，须评价订单中的每件商品各一次。文字为空「请添加文字」，超过 300 字「评价内容不得超过300字！」，图片超过 9 张「图片超出9张」；表情按 &#x…; 编码保存。',
      middleware: [requireUser] as const,
      request: { body: documentBody(reviewFields) },
      responses: envelopeResponses(ReviewWritten),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, reviewFields);
      const written = await writeFirstReview(db, {
        userId: user.id,
        orderId: input.order_id,
        entries: toEntries(input.order_comment),
        now: config.now(),
      });
      return respond(c, written, '评价成功');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v2/order/pluscomment',
      tags: ['评价'],
      summary: '追评（is_comment 1 且 is_twice 0 的订单，每件已评价商品一次，无星级）',
      description: '文字为空「请输入文字」；未评价先追评、重复追评均被拒绝。',
      middleware: [requireUser] as const,
      request: { body: documentBody(reviewFields) },
      responses: envelopeResponses(FollowUpWritten),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, reviewFields);
      const written = await writeFollowUp(db, {
        userId: user.id,
        orderId: input.order_id,
        entries: toEntries(input.order_comment),
        now: config.now(),
      });
      return respond(c, written, '追评成功');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v2/order/comment_success',
      tags: ['评价'],
      summary: '评价成功页：本订单已评价的商品，以及其他待评价 / 待追评的订单（more）',
      middleware: [requireUser] as const,
      request: { query: z.object({ order_id: orderId(), limit: limitParam(PAGE_SIZES.reviewHistory) }) },
      responses: envelopeResponses(ReviewSuccess),
    }),
    async (c) => {
      const query = c.req.valid('query');
      return respond(c, await readReviewSuccess(c.var.db, c.var.user.id, query.order_id, query.limit));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v2/order/my_comments',
      tags: ['评价'],
      summary: '我的评价：status 1000 待评价的订单（含待追评），999 已发布的评价；每页 10',
      middleware: [requireUser] as const,
      request: {
        query: z.object({
          status: choice([MY_REVIEW_TABS.pending, MY_REVIEW_TABS.published], '应为 1000（待评价）或 999（已评价）')
            .optional()
            .default(MY_REVIEW_TABS.pending)
            .openapi({ type: 'integer', description: '1000 待评价，999 已评价' }),
          page: pageParam(),
          limit: limitParam(PAGE_SIZES.reviewHistory),
        }),
      },
      responses: envelopeResponses(MyReviews),
    }),
    async (c) => respond(c, await listMyReviews(c.var.db, c.var.user.id, c.req.valid('query'))),
  );
