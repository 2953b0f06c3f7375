// The product page (storefront §3 "Goods detail", §7): detail, price quote, purchase check, coupons, reminders.
import { z } from '@hono/zod-openapi';
import { ProductCard } from './catalogue';
import { ActRangeField, Flag } from './common';
import { cityParams, integer, MAX_ID, mobile, optionalInteger } from './fields';

/** GET /v2/goods/info (storefront §2 goodDetail's parameters; `city_id` decides `region_goods_error`). */
export const GoodsInfoRequest = z.object({
  gshp_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '商品编号' }),
  is_group: optionalInteger('团购标记（网页版不支持团购，忽略）'),
  bc_id: optionalInteger('推荐来源（忽略）'),
  fv_id: optionalInteger('来源活动编号'),
  ...cityParams,
});

export const GoodsDetail = z
  .object({
    gshp_id: z.number().int(),
    gsup_id: z.number().int(),
    sup_id: z.number().int(),
    sendAddress_id: z.number().int(),
    name: z.string(),
    shortname: z.string(),
    descpt: z.string().openapi({ description: '商品详情 HTML' }),
    thumbnail: z.string(),
    pictures: z.array(z.object({ img_id: z.number().int(), img_url: z.string(), type: z.number().int(), video_url: z.string() })),
    properties: z.object({
      spe: z.array(
        z.object({
          attr_id: z.number().int(),
          name: z.string(),
          values: z.array(z.object({ goods_attr_id: z.number().int(), label: z.string(), thumb_url: z.string() })),
        }),
      ),
      pro: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
    price: z.object({
      u_grade: z.number().int().nullable(),
      grade_name: z.string(),
      is_save: Flag,
      min_price: z.string(),
      max_price: z.string(),
      original_price: z.string(),
      save_money: z.string(),
      dj_price: z.string().openapi({ description: '定金（最低价的 20%）' }),
    }),
    dj: z.object({ dj_status: z.number().int().openapi({ description: '2 未开始，1 可付定金，0 按原价销售' }) }),
    beg_time: z.number().int(),
    end_time: z.number().int(),
    pay_beg_time: z.number().int(),
    pay_end_time: z.number().int(),
    group: z.object({ group_status: z.number().int(), category: z.number().int() }),
    start_num: z.number().int(),
    Nbei: z.number().int(),
    stock: z.number().int(),
    sales: z.number().int(),
    is_sale: z.number().int(),
    is_dingjin: Flag,
    is_fei5zhe: Flag,
    is_remind: Flag,
    is_collected: Flag,
    is_add: Flag.openapi({ description: '1 现在可以加入购物车或购买' }),
    forward: Flag,
    presell: z.array(z.object({ id: z.number().int(), time: z.string() })),
    delivery: z.array(z.object({ delivery_id: z.number().int(), delivery_time: z.string() })),
    shouhou: z.string(),
    shipping_desc: z.string(),
    comment: z.object({ total: z.number().int(), good: z.number().int(), good_rate: z.number().int().openapi({ description: '好评率（%）' }) }),
    category: z.number().int(),
    cat_name: z.string(),
    beon_time: z.number().int(),
    activities_list: z.array(z.object({ fv_id: z.number().int(), type: z.number().int(), name: z.string() })),
    is_black_goods: Flag,
    is_hei5ka: Flag,
    is_mini: Flag,
    special_goods: Flag,
    region_goods_error: Flag,
    refusals: z.array(z.string()).openapi({ description: '不能购买的原因（目录中的提示语），可以购买时为空' }),
    popular: z.array(ProductCard).openapi({ description: '大家都在买' }),
  })
  .openapi('GoodsDetail');
export type GoodsDetail = z.infer<typeof GoodsDetail>;

/** POST /v2/goods/price: the goods (by gshp_id or gsup_id), the chosen values, the number and the delivery date. */
export const PriceQuoteRequest = z.object({
  gshp_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '商品编号（与 gsup_id 二选一）' }),
  gsup_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '商品供货编号' }),
  number: integer({ min: 1, max: 99_999 }).optional().default(1).openapi({ type: 'integer', description: '数量；按起订量与倍数调整' }),
  attr_id: z
    .union([z.array(integer({ min: 1, max: MAX_ID })), integer({ min: 1, max: MAX_ID }).transform((id) => [id]), z.literal('').transform(() => [])])
    .optional()
    .default([])
    .openapi({ description: '已选属性值 goods_attr_id（attr_id[]）' }),
  delivery_id: integer({ min: 0, max: MAX_ID }).optional().openapi({ type: 'integer', description: '预售发货日期编号' }),
  is_group: integer({ min: 0, max: MAX_ID }).optional(),
  bc_id: integer({ min: 0, max: MAX_ID }).optional(),
  ...cityParams,
});

