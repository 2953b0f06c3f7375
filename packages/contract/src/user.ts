// The shopper's own account (storefront §3 "Login info", shopping §3 "User info").
import {
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  USERNAME_REQUIRED,
  validateLogin,
  WRONG_CREDENTIALS,
} from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag } from './common';
import { DefaultCity } from './address';
import { captchaAnswerFields, choice, deviceId, mobile, newPassword, smsCode, textField } from './fields';

/** POST /v1/auth/signin (storefront §7): the fields of either login type, as the document shows them. */
export const SignInRequest = captchaAnswerFields.extend({
  login_type: choice([1, 2], 'login_type 应为 1（密码）或 2（短信）').openapi({ description: '1 密码登录，2 短信登录' }),
  mobile: z.string().openapi({ description: '手机号；密码登录时也可为用户名' }),
  password: z.string().optional().openapi({ description: 'login_type 1' }),
  sms_code: z.string().optional().openapi({ description: 'login_type 2' }),
});

/**
 * A password login's fields, read once `login_type` is 1: the login dialog's own rule (storefront §5, mode 0), an
 * account and a password of at least 6 characters; no maximum, so an older, longer password still works. Absurd
 * lengths name no account.
 */
export const PasswordSignInRequest = z
  .object({
    mobile: textField(USERNAME_REQUIRED).pipe(z.string().max(60, WRONG_CREDENTIALS)),
    password: textField(PASSWORD_TOO_SHORT).pipe(z.string().max(128, WRONG_CREDENTIALS)),
  })
  .check((ctx) => {
    const message = validateLogin(0, { account: ctx.value.mobile, password: ctx.value.password });
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** An SMS login's fields, read once `login_type` is 2. */
export const SmsSignInRequest = z.object({ mobile: mobile(), sms_code: smsCode() });

/** POST /v1/auth/signup: register by mobile, password and the SMS code (type 2). */
export const SignUpRequest = z.object({ mobile: mobile(), password: newPassword(), sms_code: smsCode() });

/** POST /v1/auth/forget: a new password, twice, with the SMS code (type 3). */
export const ResetPasswordRequest = z
  .object({ mobile: mobile(), sms_code: smsCode(), password: newPassword(), repassword: textField(PASSWORDS_DIFFER) })
  .refine((fields) => fields.password === fields.repassword, { error: PASSWORDS_DIFFER, path: ['repassword'] });

/** POST /v1/user/binding and /v1/user/mobile: a mobile with the SMS code sent to it (type 4). */
export const MobileRequest = z.object({ mobile: mobile(), sms_code: smsCode() });

/** POST /v2/sms/captcha: a fresh picture for this device. */
export const CaptchaRequest = z.object({ device_id: deviceId() });

/** POST /v2/sms/send: the code's mobile and purpose, with the captcha read from the picture. */
export const SmsSendRequest = z.object({
  mobile: mobile(),
  type: choice([1, 2, 3, 4], 'type 应为 1 登录、2 注册、3 找回密码或 4 绑定手机').openapi({
    description: '1 短信登录，2 注册，3 找回密码，4 绑定手机（即登录弹窗的模式号）',
  }),
  device_id: deviceId(),
  captcha: textField(CAPTCHA_REQUIRED).pipe(z.string().min(1, CAPTCHA_REQUIRED).max(8, CAPTCHA_INVALID)),
});

export const UserInfo = z
  .object({
    user_id: z.number().int(),
    user_name: z.string(),
    nick: z.string(),
    mobile: z.string().openapi({ description: '空字符串表示尚未绑定手机号' }),
    is_trader: Flag,
    sex: z.number().int().openapi({ description: '0 未知，1 男，2 女' }),
    avatar: z.string(),
    u_grade: z.number().int(),
    grade_name: z.string(),
    user_money: z.string().openapi({ description: '余额（元，两位小数）' }),
    normal_balance: z.string().openapi({ description: '可提现余额（元）：提现申请时即从余额扣除，故等于余额' }),
  })
  .openapi('UserInfo');
export type UserInfo = z.infer<typeof UserInfo>;

/** The reply of every sign-in: the login key and the user. */
export const SignedIn = UserInfo.extend({
  key: z.string().openapi({ description: '登录凭证，之后放在请求头 key 中' }),
  default_city: DefaultCity.nullable().openapi({ description: '默认地址所在城市；没有默认地址时为 null' }),
});
export type SignedIn = z.infer<typeof SignedIn>;

/** GET /v1/user/info with the cart count. */
export const UserInfoWithCart = z.object({ info: UserInfo, cart_v3_sum: z.number().int() });
export type UserInfoWithCart = z.infer<typeof UserInfoWithCart>;

/** A member card (shopping §3 "Member card"). */
export const VipCard = z
  .object({
    FCardNumber: z.number().int().openapi({ description: '卡号；2 为黑五卡' }),
    ftype: z.number().int(),
    fDisCount: z.string().openapi({ description: '折扣率，如 0.95' }),
    FName: z.string(),
    FAmtIn: z.string().openapi({ description: '卡内余额（元）' }),
  })
  .openapi('VipCard');
export type VipCard = z.infer<typeof VipCard>;

export const VipCardList = z.object({ list: z.array(VipCard) });
export type VipCardList = z.infer<typeof VipCardList>;

/** The SMS sandbox's captcha picture. */
export const Captcha = z.object({ captcha: z.string().openapi({ description: 'data:image/svg+xml;base64,…' }) });
export type Captcha = z.infer<typeof Captcha>;

/** After an SMS code is sent: seconds until another may be asked for. */
export const SmsSent = z.object({ countdown: z.number().int() });
export type SmsSent = z.infer<typeof SmsSent>;
