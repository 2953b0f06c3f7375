import { randomBytes } from 'node:crypto';
import { call, type RequestTarget } from './http';

/** A fresh device_id as the web makes them (storefront §7: 6–32 alphanumerics). */
export function createDeviceId(): string {
  return randomBytes(8).toString('hex');
}

/** Solves a captcha through the sandbox and returns the device and answer, ready for /v2/sms/send. */
export async function solveCaptcha(app: RequestTarget): Promise<{ device_id: string; captcha: string }> {
  const device_id = createDeviceId();
  const issued = await call(app, 'POST', '/v2/sms/captcha', { json: { device_id } });
  if (issued.body.code !== 200) throw new Error(`captcha failed: ${issued.body.msg}`);
  const read = await call<{ answer: string }>(app, 'GET', '/__sandbox/captcha', { query: { device_id } });
  return { device_id, captcha: read.body.data.answer };
}

/**
 * Requests an SMS code the way the web does (captcha, then send) and reads it from the sandbox
 * outbox. `type`: 1 login, 2 register, 3 reset password, 4 bind.
 */
export async function requestSmsCode(app: RequestTarget, mobile: string, type: 1 | 2 | 3 | 4): Promise<string> {
  const sent = await call(app, 'POST', '/v2/sms/send', { json: { mobile, type, ...(await solveCaptcha(app)) } });
  if (sent.body.code !== 200) throw new Error(`sms send failed: ${sent.body.code} ${sent.body.msg}`);
  const read = await call<{ code: string }>(app, 'GET', '/__sandbox/sms', { query: { mobile } });
  return read.body.data.code;
}
