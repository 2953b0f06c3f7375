// The reviews' operator call (`garden reviews reply`): the shop's official reply. Only the operator token opens it
// (modules/operators).
import { OFFICIAL_REPLY_SENT } from '@garden/domain';
import { bodyRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { operatorCall } from '../../platform/operator-auth';
import { replyOfficially } from './comments';

export const reviewsOperatorRoutes = createRouter().openapi(
  bodyRoute('replyToReview', {
    ...operatorCall,
    summary: '官方回复评价',
  }),
  async (c) => {
    const { db, config } = c.var;
    const input = await readRequest(c, 'replyToReview');
    return respond(c, await replyOfficially(db, { gCommentId: input.g_comment_id, content: input.content, now: config.now() }), OFFICIAL_REPLY_SENT);
  },
);
