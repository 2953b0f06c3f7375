// Member cards (shopping §7 GET /v2/user/vipCard).
import { VipCardList } from '@garden/contract';
import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { listVipCards } from './cards';

export const cardRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/v2/user/vipCard',
    tags: ['支付'],
    summary: '我的会员卡（支付页列出卡内余额）',
    middleware: [requireUser] as const,
    responses: envelopeResponses(VipCardList),
  }),
  async (c) => respond(c, { list: await listVipCards(c.var.db, c.var.user.id) }),
);
