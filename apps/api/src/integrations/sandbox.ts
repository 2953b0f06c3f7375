import { SandboxSms } from './sms';

/**
 * What the sandbox lets a test or a developer read back (outside services sandboxed by
 * default): the SMS outbox and the answer of each device's latest captcha. Without a sandbox in
 * the config, nothing of this is kept and the /__sandbox routes do not exist.
 */
export interface Sandbox {
  sms: SandboxSms;
  /** Latest captcha answer by device_id. */
  captchaAnswers: Map<string, string>;
}

export function createSandbox(): Sandbox {
  return { sms: new SandboxSms(), captchaAnswers: new Map() };
}
