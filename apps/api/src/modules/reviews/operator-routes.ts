// The reviews' operator call (`garden reviews reply`): the shop's official reply. Only the operator token opens it
// (modules/operators).
import { OFFICIAL_REPLY_SENT } from '@garden/domain';
import { endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { replyOfficially } from './comments';

export const reviewsOperatorRoutes = endpointRouter(
  operatorEndpoint('replyToReview', '官方回复评价', async ({ db, input, now }) => {
    return withMessage(await replyOfficially(db, { gCommentId: input.g_comment_id, content: input.content, now }), OFFICIAL_REPLY_SENT);
  }),
);
