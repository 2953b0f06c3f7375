// The shopper's own account (storefront §3 "Login info", shopping §3 "User info").
import { z } from '@hono/zod-openapi';
import { Flag } from './common';

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
export const SignedIn = UserInfo.extend({ key: z.string().openapi({ description: '登录凭证，之后放在请求头 key 中' }) });
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
