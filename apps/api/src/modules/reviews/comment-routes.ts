// Reviews on product pages, their comments and likes (storefront §7 /v2/comment/lists,
// /v1/comarticle/*, /v1/compublic/zan). Writing reviews waits for orders.
import { COMMENT_LIMITS, COMMENT_REPLIED, COMMENT_WRITTEN, tooOftenMessage } from '@garden/domain';
import { badRequest, notLoggedIn } from '../../platform/api-error';
import { optionalUser, requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { addComment, listComments, listReviews, setLike, type ReviewSort } from './comments';
import { withinLimits } from '../../platform/rate-limits';

/** Comments and replies together, per account (README "Limits"): 5 a minute, 60 an hour. */
const commentLimit = (userId: number, now: Date) => ({
  bucket: `comment:user:${userId}`,
  limits: COMMENT_LIMITS,
  now,
  refusal: (seconds: number) => tooOftenMessage('评论', seconds),
});

export const commentRoutes = createRouter()
  .openapi(
    queryRoute('listReviews', {
      tags: ['评价'],
      summary: '评价列表（每页 10）：某商品的评价，或 user=1 时我的评价',
      description:
        'category：0 全部，1 有图，2 好评（4–5 星），3 中评（3 星），4 差评（1–2 星）。sort：0 默认（点赞多的在前，再按时间），1 按时间。返回各类数量 category 与当前筛选的 total。',
      middleware: [optionalUser] as const,
    }),
    async (c) => {
      const { db, user } = c.var;
      const query = c.req.valid('query');
      if (query.user === 1 && !user) throw notLoggedIn();
      if (query.user !== 1 && !query.gshp_id) throw badRequest('缺少参数 gshp_id');
      return respond(
        c,
        await listReviews(db, {
          goodsId: query.user === 1 ? undefined : query.gshp_id,
          authorId: query.user === 1 ? user?.id : undefined,
          category: query.category,
          sort: query.sort as ReviewSort,
          page: query.page,
          limit: query.limit,
          viewerId: user?.id,
        }),
      );
    },
  )
  .openapi(
    queryRoute('listReviewComments', {
      tags: ['评价'],
      summary: '某条评价下的评论与回复（按时间）',
      middleware: [optionalUser] as const,
    }),
    async (c) => {
      const { g_comment_id, page, limit } = c.req.valid('query');
      return respond(c, await listComments(c.var.db, g_comment_id, page, limit, c.var.user?.id));
    },
  )
  .openapi(
    bodyRoute('commentOnReview', {
      tags: ['评价'],
      summary: '评论一条评价（不能评论自己的评价）',
      description: '内容为空：「请添加文字」；自己的评价：「不能回复自己的评论」。评论与回复合计每个账号每分钟最多 5 条、每小时 60 条，超出 429。',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'commentOnReview');
      const now = config.now();
      const comment = await withinLimits(db, commentLimit(user.id, now), (tx) =>
        addComment(tx, { userId: user.id, gCommentId: input.g_comment_id, content: input.content, now }),
      );
      return respond(c, comment, COMMENT_WRITTEN);
    },
  )
  .openapi(
    bodyRoute('replyToComment', {
      tags: ['评价'],
      summary: '回复评价下的一条评论（不能回复自己的评论）',
      description: '内容为空：「请添加文字」；自己的评论：「不能回复自己的评论」。与评论合计限频（见上）。',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'replyToComment');
      const now = config.now();
      const reply = await withinLimits(db, commentLimit(user.id, now), (tx) =>
        addComment(tx, { userId: user.id, gCommentId: input.g_comment_id, replyTo: input.comment_id, content: input.content, now }),
      );
      return respond(c, reply, COMMENT_REPLIED);
    },
  )
  .openapi(
    bodyRoute('likeReview', {
      tags: ['评价'],
      summary: '点赞或取消点赞一条评价（每人一次，重复操作不变）',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'likeReview');
      return respond(c, await setLike(db, user.id, input.g_comment_id, input.type === 1, config.now()));
    },
  );
