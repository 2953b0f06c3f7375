// The reviews' operator calls (`garden reviews reply`; the back office's 评价 page, issue 32 "Reviews"): the list, the
// shop's official reply, and hiding or showing a review on its goods page. The guard (modules/operators) has checked
// the caller's role and records each write in the audit trail.
import { OFFICIAL_REPLY_SENT, REVIEW_HIDDEN, REVIEW_SHOWN } from '@garden/domain';
import { endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { replyOfficially } from './comments';
import { listReviewsForOperator, setReviewShown } from './review-moderation';

export const reviewsOperatorRoutes = endpointRouter(
  operatorEndpoint('replyToReview', '官方回复评价', async ({ db, input, now }) => {
    return withMessage(await replyOfficially(db, { gCommentId: input.g_comment_id, content: input.content, now }), OFFICIAL_REPLY_SENT);
  }),
  operatorEndpoint('listShopReviews', '评价列表：按商品、评价人、星级、是否已官方回复、是否显示筛选，新的在前', ({ db, input }) =>
    listReviewsForOperator(db, {
      goods: input.goods,
      user: input.user,
      rank: input.rank,
      replied: input.replied,
      isShow: input.is_show,
      page: input.page,
      limit: input.limit,
    }),
  ),
  operatorEndpoint('setReviewShown', '在商品页显示或隐藏一条评价（is_show）；隐藏的评价作者仍可在“我的评价”看到', async ({ db, input }) => {
    const set = await setReviewShown(db, input.g_comment_id, input.is_show === 1);
    return withMessage(set, set.is_show ? REVIEW_SHOWN : REVIEW_HIDDEN);
  }),
);
