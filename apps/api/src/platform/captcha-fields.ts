import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { deviceId, textField } from './validation';

/**
 * The image captcha a password login sends once answered code 2005 (README "Limits"): the device the picture
 * was drawn for (`POST /v2/sms/captcha`) and the characters read from it. Both optional until then.
 */
export const captchaAnswerFields = z.object({
  device_id: deviceId().optional().openapi({ type: 'string', description: '答复 code 2005 之后：图形验证码的设备标识（同 /v2/sms/captcha）' }),
  captcha: textField(CAPTCHA_REQUIRED)
    .pipe(z.string().max(8, CAPTCHA_INVALID))
    .optional()
    .openapi({ type: 'string', description: '答复 code 2005 之后：图形验证码' }),
});
