// Member cards (shopping §7 GET /v2/user/vipCard).
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { listVipCards } from './cards';

export const cardRoutes = endpointRouter(
  endpoint('listMemberCards', {
    tags: ['支付'],
    summary: '我的会员卡（支付页列出卡内余额）',
    middleware: [requireUser] as const,
    handle: async ({ db, user }) => ({ list: await listVipCards(db, user.id) }),
  }),
);