/** POST /v2/goods/price: the quote for the chosen attributes, quantity and delivery date. */
export const PriceQuote = z.object({
  stock: z.number().int(),
  no_allow_attr_arr: z.array(z.number().int()),
  delivery_id: z.array(z.object({ delivery_id: z.number().int(), delivery_time: z.string() })),
  region_goods_error: Flag,
  price_data: z.object({
    number: z.number().int(),
    is_complete: Flag,
    price: z.string(),
    market_price: z.string(),
    save_money: z.string(),
    is_save: Flag,
    total: z.string(),
    market_total: z.string(),
    dj_price: z.string(),
    u_grade: z.number().int().nullable(),
    grade_name: z.string(),
  }),
});
export type PriceQuote = z.infer<typeof PriceQuote>;

/** POST /v1/goods/allowed: the goods (by gshp_id or gsup_id) and the shopper's city. */
export const PurchaseCheckRequest = PriceQuoteRequest.pick({ gshp_id: true, gsup_id: true, city_id: true, city_name: true });

/** POST /v1/goods/allowed. */
export const PurchaseCheck = z.object({ allowed: Flag, reasons: z.array(z.string()) });
export type PurchaseCheck = z.infer<typeof PurchaseCheck>;

/** A coupon a product page offers (storefront §3 "Coupon"). */
export const ProductCoupon = z
  .object({
    type_id: z.number().int(),
    type_name: z.string(),
    bonus_id: z.number().int().openapi({ description: '已领取时为用户券编号，否则 0' }),
    has_receive: Flag,
    is_usable: Flag.openapi({ description: '0：已领完且未领取' }),
    type_money: z.string(),
    type_money_deal: z.string().nullable(),
    min_goods_amount: z.string(),
    is_shipping: Flag,
    act_range: ActRangeField,
    use_start_date: z.number().int(),
    use_end_date: z.number().int(),
  })
  .openapi('ProductCoupon');
export type ProductCoupon = z.infer<typeof ProductCoupon>;

/** GET /v1/home/bonus_lists: the coupons of a product, or every coupon one can claim. */
export const ProductCouponsRequest = z.object({
  type: optionalInteger('固定为 1'),
  gsup_id: optionalInteger('商品供货编号；不传则列出全部可领券', 1),
  gshp_id: optionalInteger('商品编号（可代替 gsup_id）', 1),
});

/** GET /v1/home/bonus_lists. */
export const ProductCouponList = z.object({ list: z.array(ProductCoupon) });
export type ProductCouponList = z.infer<typeof ProductCouponList>;

/** POST /v1/user/receive_bonus: one coupon type. */
export const CouponReceiveRequest = z.object({
  type_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '优惠券类型编号' }),
});

/** POST /v1/user/receive_bonus. */
export const CouponReceived = z.object({ bonus_id: z.number().int(), has_receive: z.literal(1) });
export type CouponReceived = z.infer<typeof CouponReceived>;

/** POST /v1/service/visit: the arrival reminder is set. */
export const ReminderSet = z.object({ is_remind: z.literal(1) });
export type ReminderSet = z.infer<typeof ReminderSet>;

/** POST /v1/service/visit. */
export const ReminderRequest = z.object({
  goods_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '商品编号（gshp_id）' }),
  mobile: mobile().optional().openapi({ description: '到货通知的手机号；不传用账号手机号' }),
});
