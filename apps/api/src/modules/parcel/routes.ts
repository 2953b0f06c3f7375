// The parcel-return calls (shopping §7 "Parcel": login with user_name and password; record with user
// and logistics_no; paths not shown by the spec, chosen in its style). Staff keys and shoppers' keys
// open only their own calls.
import { ParcelRecord, ParcelStaff } from '@garden/contract';
import {
  normalizeParcelNumber,
  PARCEL_NUMBER_REQUIRED,
  PARCEL_RECORDED,
  PASSWORD_REQUIRED,
  USERNAME_REQUIRED,
  WRONG_CREDENTIALS,
} from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { badRequest } from '../../platform/api-error';
import { readClientIp } from '../../platform/client-ip';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { captchaAnswerFields } from '../../platform/captcha-fields';
import { documentBody, readInput, textField } from '../../platform/validation';
import { tryPassword } from '../auth/index';
import { captchaSolver } from '../auth/index';
import { findStaffByUserName, openStaffSession, recordParcel, resolveStaffSession, staffSessionLost } from './parcel';

const loginFields = captchaAnswerFields.extend({
  user_name: textField(USERNAME_REQUIRED)
    .pipe(z.string().min(1, USERNAME_REQUIRED).max(60, WRONG_CREDENTIALS))
    .openapi({ type: 'string', description: '仓库人员用户名' }),
  password: textField(PASSWORD_REQUIRED).pipe(z.string().min(1, PASSWORD_REQUIRED).max(128, WRONG_CREDENTIALS)).openapi({ type: 'string' }),
});

const recordFields = z.object({
  parcel_key: z.string().max(100).optional().openapi({ description: '仓库人员登录凭证（也可放在请求头 parcel-key）' }),
  user: textField(USERNAME_REQUIRED).pipe(z.string().max(60)).openapi({ type: 'string', description: '录入人员用户名（须与登录凭证一致）' }),
  logistics_no: textField(PARCEL_NUMBER_REQUIRED)
    .pipe(z.string().max(64, '快递单号不能超过64个字符'))
    .transform((value, ctx) => {
      const number = normalizeParcelNumber(value);
      if (number === null) {
        ctx.addIssue({ code: 'custom', message: PARCEL_NUMBER_REQUIRED });
        return z.NEVER;
      }
      return number;
    })
    .openapi({ type: 'string', description: '退回包裹的快递单号（去掉首尾空格）' }),
});

export const parcelRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/parcel/login',
      tags: ['包裹录入'],
      summary: '仓库人员登录（与顾客账号分开）',
      description:
        '用户名或密码错误「账号或密码错误！」；同一 IP 连续输错会放慢并暂时锁定，一小时内输错 10 次（不论 IP）后须同时提交图形验证码（device_id、captcha），否则 code 2005，与顾客登录相同。',
      request: { body: documentBody(loginFields) },
      responses: envelopeResponses(ParcelStaff),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, loginFields);
      const staff = await findStaffByUserName(db, input.user_name);
      const account = staff && { kind: 'staff' as const, id: staff.id, passwordHash: staff.passwordHash };
      const attempt = { account, login: input.user_name, password: input.password, solveCaptcha: captchaSolver(db, config, input) };
      if (!(await tryPassword(db, config.now(), readClientIp(c, config.trustedProxies), attempt)) || !staff) throw badRequest(WRONG_CREDENTIALS);
      return respond(c, { parcel_key: await openStaffSession(db, config, staff.id), user_name: staff.userName, name: staff.name }, '登录成功');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/parcel/record',
      tags: ['包裹录入'],
      summary: '录入退回包裹的快递单号',
      description:
        '成功 msg「录入成功」；同一单号再次录入 409「该快递单号已录入，请勿重复录入」；单号为空 400「请输入快递单号」；没有或失效的仓库人员凭证 code 401「登录失效，请重新登录」。单号与某退货售后的退货快递单号相同时，该售后标记为已收到退货（garden refunds list 可见）。',
      request: { body: documentBody(recordFields) },
      responses: envelopeResponses(ParcelRecord),
    }),
    async (c) => {
      const { db, config } = c.var;
      const fields = await readInput(c, recordFields.pick({ parcel_key: true }));
      const staff = await resolveStaffSession(db, config, c.req.header('parcel-key') || fields.parcel_key);
      const input = await readInput(c, recordFields);
      // The page names its staff member (parcelBack?user=); a key of someone else's is a lost session.
      if (input.user !== staff.userName) throw staffSessionLost();
      return respond(c, await recordParcel(db, { staffId: staff.id, logisticsNo: input.logistics_no, now: config.now() }), PARCEL_RECORDED);
    },
  );
