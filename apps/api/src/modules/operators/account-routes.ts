// The operators' own calls (issue 31): sign-in, sign-out, who am I, password; the shop manager's accounts
// calls; the audit trail. The guard (guard.ts) has already checked the caller and their role.
import type { Context } from 'hono';
import {
  OPERATOR_ADDED,
  OPERATOR_DISABLED,
  OPERATOR_NOTHING_TO_CHANGE,
  CURRENT_PASSWORD_WRONG,
  OPERATOR_PASSWORD_CHANGED,
  SIGNED_IN,
  OPERATOR_UPDATED,
  OPERATOR_WRONG_CREDENTIALS,
  SIGNED_OUT,
} from '@garden/domain';
import { ApiError, badRequest } from '../../platform/api-error';
import { readClientIp } from '../../platform/client-ip';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { flagGiven, givenChange } from '../../platform/validation';
import { tryPassword } from '../auth/index';
import {
  addOperator,
  changeOperatorPassword,
  closeOperatorSession,
  describeOperator,
  findOperatorByLogin,
  listOperators,
  openOperatorSession,
  type Operator,
  updateOperator,
} from './accounts';
import { listAudit } from './audit';
import { callerOf } from './guard';

const tag = { tags: ['运营 · 操作员'] };
/** A time filter in Unix seconds; `to` takes in the whole of its second. */
const seconds = (value: number | undefined, through = 0) => (value === undefined ? undefined : new Date(value * 1000 + through));

/** The signed-in operator of a call the data-folder token cannot make (the guard lets it through to `addOperator` only). */
const signedIn = (c: Context) => callerOf(c).operator as Operator;

export const operatorAccountRoutes = endpointRouter(
  endpoint('operatorSignIn', {
    ...tag,
    security: [],
    summary: '操作员登录：登录名与密码；答复登录凭证 key（之后每个运营接口带 authorization: Bearer <key>）',
    description: '同一 IP 对同一账号连续输错密码会放慢并暂时锁定（与顾客登录相同）；停用的账号答复 403「账号已停用」。',
    async handle({ db, config, input, now, c }) {
      const operator = await findOperatorByLogin(db, input.login);
      const account = operator && { kind: 'operator' as const, id: operator.id, passwordHash: operator.passwordHash };
      const ip = readClientIp(c, config.trustedProxies);
      const right = await tryPassword(db, now, ip, { account, login: `operator:${input.login}`, password: input.password });
      if (!right || !operator) throw badRequest(OPERATOR_WRONG_CREDENTIALS);
      if (operator.disabled) throw new ApiError(403, OPERATOR_DISABLED, 403);
      const key = await openOperatorSession(db, config, operator.id);
      return withMessage({ key, operator: describeOperator(operator) }, SIGNED_IN);
    },
  }),
  endpoint('operatorSignOut', {
    ...operatorCall,
    ...tag,
    summary: '操作员退出登录：作废本次登录凭证',
    async handle({ db, c }) {
      await closeOperatorSession(db, callerOf(c).key);
      return withMessage(null, SIGNED_OUT);
    },
  }),
  endpoint('operatorMe', {
    ...operatorCall,
    ...tag,
    summary: '当前操作员：账号、角色与权限',
    handle: async ({ c }) => describeOperator(signedIn(c)),
  }),
  endpoint('changeOperatorPassword', {
    ...operatorCall,
    ...tag,
    summary: '修改密码：需原密码；成功后该操作员的其他登录全部失效',
    async handle({ db, config, input, now, c }) {
      const operator = signedIn(c);
      const account = { kind: 'operator' as const, id: operator.id, passwordHash: operator.passwordHash };
      const ip = readClientIp(c, config.trustedProxies);
      if (!(await tryPassword(db, now, ip, { account, login: operator.login, password: input.old_password })))
        throw badRequest(CURRENT_PASSWORD_WRONG);
      await changeOperatorPassword(db, operator.id, input.new_password, callerOf(c).key);
      return withMessage(null, OPERATOR_PASSWORD_CHANGED);
    },
  }),
  endpoint('listOperators', {
    ...operatorCall,
    ...tag,
    summary: '操作员列表（店长）',
    handle: async ({ db }) => ({ list: (await listOperators(db)).map(describeOperator) }),
  }),
  endpoint('addOperator', {
    ...operatorCall,
    ...tag,
    summary: '添加操作员（店长；或用数据目录的运营令牌添加最初的操作员：garden operators add）',
    async handle({ db, input, now }) {
      const operator = await addOperator(db, {
        login: input.login,
        password: input.password,
        displayName: input.display_name,
        role: input.role,
        now,
      });
      return withMessage(describeOperator(operator), OPERATOR_ADDED);
    },
  }),
  endpoint('updateOperator', {
    ...operatorCall,
    ...tag,
    summary: '修改操作员的名称、角色或停用（店长）；停用即结束其所有登录',
    async handle({ db, input }) {
      const change = givenChange(
        { displayName: input.display_name, role: input.role, disabled: flagGiven(input.disabled) },
        OPERATOR_NOTHING_TO_CHANGE,
      );
      return withMessage(describeOperator(await updateOperator(db, input.operator_id, change)), OPERATOR_UPDATED);
    },
  }),
  endpoint('auditTrail', {
    ...operatorCall,
    ...tag,
    summary: '操作记录：每次写操作的操作员、时间、操作、目标及前后内容；按操作员、目标、时间筛选，新的在前',
    handle: async ({ db, input }) =>
      listAudit(db, {
        operatorId: input.operator_id,
        targetType: input.target_type,
        targetId: input.target_id,
        from: seconds(input.from),
        to: seconds(input.to, 999),
        page: input.page,
        limit: input.limit,
      }),
  }),
);
