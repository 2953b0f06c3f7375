import { UserInfo, UserInfoWithCart } from '@garden/contract';
import { MOBILE_BOUND } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { documentBody, mobile, readInput, smsCode } from '../../platform/validation';
import { bindMobile, countCartPieces, describeUser } from '../auth/index';

const bindingFields = z.object({ mobile: mobile(), sms_code: smsCode() });

export const userRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/user/info',
      tags: ['用户'],
      summary: '当前用户信息与购物车件数',
      middleware: [requireUser] as const,
      responses: envelopeResponses(UserInfoWithCart),
    }),
    async (c) => {
      const { user } = c.var;
      return respond(c, { info: describeUser(user), cart_v3_sum: await countCartPieces(c.var.db, user.id) });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/user/binding',
      tags: ['用户'],
      summary: '绑定手机号（需短信验证码，type 4）',
      middleware: [requireUser] as const,
      request: { body: documentBody(bindingFields) },
      responses: envelopeResponses(UserInfo),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, bindingFields);
      return respond(c, await bindMobile(db, config, user, { mobile: input.mobile, smsCode: input.sms_code }), MOBILE_BOUND);
    },
  );
