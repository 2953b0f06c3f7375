import { captchaAnswerFields, PasswordSignInRequest, SignInRequest, SmsSignInRequest } from '@garden/contract';
import {
  ACCOUNT_DISABLED,
  ACCOUNT_DISABLED_CODE,
  MOBILE_NOT_REGISTERED,
  MOBILE_REGISTERED,
  PASSWORD_RESET,
  SIGNED_IN,
  SIGNED_OUT,
  WRONG_CREDENTIALS,
} from '@garden/domain';
import type { Context } from 'hono';
import { ApiError, badRequest, conflict, notFound, notLoggedIn } from '../../platform/api-error';
import { readLoginKey } from '../../platform/auth';
import { readClientIp } from '../../platform/client-ip';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { readInput } from '../../platform/validation';
import { hashPassword } from './passwords';
import { closeSession } from '../../platform/sessions';
import { tryPassword } from './throttle';
import { captchaSolver } from './captcha';
import { consumeSmsCode } from './sms';
import { answerSignedIn } from './signed-in';
import { findUserByLogin, findUserByMobile, registerUser, resetPassword, type User } from './users';

/**
 * A sign-in's fields, read a step at a time so each login type answers its own messages: the login type, then
 * that type's fields, the captcha's last (sent with the password once the account's recent wrong passwords ask
 * for it, code 2005, README "Limits").
 */
async function readSignIn(c: Context) {
  const { login_type } = await readInput(c, SignInRequest.pick({ login_type: true }));
  if (login_type === 2) return { login_type, ...(await readInput(c, SmsSignInRequest)) };
  const password = await readInput(c, PasswordSignInRequest);
  return { login_type, ...password, ...(await readInput(c, captchaAnswerFields)) };
}

export const authRoutes = endpointRouter(
  endpoint('signIn', {
    tags: ['登录'],
    summary: '登录：密码（手机号或用户名）或短信验证码',
    description:
      '成功返回登录凭证 key 与用户信息；账号未绑定手机号时 msg 为「请先绑定手机号！」；账号已被店铺停用时（密码或验证码正确之后）答复 code 2006（HTTP 403）「该账号已被停用，如有疑问请联系客服」。同一 IP 对同一账号密码连续错误会放慢并暂时锁定；同一账号一小时内密码错误 10 次（不论来自哪些 IP）后，密码登录须同时提交 device_id 与 captcha（图形验证码，同 /v2/sms/captcha），否则答复 code 2005（HTTP 403），短信登录不受影响。',
    read: readSignIn,
    async handle({ db, config, input, now, c }) {
      let user: User | undefined;
      if (input.login_type === 1) {
        const solveCaptcha = captchaSolver(db, config, input);
        const ip = readClientIp(c, config.trustedProxies);
        user = await findUserByLogin(db, input.mobile);
        const account = user && { kind: 'user' as const, id: user.id, passwordHash: user.passwordHash };
        const right = await tryPassword(db, now, ip, { account, login: input.mobile, password: input.password, solveCaptcha });
        if (!right || !user) throw badRequest(WRONG_CREDENTIALS);
      } else {
        await consumeSmsCode(db, config, { mobile: input.mobile, purpose: 'signin', code: input.sms_code });
        // An SMS login proves the mobile, so a new number gets an account (password set later).
        user = (await findUserByMobile(db, input.mobile)) ?? (await registerUser(db, { mobile: input.mobile, passwordHash: null, now }));
      }
      // Told only to whoever proved the account theirs (the right password or SMS code), so it reveals nothing else.
      if (user.disabled) throw new ApiError(ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED, 403);
      const { msg, ...data } = await answerSignedIn(db, config, user, SIGNED_IN);
      return withMessage(data, msg);
    },
  }),
  endpoint('signUp', {
    tags: ['登录'],
    summary: '手机号注册（需短信验证码，type 2），成功即登录',
    async handle({ db, config, input, now }) {
      if (await findUserByMobile(db, input.mobile)) throw conflict(MOBILE_REGISTERED);
      const passwordHash = await hashPassword(input.password);
      await consumeSmsCode(db, config, { mobile: input.mobile, purpose: 'signup', code: input.sms_code });
      const user = await registerUser(db, { mobile: input.mobile, passwordHash, now });
      const { msg, ...data } = await answerSignedIn(db, config, user, '注册成功');
      return withMessage(data, msg);
    },
  }),
  endpoint('resetPassword', {
    tags: ['登录'],
    summary: '找回密码（需短信验证码，type 3）；成功后该账号所有登录失效',
    async handle({ db, config, input }) {
      const user = await findUserByMobile(db, input.mobile);
      if (!user) throw notFound(MOBILE_NOT_REGISTERED);
      const passwordHash = await hashPassword(input.password);
      await consumeSmsCode(db, config, { mobile: input.mobile, purpose: 'forget', code: input.sms_code });
      await resetPassword(db, user.id, passwordHash);
      return withMessage(null, PASSWORD_RESET);
    },
  }),
  endpoint('signOut', {
    tags: ['登录'],
    summary: '退出登录：作废请求头（或参数）中的 key',
    async handle({ db, c }) {
      const key = await readLoginKey(c);
      if (!key) throw notLoggedIn();
      await closeSession(db, key);
      return withMessage(null, SIGNED_OUT);
    },
  }),
);
