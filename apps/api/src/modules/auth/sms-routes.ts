import { CAPTCHA_INVALID, MOBILE_NOT_REGISTERED, MOBILE_REGISTERED, MOBILE_TAKEN, SMS_CODE_SENT } from '@garden/domain';
import { badRequest, conflict, notFound } from '../../platform/api-error';
import { readClientIp } from '../../platform/client-ip';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { SMS_PURPOSES, sendSmsCode } from './sms';
import { findUserByMobile } from './users';

export const smsRoutes = endpointRouter(
  endpoint('drawCaptcha', {
    tags: ['短信'],
    summary: '图形验证码：返回 4 位字符的图片（SVG data URL），5 分钟内有效，仅可使用一次',
    handle: async ({ db, config, input }) => ({ captcha: await issueCaptcha(db, config, input.device_id) }),
  }),
  endpoint('sendSmsCode', {
    tags: ['短信'],
    summary: '发送 6 位短信验证码（5 分钟有效）；需先通过图形验证码',
    description: '同一手机号第 n 次发送后需等待 60×n 秒，每日最多 10 次；同一 IP 每小时最多 30 次。data.countdown 为按钮倒计时秒数。',
    async handle({ db, config, input, c }) {
      if (!(await consumeCaptcha(db, config, input.device_id, input.captcha))) throw badRequest(CAPTCHA_INVALID);
      const purpose = SMS_PURPOSES[input.type];
      const registered = await findUserByMobile(db, input.mobile);
      if (purpose === 'signup' && registered) throw conflict(MOBILE_REGISTERED);
      if (purpose === 'forget' && !registered) throw notFound(MOBILE_NOT_REGISTERED);
      if (purpose === 'binding' && registered) throw conflict(MOBILE_TAKEN);
      const sent = await sendSmsCode(db, config, { mobile: input.mobile, purpose, ip: readClientIp(c, config.trustedProxies) });
      return withMessage(sent, SMS_CODE_SENT);
    },
  }),
);
