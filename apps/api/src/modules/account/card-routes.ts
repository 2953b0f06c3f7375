// Member cards (shopping §7 GET /v2/user/vipCard).
import { requireUser } from '../../platform/auth';
import { queryRoute } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { listVipCards } from './cards';

export const cardRoutes = createRouter().openapi(
  queryRoute('listMemberCards', { tags: ['支付'], summary: '我的会员卡（支付页列出卡内余额）', middleware: [requireUser] as const }),
  async (c) => respond(c, { list: await listVipCards(c.var.db, c.var.user.id) }),
);
