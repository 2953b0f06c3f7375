import { captchaAnswerFields, PasswordSignInRequest, SignInRequest, SmsSignInRequest } from '@garden/contract';
import { MOBILE_NOT_REGISTERED, MOBILE_REGISTERED, PASSWORD_RESET, SIGNED_IN, SIGNED_OUT, WRONG_CREDENTIALS } from '@garden/domain';
import { badRequest, conflict, notFound, notLoggedIn } from '../../platform/api-error';
import { readLoginKey } from '../../platform/auth';
import { readClientIp } from '../../platform/client-ip';
import { bodyRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { readInput } from '../../platform/validation';
import { hashPassword } from './passwords';
import { closeSession } from '../../platform/sessions';
import { tryPassword } from './throttle';
import { captchaSolver } from './captcha';
import { consumeSmsCode } from './sms';
import { answerSignedIn } from './signed-in';
import { findUserByLogin, findUserByMobile, registerUser, resetPassword, type User } from './users';

export const authRoutes = createRouter()
  .openapi(
    bodyRoute('signIn', {
      tags: ['登录'],
      summary: '登录：密码（手机号或用户名）或短信验证码',
      description:
        '成功返回登录凭证 key 与用户信息；账号未绑定手机号时 msg 为「请先绑定手机号！」。同一 IP 对同一账号密码连续错误会放慢并暂时锁定；同一账号一小时内密码错误 10 次（不论来自哪些 IP）后，密码登录须同时提交 device_id 与 captcha（图形验证码，同 /v2/sms/captcha），否则答复 code 2005（HTTP 403），短信登录不受影响。',
    }),
    async (c) => {
      const { db, config } = c.var;
      // Read a step at a time, so each login type answers its own messages, the captcha's last.
      const { login_type } = await readInput(c, SignInRequest.pick({ login_type: true }));
      let user: User | undefined;
      if (login_type === 1) {
        const input = await readInput(c, PasswordSignInRequest);
        // Sent with the password once the account's recent wrong passwords ask for it (code 2005, README "Limits").
        const solveCaptcha = captchaSolver(db, config, await readInput(c, captchaAnswerFields));
        const ip = readClientIp(c, config.trustedProxies);
        user = await findUserByLogin(db, input.mobile);
        const account = user && { kind: 'user' as const, id: user.id, passwordHash: user.passwordHash };
        const right = await tryPassword(db, config.now(), ip, { account, login: input.mobile, password: input.password, solveCaptcha });
        if (!right || !user) throw badRequest(WRONG_CREDENTIALS);
      } else {
        const input = await readInput(c, SmsSignInRequest);
        await consumeSmsCode(db, config, { mobile: input.mobile, purpose: 'signin', code: input.sms_code });
        // An SMS login proves the mobile, so a new number gets an account (password set later).
        user =
          (await findUserByMobile(db, input.mobile)) ?? (await registerUser(db, { mobile: input.mobile, passwordHash: null, now: config.now() }));
      }
      const { msg, ...data } = await answerSignedIn(db, config, user, SIGNED_IN);
      return respond(c, data, msg);
    },
  )
  .openapi(bodyRoute('signUp', { tags: ['登录'], summary: '手机号注册（需短信验证码，type 2），成功即登录' }), async (c) => {
    const { db, config } = c.var;
    const input = await readRequest(c, 'signUp');
    if (await findUserByMobile(db, input.mobile)) throw conflict(MOBILE_REGISTERED);
    const passwordHash = await hashPassword(input.password);
    await consumeSmsCode(db, config, { mobile: input.mobile, purpose: 'signup', code: input.sms_code });
    const user = await registerUser(db, { mobile: input.mobile, passwordHash, now: config.now() });
    const { msg, ...data } = await answerSignedIn(db, config, user, '注册成功');
    return respond(c, data, msg);
  })
  .openapi(bodyRoute('resetPassword', { tags: ['登录'], summary: '找回密码（需短信验证码，type 3）；成功后该账号所有登录失效' }), async (c) => {
    const { db, config } = c.var;
    const input = await readRequest(c, 'resetPassword');
    const user = await findUserByMobile(db, input.mobile);
    if (!user) throw notFound(MOBILE_NOT_REGISTERED);
    const passwordHash = await hashPassword(input.password);
    await consumeSmsCode(db, config, { mobile: input.mobile, purpose: 'forget', code: input.sms_code });
    await resetPassword(db, user.id, passwordHash);
    return respond(c, null, PASSWORD_RESET);
  })
  .openapi(bodyRoute('signOut', { tags: ['登录'], summary: '退出登录：作废请求头（或参数）中的 key' }), async (c) => {
    const key = await readLoginKey(c);
    if (!key) throw notLoggedIn();
    await closeSession(c.var.db, key);
    return respond(c, null, SIGNED_OUT);
  });
