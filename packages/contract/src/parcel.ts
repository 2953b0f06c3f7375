// The parcel-return page (shopping §2 parcelLogin / parcelBack): warehouse staff record returned parcels.
import { z } from '@hono/zod-openapi';

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
