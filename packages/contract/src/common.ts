import { z } from '@hono/zod-openapi';

/** A 0/1 flag, as every call of the spec answers yes and no. */
export const Flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof Flag>;

/** Money in yuan as text with two decimals (storefront §7: amounts travel as strings). */
export const Yuan = z.string().openapi({ description: '金额（元，两位小数）', example: '128.00' });

/**
 * A coupon's `act_range`: 0 whole shop, 1 categories, 2 brands, 3 suppliers (shopping §4), 4 goods picked one by
 * one (the back office's fifth range); `act_range_ext` holds the ids.
 */
export const ActRangeField = z.number().int().openapi({ description: '适用范围：0 全场，1 分类，2 品牌，3 供应商，4 指定商品' });

/** The request of a call that takes no fields. */
export const NoFields = z.object({});

/** The `data` of a call that answers nothing but its `msg`. */
export const NoData = z.null();

/** A successful reply (storefront §7): `code` 200 around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.string(), data });
}

/** The `data` of a refused goods sheet import (code 400): one report per bad row, `第 3 行：…`, top to bottom. */
export const GoodsSheetRefusal = z.object({ reports: z.array(z.string()) });
export type GoodsSheetRefusal = z.infer<typeof GoodsSheetRefusal>;

/** A failed reply: any `code` but 200, a Chinese `msg`, no data but a refused goods sheet's reports. */
export const ErrorEnvelope = z
  .object({
    code: z.number().int(),
    msg: z.string(),
    data: GoodsSheetRefusal.nullable().openapi({ description: 'null；表格导入被拒时为逐行的原因 { reports: ["第 3 行：…"] }' }),
  })
  .openapi('ErrorEnvelope');

/** Every reply of the API (storefront §7): `code` 200 is success, anything else carries a Chinese `msg`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page of a list with its total (every list call of shopping §9). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

/** Just a list. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
