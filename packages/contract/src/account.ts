// The account area (shopping §2 coupon, userCard, myBalance, turnCash, userCenter; §3; §7 "Account").
import { AMOUNT_INVALID, NICK_INVALID, PAGE_SIZES, PASSWORDS_DIFFER, validateNick } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { ActRangeField, Flag, pageOf } from './common';
import { choice, filePart, limitParam, newPassword, pageParam, textField } from './fields';

/** POST /v1/user/cash: a withdrawal to Alipay. */
export const WithdrawalRequest = z.object({
  amount: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().max(20, AMOUNT_INVALID))
    .openapi({ type: 'string', description: '金额（元），最多两位小数' }),
  payment: z.string().max(20).optional().default('alipay').openapi({ description: '收款方式，固定 alipay' }),
  zfb: z.string().max(100).optional().default('').openapi({ description: '支付宝账户（邮箱或手机号）' }),
  zfb_name: z.string().max(60).optional().default('').openapi({ description: '支付宝账户姓名' }),
});

/** POST /v1/user/edit (multipart): only the fields sent change; `sex` 1 or 2 is checked by the route. */
export const ProfileRequest = z.object({
  nick: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim())
    .refine((value) => value === undefined || validateNick(value) === null, NICK_INVALID)
    .openapi({ type: 'string', description: '昵称' }),
  sex: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .openapi({ type: 'integer', enum: [1, 2], description: '1 男，2 女' }),
  avatar: z
    .union([filePart(), z.string()])
    .optional()
    .openapi({ type: 'string', format: 'binary', description: '头像图片：gif、jpeg、png，小于 1 兆' }),
});

/** POST /v1/user/password: by the current password or an SMS code, the new one twice. */
export const PasswordChangeRequest = z
  .object({
    old_password: z.string().max(128).optional().openapi({ description: '原密码（或用 sms_code）' }),
    sms_code: z.string().max(10).optional().openapi({ description: '发到本人手机的短信验证码（type 3）' }),
    password: newPassword(),
    repassword: textField(PASSWORDS_DIFFER),
  })
  .refine((fields) => fields.password === fields.repassword, { error: PASSWORDS_DIFFER, path: ['repassword'] });

/** GET /v1/user/bonus_lists. */
export const MyCouponPageRequest = z.object({
  type: choice([0, 1], '参数 type 应为 0（未使用）或 1（已使用或已过期）').optional().default(0).openapi({ type: 'integer' }),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.coupons),
  system: z.string().max(10).optional(),
});

/** GET /v1/user/balance_log and /v1/user/cash_log: 10 a page. */
export const LedgerPageRequest = z.object({ page: pageParam(), limit: limitParam(PAGE_SIZES.balance) });

/** A coupon the shopper holds (shopping §3 "Coupon (bonus)"), with where 去使用 leads. */
export const MyCoupon = z
  .object({
    bonus_id: z.number().int(),
    type_id: z.number().int(),
    type_name: z.string(),
    type_money: z.string(),
    type_money_deal: z.string().nullable(),
    min_goods_amount: z.string(),
    is_shipping: Flag,
    act_range: ActRangeField,
    act_range_ext: z.array(z.number().int()),
    act_range_ext_name: z.string().openapi({ description: '适用范围的文字（全场通用、分类名…）' }),
    gshp_id: z.number().int().nullable().openapi({ description: '只适用于一件商品时的商品编号' }),
    use_start_date: z.number().int(),
    use_end_date: z.number().int(),
    used_time: z.number().int().openapi({ description: '使用时间；未使用为 0' }),
    status: z.enum(['unused', 'used', 'expired']),
  })
  .openapi('MyCoupon');
export type MyCoupon = z.infer<typeof MyCoupon>;

/** GET /v1/user/bonus_lists. */
export const MyCouponPage = pageOf(MyCoupon);
export type MyCouponPage = z.infer<typeof MyCouponPage>;

/** A balance record (shopping §3 "Balance record"). */
export const BalanceRecord = z.object({
  log_id: z.number().int(),
  change_time: z.number().int(),
  amount: z.string().openapi({ description: '变动金额（元），支出为负' }),
  user_money: z.string().openapi({ description: '变动后的余额（元）' }),
  short_change_desc: z.string(),
});
export type BalanceRecord = z.infer<typeof BalanceRecord>;

/** GET /v1/user/balance_log: the balance and its history. */
export const BalancePage = pageOf(BalanceRecord).extend({ user_money: z.string(), normal_balance: z.string() });
export type BalancePage = z.infer<typeof BalancePage>;

/** A withdrawal record (shopping §3 "Withdrawal record"). */
export const WithdrawalRecord = z.object({
  id: z.number().int(),
  add_time: z.number().int(),
  amount: z.string(),
  payment: z.string(),
  zfb: z.string().openapi({ description: '支付宝账户（中间打码）' }),
  zfb_name: z.string(),
  is_paid: z.number().int().openapi({ description: '1 已完成，2 已退回余额，其他 申请中' }),
  status_label: z.string(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;

/** GET /v1/user/cash_log. */
export const WithdrawalPage = pageOf(WithdrawalRecord);
export type WithdrawalPage = z.infer<typeof WithdrawalPage>;

/** POST /v1/user/cash: the request and the balance left. */
export const WithdrawalRequested = z.object({ withdrawal: WithdrawalRecord, user_money: z.string() });
export type WithdrawalRequested = z.infer<typeof WithdrawalRequested>;

/** The operator's view of a withdrawal: who, where to, and the payout. Amounts in fen. */
export const OperatorWithdrawal = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  mobile: z.string(),
  amount: z.number().int().openapi({ description: '分' }),
  zfb: z.string(),
  zfb_name: z.string(),
  is_paid: z.number().int(),
  add_time: z.number().int(),
  paid_time: z.number().int(),
  payout_no: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof OperatorWithdrawal>;

export const OperatorWithdrawalList = z.object({ list: z.array(OperatorWithdrawal) });
export type OperatorWithdrawalList = z.infer<typeof OperatorWithdrawalList>;

/** A balance that does not match its ledger. Fen. */
export const BalanceDrift = z.object({
  user_id: z.number().int(),
  user_money: z.number().int(),
  ledger: z.number().int(),
  last_after: z.number().int(),
});
export type BalanceDrift = z.infer<typeof BalanceDrift>;

/** GET /v1/operator/audit/balances. */
export const BalanceAudit = z.object({ users: z.number().int(), drift: z.array(BalanceDrift) });
export type BalanceAudit = z.infer<typeof BalanceAudit>;
