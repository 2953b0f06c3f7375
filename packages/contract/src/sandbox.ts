// The sandbox's own calls (only in sandbox mode): what a test or a demo reads instead of a phone.
import { z } from '@hono/zod-openapi';
import { mobile, textField } from './fields';

/** GET /__sandbox/sms: the mobile whose latest message is read. */
export const SandboxSmsRequest = z.object({ mobile: mobile() });

/** GET /__sandbox/captcha: the device whose latest captcha answer is read. */
export const SandboxCaptchaRequest = z.object({ device_id: textField('缺少参数 device_id') });

export const SandboxSms = z.object({ mobile: z.string(), code: z.string(), text: z.string(), sent_at: z.string() });
export type SandboxSms = z.infer<typeof SandboxSms>;

export const SandboxCaptcha = z.object({ device_id: z.string(), answer: z.string() });
export type SandboxCaptcha = z.infer<typeof SandboxCaptcha>;
