import { NO_SANDBOX_CAPTCHA, NO_SANDBOX_SMS } from '@garden/domain';
import type { Sandbox } from '../../integrations/sandbox';
import { notFound } from '../../platform/api-error';
import { queryRoute } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';

/**
 * Reads what the sandbox kept, so tests and a developer can enter an SMS code that was really
 * sent and solve a captcha. `createApp` mounts these only in sandbox mode.
 */
export function createSandboxRoutes(sandbox: Sandbox) {
  return createRouter()
    .openapi(queryRoute('readSandboxSms', { tags: ['沙箱'], summary: '沙箱短信：某手机号收到的最新一条短信与验证码（仅沙箱模式）' }), (c) => {
      const message = sandbox.sms.latest(c.req.valid('query').mobile);
      if (!message) throw notFound(NO_SANDBOX_SMS);
      return respond(c, {
        mobile: message.mobile,
        code: message.code,
        text: message.text,
        sent_at: message.sentAt.toISOString(),
      });
    })
    .openapi(queryRoute('readSandboxCaptcha', { tags: ['沙箱'], summary: '沙箱图形验证码：某设备最新一张图形验证码的答案（仅沙箱模式）' }), (c) => {
      const { device_id } = c.req.valid('query');
      const answer = sandbox.captchaAnswers.get(device_id);
      if (!answer) throw notFound(NO_SANDBOX_CAPTCHA);
      return respond(c, { device_id, answer });
    });
}
