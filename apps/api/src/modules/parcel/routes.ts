// The parcel-return calls (shopping §7 "Parcel": login with user_name and password; record with user
// and logistics_no; paths not shown by the spec, chosen in its style). Staff keys and shoppers' keys
// open only their own calls.
import { ParcelRecordRequest } from '@garden/contract';
import { OPERATOR_DISABLED, PARCEL_RECORDED, SIGNED_IN, WRONG_CREDENTIALS } from '@garden/domain';
import { createMiddleware } from 'hono/factory';
import { ApiError, badRequest } from '../../platform/api-error';
import { readClientIp } from '../../platform/client-ip';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import type { AppEnv } from '../../platform/openapi';
import { readInput } from '../../platform/validation';
import { tryPassword } from '../auth/index';
import { captchaSolver } from '../auth/index';
import { findStaffByUserName, openStaffSession, type ParcelStaff, recordParcel, resolveStaffSession, staffSessionLost } from './parcel';

/** The staff key alone, read before the other fields so a lost session is told before a wrong field. */
const staffKeyField = ParcelRecordRequest.pick({ parcel_key: true });

/** Routes behind it see the staff member of the key (header `parcel-key` or field `parcel_key`) as `c.var.staff`. */
const requireStaff = createMiddleware<AppEnv & { Variables: { staff: ParcelStaff } }>(async (c, next) => {
  const fields = await readInput(c, staffKeyField);
  c.set('staff', await resolveStaffSession(c.var.db, c.var.config, c.req.header('parcel-key') || fields.parcel_key));
  await next();
});

export const parcelRoutes = endpointRouter(
  endpoint('signInParcelStaff', {
    tags: ['包裹录入'],
    summary: '仓库人员登录（与顾客账号分开）',
    description:
      '用户名或密码错误「账号或密码错误！」；同一 IP 连续输错会放慢并暂时锁定，一小时内输错 10 次（不论 IP）后须同时提交图形验证码（device_id、captcha），否则 code 2005，与顾客登录相同。账号已停用（密码正确之后）答复 403「账号已停用」。',
    async handle({ db, config, input, now, c }) {
      const staff = await findStaffByUserName(db, input.user_name);
      const account = staff && { kind: 'staff' as const, id: staff.id, passwordHash: staff.passwordHash };
      const attempt = { account, login: input.user_name, password: input.password, solveCaptcha: captchaSolver(db, config, input) };
      if (!(await tryPassword(db, now, readClientIp(c, config.trustedProxies), attempt)) || !staff) throw badRequest(WRONG_CREDENTIALS);
      if (staff.disabled) throw new ApiError(403, OPERATOR_DISABLED, 403);
      return withMessage({ parcel_key: await openStaffSession(db, config, staff.id), user_name: staff.userName, name: staff.name }, SIGNED_IN);
    },
  }),
  endpoint('recordParcel', {
    tags: ['包裹录入'],
    summary: '录入退回包裹的快递单号',
    description:
      '成功 msg「录入成功」；同一单号再次录入 409「该快递单号已录入，请勿重复录入」；单号为空 400「请输入快递单号」；没有或失效的仓库人员凭证 code 401「登录失效，请重新登录」。单号与某退货售后的退货快递单号相同时，该售后标记为已收到退货（garden refunds list 可见）。',
    middleware: [requireStaff] as const,
    async handle({ db, staff, input, now }) {
      // The page names its staff member (parcelBack?user=); a key of someone else's is a lost session.
      if (input.user !== staff.userName) throw staffSessionLost();
      return withMessage(await recordParcel(db, { staffId: staff.id, logisticsNo: input.logistics_no, now }), PARCEL_RECORDED);
    },
  }),
);
