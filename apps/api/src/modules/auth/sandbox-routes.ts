import { NO_SANDBOX_CAPTCHA, NO_SANDBOX_SMS } from '@garden/domain';
import type { Sandbox } from '../../integrations/sandbox';
import { notFound } from '../../platform/api-error';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';

/**
 * Reads what the sandbox kept, so tests and a developer can enter an SMS code that was really
 * sent and solve a captcha. `createApp` mounts these only in sandbox mode.
 */
export function createSandboxRoutes(sandbox: Sandbox) {
  return endpointRouter(
    endpoint('readSandboxSms', {
      tags: ['沙箱'],
      summary: '沙箱短信：某手机号收到的最新一条短信与验证码（仅沙箱模式）',
      async handle({ input }) {
        const message = sandbox.sms.latest(input.mobile);
        if (!message) throw notFound(NO_SANDBOX_SMS);
        return { mobile: message.mobile, code: message.code, text: message.text, sent_at: message.sentAt.toISOString() };
      },
    }),
    endpoint('readSandboxCaptcha', {
      tags: ['沙箱'],
      summary: '沙箱图形验证码：某设备最新一张图形验证码的答案（仅沙箱模式）',
      async handle({ input: { device_id } }) {
        const answer = sandbox.captchaAnswers.get(device_id);
        if (!answer) throw notFound(NO_SANDBOX_CAPTCHA);
        return { device_id, answer };
      },
    }),
  );
}
