// The back office's people and reviews (issue 32 "People", "Reviews"): shoppers found and read by customer service
// and changed by the shop manager, the parcel-return page's staff accounts, and the reviews' list with its
// official replies and what the goods page shows.
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag, pageOf, Yuan } from './common';
import { integer, limitParam, MAX_ID, newPassword, pageParam, textField } from './fields';
import { ReviewComment } from './reviews';

const id = (description: string) => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description });
const flag = (description: string) => integer({ min: 0, max: 1 }).openapi({ type: 'integer', description });
const search = (max: number, description: string) => z.string().trim().max(max).optional().openapi({ description });

// ── Shoppers ──

/** A shopper as the back office lists them. */
export const ShopperRow = z.object({
  user_id: z.number().int(),
  mobile: z.string().openapi({ description: '手机号；未绑定为空' }),
  user_name: z.string(),
  nick: z.string().openapi({ description: '昵称（未脱敏）' }),
  u_grade: z.number().int().openapi({ description: '会员等级 0–9' }),
  is_trader: Flag.openapi({ description: '1 批发商（可用植物目录报价清单）' }),
  disabled: Flag.openapi({ description: '1 已停用：不能登录' }),
  user_money: Yuan.openapi({ description: '账户余额（元）' }),
  created_at: z.number().int().openapi({ description: '注册时间（Unix 秒）' }),
});
export type ShopperRow = z.infer<typeof ShopperRow>;

export const ShopperPage = pageOf(ShopperRow);
export type ShopperPage = z.infer<typeof ShopperPage>;

/** GET /v1/operator/users: by mobile, nickname, user name or id; newest first. */
export const ShopperListRequest = z.object({
  q: search(40, '手机号（前几位）、昵称、用户名或用户编号'),
  page: pageParam(),
  limit: limitParam(20),
});

/** GET /v1/operator/users/detail. */
export const ShopperRequest = z.object({ user_id: id('用户编号') });

/** A shopper with what their account holds: the latest orders, member cards, coupons and how many favourites. */
export const ShopperDetail = z.object({
  shopper: ShopperRow,
  orders: z.object({
    total: z.number().int().openapi({ description: '订单总数（不含支付用的父订单）' }),
    list: z
      .array(
        z.object({
          order_id: z.number().int(),
          order_sn: z.string(),
          status_name: z.string().openapi({ description: '订单所在的后台标签名：待付款、待发货…' }),
          order_amount: Yuan,
          add_time: z.number().int(),
        }),
      )
      .openapi({ description: '最新的 10 个订单' }),
  }),
  cards: z.array(
    z.object({
      card_id: z.number().int(),
      f_card_number: z.number().int(),
      f_name: z.string(),
      discount: z.string().openapi({ description: '折扣率，如 0.95' }),
      balance: Yuan,
    }),
  ),
  coupons: z.array(
    z.object({
      bonus_id: z.number().int(),
      type_name: z.string(),
      type_money: Yuan,
      min_goods_amount: Yuan,
      is_shipping: Flag,
      state: z.enum(['unused', 'used', 'expired']).openapi({ description: 'unused 未使用，used 已使用，expired 已过期' }),
      use_end_date: z.number().int(),
    }),
  ),
  favourites_count: z.number().int(),
});
export type ShopperDetail = z.infer<typeof ShopperDetail>;

/** POST /v1/operator/users/disable: 1 disables (every session ends, sign-in refused), 0 enables. */
export const ShopperDisableRequest = z.object({
  user_id: id('用户编号'),
  disabled: flag('1 停用，0 启用'),
});

export const ShopperDisabledSet = z.object({ user_id: z.number().int(), disabled: Flag });
export type ShopperDisabledSet = z.infer<typeof ShopperDisabledSet>;

// ── Parcel staff ──

/** A parcel-return page account (shopping §6 "Parcel staff"), never its password. */
export const ParcelStaffInfo = z.object({
  staff_id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  disabled: Flag,
  created_at: z.number().int(),
});
export type ParcelStaffInfo = z.infer<typeof ParcelStaffInfo>;

export const ParcelStaffList = z.object({ list: z.array(ParcelStaffInfo) });
export type ParcelStaffList = z.infer<typeof ParcelStaffList>;

const staffName = () => z.string().trim().max(60).openapi({ description: '姓名' });

/** POST /v1/operator/parcel-staff/add. */
export const ParcelStaffAddRequest = z.object({
  user_name: textField(domain.PARCEL_STAFF_NAME_INVALID)
    .pipe(z.string().regex(/^[\w.-]{2,32}$/, domain.PARCEL_STAFF_NAME_INVALID))
    .openapi({ type: 'string', description: '用户名（/parcelLogin 登录用）' }),
  name: staffName().optional(),
  password: newPassword().openapi({ type: 'string', description: '初始密码（6–20 位）' }),
});

/** POST /v1/operator/parcel-staff/update: what is given changes; a new password or disabling ends the account's sessions. */
export const ParcelStaffUpdateRequest = z.object({
  staff_id: id('退件人员编号'),
  name: staffName().optional(),
  password: newPassword().optional().openapi({ type: 'string', description: '新密码（6–20 位）' }),
  disabled: flag('1 停用，0 启用').optional(),
});

// ── Reviews ──

/** GET /v1/operator/reviews: newest first. */
export const OperatorReviewListRequest = z.object({
  goods: search(60, '商品名称（包含这些字）或商品编号'),
  user: search(40, '评价人的手机号或昵称'),
  rank: z.enum(['good', 'medium', 'bad']).optional().openapi({ description: 'good 好评（4–5 星），medium 中评（3 星），bad 差评（1–2 星）' }),
  replied: flag('1 已有官方回复，0 还没有').optional(),
  is_show: flag('1 商品页显示中，0 已隐藏').optional(),
  page: pageParam(),
  limit: limitParam(20),
});

/** A review as the back office reads it: who wrote it (not masked), whether the goods page shows it, the official replies. */
export const OperatorReview = z.object({
  g_comment_id: z.number().int(),
  gshp_id: z.number().int(),
  goods_name: z.string(),
  thumbnail: z.string(),
  user_id: z.number().int(),
  nick: z.string(),
  mobile: z.string(),
  order_id: z.number().int().nullable(),
  comment_rank: z.number().int(),
  content: z.string(),
  imgs: z.array(z.string()),
  follow_content: z.string().nullable().openapi({ description: '追评' }),
  add_time: z.number().int(),
  zan: z.number().int(),
  is_show: Flag.openapi({ description: '1 商品页显示，0 已隐藏' }),
  official_replies: z.array(ReviewComment).openapi({ description: '官方回复，早的在前' }),
  comments_count: z.number().int().openapi({ description: '评论与回复数（含官方回复）' }),
});
export type OperatorReview = z.infer<typeof OperatorReview>;

export const OperatorReviewPage = pageOf(OperatorReview);
export type OperatorReviewPage = z.infer<typeof OperatorReviewPage>;

/** POST /v1/operator/reviews/show: 1 shows the review on the goods page, 0 hides it. */
export const ReviewShowRequest = z.object({
  g_comment_id: id('评价编号'),
  is_show: flag('1 显示，0 隐藏'),
});

export const ReviewShowSet = z.object({ g_comment_id: z.number().int(), is_show: Flag });
export type ReviewShowSet = z.infer<typeof ReviewShowSet>;
