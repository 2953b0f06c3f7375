// The parcel-return page (shopping §2 parcelLogin / parcelBack): warehouse staff record returned parcels.
import {
  normalizeParcelNumber,
  PARCEL_NUMBER_REQUIRED,
  parcelNumberRefusal,
  PASSWORD_REQUIRED,
  USERNAME_REQUIRED,
  WRONG_CREDENTIALS,
} from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { captchaAnswerFields, textField } from './fields';

/** POST /v1/parcel/login: the staff member's name and password, the image captcha once asked for. */
export const ParcelLoginRequest = captchaAnswerFields.extend({
  user_name: textField(USERNAME_REQUIRED)
    .pipe(z.string().min(1, USERNAME_REQUIRED).max(60, WRONG_CREDENTIALS))
    .openapi({ type: 'string', description: '仓库人员用户名' }),
  password: textField(PASSWORD_REQUIRED).pipe(z.string().min(1, PASSWORD_REQUIRED).max(128, WRONG_CREDENTIALS)).openapi({ type: 'string' }),
});

/** POST /v1/parcel/record: the returned parcel's number, with the staff key and name. */
export const ParcelRecordRequest = z.object({
  parcel_key: z.string().max(100).optional().openapi({ description: '仓库人员登录凭证（也可放在请求头 parcel-key）' }),
  user: textField(USERNAME_REQUIRED).pipe(z.string().max(60)).openapi({ type: 'string', description: '录入人员用户名（须与登录凭证一致）' }),
  logistics_no: textField(PARCEL_NUMBER_REQUIRED)
    .pipe(z.string().max(64, '快递单号不能超过64个字符'))
    .transform((value, ctx) => {
      const number = normalizeParcelNumber(value);
      const refusal = number === null ? PARCEL_NUMBER_REQUIRED : parcelNumberRefusal(number);
      if (refusal !== null) ctx.addIssue({ code: 'custom', message: refusal });
      return number ?? z.NEVER;
    })
    .openapi({ type: 'string', description: '退回包裹的快递单号：6-30 位字母或数字（去掉首尾空格）' }),
});

export const ParcelStaff = z
  .object({
    parcel_key: z.string().openapi({ description: '仓库人员登录凭证：录入时放在 parcel_key 字段或请求头 parcel-key' }),
    user_name: z.string(),
    name: z.string(),
  })
  .openapi('ParcelStaff');
export type ParcelStaff = z.infer<typeof ParcelStaff>;

export const ParcelRecord = z
  .object({
    logistics_no: z.string(),
    refund_sn: z.string().nullable().openapi({ description: '对应的退货售后单号（已标记为已收到退货）；不是退货包裹为 null' }),
  })
  .openapi('ParcelRecord');
export type ParcelRecord = z.infer<typeof ParcelRecord>;
