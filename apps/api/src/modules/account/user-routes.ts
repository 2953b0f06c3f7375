import { MOBILE_BOUND } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { bindMobile, countCartPieces, describeUser } from '../auth/index';

export const userRoutes = endpointRouter(
  endpoint('readUserInfo', {
    tags: ['用户'],
    summary: '当前用户信息与购物车件数',
    middleware: [requireUser] as const,
    handle: async ({ db, user }) => ({ info: describeUser(user), cart_v3_sum: await countCartPieces(db, user.id) }),
  }),
  endpoint('bindMobile', {
    tags: ['用户'],
    summary: '绑定手机号（需短信验证码，type 4）',
    middleware: [requireUser] as const,
    async handle({ db, config, user, input }) {
      return withMessage(await bindMobile(db, config, user, { mobile: input.mobile, smsCode: input.sms_code }), MOBILE_BOUND);
    },
  }),
);
