// Member cards (shopping §7 GET /v2/user/vipCard).
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../lib/auth';
import { envelopeResponses, respond } from '../lib/envelope';
import { createRouter } from '../lib/openapi';
import { listVipCards } from '../services/cards';

const cardSchema = z
  .object({
    FCardNumber: z.number().int().openapi({ description: '卡号；2 为黑五卡' }),
    ftype: z.number().int(),
    fDisCount: z.string().openapi({ description: '折扣率，如 0.95' }),
    FName: z.string(),
    FAmtIn: z.string().openapi({ description: '卡内余额（元）' }),
  })
  .openapi('VipCard');

export const cardRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/v2/user/vipCard',
    tags: ['支付'],
    summary: '我的会员卡（支付页列出卡内余额）',
    middleware: [requireUser] as const,
    responses: envelopeResponses(z.object({ list: z.array(cardSchema) })),
  }),
  async (c) => respond(c, { list: await listVipCards(c.var.db, c.var.user.id) }),
);
