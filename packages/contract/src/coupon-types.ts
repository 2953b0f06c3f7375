// The back office's coupon types (issue 31 "Coupon types"): list, save, and issue one type to a list of shoppers.
// Amounts travel as yuan text, dates as Unix seconds (a China calendar day's start: the domain's `checkUseDates`).
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { ActRangeField, Flag, Yuan } from './common';
import { integer, MAX_ID, textField, yuanFen } from './fields';

export const CouponTypeInfo = z.object({
  type_id: z.number().int(),
  type_name: z.string(),
  type_money: Yuan.openapi({ description: '面值（元）' }),
  type_money_deal: Yuan.nullable().openapi({ description: '最高抵扣（元）；null 为按面值' }),
  min_goods_amount: Yuan.openapi({ description: '使用门槛（元）；0 为无门槛' }),
  is_shipping: Flag,
  act_range: ActRangeField,
  act_range_ext: z.array(z.number().int()),
  range_goods: z
    .array(z.object({ goods_id: z.number().int(), goods_name: z.string() }))
    .openapi({ description: '指定商品（act_range 4）的编号与名称，按 act_range_ext 的顺序；其他范围为空' }),
  claimable: Flag,
  total: z.number().int().openapi({ description: '可领总数；0 为不限' }),
  claimed: z.number().int(),
  use_start_date: z.number().int(),
  use_end_date: z.number().int(),
});
export type CouponTypeInfo = z.infer<typeof CouponTypeInfo>;

export const CouponTypeList = z.object({ list: z.array(CouponTypeInfo) });
export type CouponTypeList = z.infer<typeof CouponTypeList>;

/** What issuing to a list did: the coupons made, the shoppers who held one already, and each mobile's outcome in the list's order. */
export const CouponsIssued = z.object({
  type_id: z.number().int(),
  issued: z.number().int(),
  already_held: z.number().int(),
  rows: z.array(
    z.object({
      mobile: z.string(),
      issued: Flag.openapi({ description: '1 本次发放；0 已持有该券，未再发' }),
    }),
  ),
});
export type CouponsIssued = z.infer<typeof CouponsIssued>;

// ── Requests ──

const seconds = (description: string) => integer({ min: 0 }).openapi({ type: 'integer', description });

/** POST /v1/operator/coupon-types/save: a new type, or with `type_id` a change to one. */
export const CouponTypeSaveRequest = z.object({
  type_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '修改时给出；不给则新增' }),
  type_name: textField(domain.COUPON_TYPE_NAME_REQUIRED).openapi({ type: 'string', description: '名称（1–30 字）' }),
  type_money: yuanFen(),
  type_money_deal: yuanFen().nullable().optional().default(null),
  min_goods_amount: yuanFen({ min: 0 }),
  is_shipping: integer({ min: 0, max: 1 }).default(0).openapi({ type: 'integer', description: '1 运费券' }),
  act_range: integer({ min: 0, max: 4 }).default(0).openapi({ type: 'integer', description: '0 全场，1 分类，2 品牌，3 供应商，4 指定商品' }),
  act_range_ext: z
    .array(integer({ min: 1, max: MAX_ID }))
    .max(200)
    .default([])
    .openapi({ type: 'array', items: { type: 'integer' }, description: '适用的分类、品牌、供应商或商品编号' }),
  claimable: integer({ min: 0, max: 1 }).default(1).openapi({ type: 'integer', description: '1 商品页可领取' }),
  total: integer({ min: 0 }).default(0).openapi({ type: 'integer', description: '可领总数；0 为不限' }),
  use_start_date: seconds('开始日期（Unix 秒）'),
  use_end_date: seconds('结束日期（Unix 秒，含当天）'),
});

/** POST /v1/operator/coupons/issue-list: one type to many shoppers by mobile, all or none. */
export const CouponIssueListRequest = z.object({
  type_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '券类型编号' }),
  mobiles: z
    .array(textField(domain.MOBILE_INVALID).pipe(z.string().refine(domain.isMainlandMobile, { error: domain.MOBILE_INVALID })), {
      error: domain.MOBILE_INVALID,
    })
    .min(1, domain.MOBILE_INVALID)
    .max(1000)
    .openapi({ type: 'array', items: { type: 'string' }, description: '手机号（最多 1000 个）' }),
});
