// Reviews on product pages, their comments and likes (storefront §7 /v2/comment/lists,
// /v1/comarticle/*, /v1/compublic/zan). Writing reviews waits for orders.
import { COMMENT_LIMITS, COMMENT_REPLIED, COMMENT_WRITTEN, tooOftenMessage } from '@garden/domain';
import { badRequest, notLoggedIn } from '../../platform/api-error';
import { optionalUser, requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { addComment, listComments, listReviews, setLike, type ReviewSort } from './comments';
import { withinLimits } from '../../platform/rate-limits';

const visitor = { tags: ['评价'], middleware: [optionalUser] as const };
const shopper = { tags: ['评价'], middleware: [requireUser] as const };

/**
 * A comment or a reply, counted with the others per account (README "Limits"): 5 a minute, 60 an hour.
 * `replyTo` names the comment answered.
 */
function addLimitedComment(db: Parameters<typeof addComment>[0], comment: Parameters<typeof addComment>[1]) {
  const { userId, now } = comment;
  const limit = { bucket: `comment:user:${userId}`, limits: COMMENT_LIMITS, now, refusal: (seconds: number) => tooOftenMessage('评论', seconds) };
  return withinLimits(db, limit, (tx) => addComment(tx, comment));
}

export const commentRoutes = endpointRouter(
  endpoint('listReviews', {
    ...visitor,
    summary: '评价列表（每页 10）：某商品的评价，或 user=1 时我的评价',
    description:
      'category：0 全部，1 有图，2 好评（4–5 星），3 中评（3 星），4 差评（1–2 星）。sort：0 默认（点赞多的在前，再按时间），1 按时间。返回各类数量 category 与当前筛选的 total。',
    async handle({ db, user, input }) {
      if (input.user === 1 && !user) throw notLoggedIn();
      if (input.user !== 1 && !input.gshp_id) throw badRequest('缺少参数 gshp_id');
      return listReviews(db, {
        goodsId: input.user === 1 ? undefined : input.gshp_id,
        authorId: input.user === 1 ? user?.id : undefined,
        category: input.category,
        sort: input.sort as ReviewSort,
        page: input.page,
        limit: input.limit,
        viewerId: user?.id,
      });
    },
  }),
  endpoint('listReviewComments', {
    ...visitor,
    summary: '某条评价下的评论与回复（按时间）',
    handle: async ({ db, user, input }) => listComments(db, input.g_comment_id, input.page, input.limit, user?.id),
  }),
  endpoint('commentOnReview', {
    ...shopper,
    summary: '评论一条评价（不能评论自己的评价）',
    description: '内容为空：「请添加文字」；自己的评价：「不能回复自己的评论」。评论与回复合计每个账号每分钟最多 5 条、每小时 60 条，超出 429。',
    async handle({ db, user, input, now }) {
      const comment = await addLimitedComment(db, { userId: user.id, gCommentId: input.g_comment_id, content: input.content, now });
      return withMessage(comment, COMMENT_WRITTEN);
    },
  }),
  endpoint('replyToComment', {
    ...shopper,
    summary: '回复评价下的一条评论（不能回复自己的评论）',
    description: '内容为空：「请添加文字」；自己的评论：「不能回复自己的评论」。与评论合计限频（见上）。',
    async handle({ db, user, input, now }) {
      const reply = await addLimitedComment(db, {
        userId: user.id,
        gCommentId: input.g_comment_id,
        replyTo: input.comment_id,
        content: input.content,
        now,
      });
      return withMessage(reply, COMMENT_REPLIED);
    },
  }),
  endpoint('likeReview', {
    ...shopper,
    summary: '点赞或取消点赞一条评价（每人一次，重复操作不变）',
    handle: async ({ db, user, input, now }) => setLike(db, user.id, input.g_comment_id, input.type === 1, now),
  }),
);
