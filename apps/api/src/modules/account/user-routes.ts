import { MOBILE_BOUND } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { bindMobile, countCartPieces, describeUser } from '../auth/index';

export const userRoutes = createRouter()
  .openapi(queryRoute('readUserInfo', { tags: ['用户'], summary: '当前用户信息与购物车件数', middleware: [requireUser] as const }), async (c) => {
    const { user } = c.var;
    return respond(c, { info: describeUser(user), cart_v3_sum: await countCartPieces(c.var.db, user.id) });
  })
  .openapi(
    bodyRoute('bindMobile', { tags: ['用户'], summary: '绑定手机号（需短信验证码，type 4）', middleware: [requireUser] as const }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'bindMobile');
      return respond(c, await bindMobile(db, config, user, { mobile: input.mobile, smsCode: input.sms_code }), MOBILE_BOUND);
    },
  );
