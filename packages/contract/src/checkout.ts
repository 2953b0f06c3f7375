// Checkout and placing orders (shopping §3 "Checkout result", §7 "Checkout and order placement").
import { z } from '@hono/zod-openapi';
import { Address } from './address';
import { CartGift } from './cart';
import { ActRangeField, Flag } from './common';
import { idempotencyKeyField, integer } from './fields';
import { BalanceWindow } from './orders';
import { PaymentSign } from './payments';

const flag = (description: string) => integer({ min: 0, max: 1 }).optional().default(0).openapi({ type: 'integer', description });

/** An amount of the checkout reply the shopper confirmed, in yuan as the reply wrote it ("60.80"). */
const confirmedAmount = (description: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, '应为金额（元），最多两位小数'))
    .optional()
    .openapi({ type: 'string', description, example: '60.80' });

/**
 * What the shopper confirmed of the checkout (shopping §4): the placement charges no more, else 409. The
 * payment page sends both; a caller that sends neither is only held to the coupons it named.
 */
const confirmedFields = {
  order_amount: confirmedAmount('结算页显示的订单金额 order_amount；实际金额更高时拒绝下单（409）'),
  pay_money: confirmedAmount('结算页显示的应付金额 pay_money（余额抵扣后）；实际更高时拒绝下单（409）'),
};

/** A coupon choice: absent picks the best automatically, 0 means none, an id chooses that coupon. */
const couponChoice = (description: string) => integer({ min: 0 }).optional().openapi({ type: 'integer', description });

/** POST /v2/order/checkout (once=1): the goods of a direct buy and the order page's choices. */
export const DirectCheckoutRequest = z.object({
  gshp_id: integer({ min: 1 }).openapi({ type: 'integer', description: '商品编号' }),
  number: integer({ min: 1, max: 99_999 }).optional().default(1).openapi({ type: 'integer', description: '数量' }),
  attr_id: z
    .union([
      z.array(integer({ min: 1 })),
      integer({ min: 1 }).transform((id) => [id]),
      z
        .string()
        .regex(/^(\d{1,9}(,\d{1,9})*)?$/, '应为以逗号分隔的编号')
        .transform((value) => (value === '' ? [] : value.split(',').map(Number))),
    ])
    .optional()
    .default([])
    .openapi({ description: '已选属性值 goods_attr_id（attr_id[] 或逗号分隔）' }),
  delivery_id: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '预售发货日期编号' }),
  once: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 直接购买' }),
  sendaddress: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '发货地编号（由商品决定，仅作核对）' }),
  is_dingjin: flag('定金商品（由商品决定）'),
  type: z.enum(['normal', 'preSale', 'deposit']).optional().openapi({ description: '购买类型（由商品决定）' }),
  is_group: integer({ min: 0 }).optional(),
  address_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '收货地址；不传用默认地址' }),
  bonus_id: couponChoice('优惠券 bonus_id；不传自动选最优，0 不使用'),
  bonus_ship_id: couponChoice('运费券 bonus_id；不传自动选，0 不使用'),
  shipping_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '配送方式；不传用第一种' }),
  is_black: flag('使用黑五卡（需持有 2 号卡）'),
  card_number: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '会员卡号 FCardNumber（享受会员卡折扣）' }),
  is_balance: flag('使用余额（结算结果给出余额抵扣 surplus）'),
});

/** POST /v2/order/done: the direct buy's checkout fields, the confirmed amounts, the message and the payment. */
export const DirectPlaceRequest = DirectCheckoutRequest.extend({
  ...confirmedFields,
  msg_to_shop: z.string().max(200).optional().default('').openapi({ description: '给卖家留言（最多 20 字）' }),
  pay_id: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '8 会员卡，15 支付宝，16 微信；传入则同时返回 sign' }),
  return_url: z.string().max(500).optional().openapi({ description: '支付宝支付后返回的页面' }),
  idempotency_key: idempotencyKeyField(),
});

/** A list of `devide_item`s: an array, or one string with commas ("1,3"). */
const devideItemList = z
  .union([
    z.array(z.union([z.string(), z.number()]).transform(String)),
    z.union([z.string(), z.number()]).transform((value) => String(value).split(',').filter(Boolean)),
  ])
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, '应为发货地编号')))
  .optional()
  .default([]);

/**
 * A choice per `devide_item`: an object `{ "1": 12 }` or its JSON text. For coupons 0 means none and
 * a group left out is picked automatically.
 */
const jsonMap = <V extends z.ZodType>(value: V, description: string) =>
  z
    .union([
      z.record(z.string(), z.unknown()),
      z.string().transform((text, ctx) => {
        try {
          return JSON.parse(text === '' ? '{}' : text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: '应为 JSON 对象' });
          return z.NEVER;
        }
      }),
    ])
    .pipe(z.record(z.string().regex(/^\d{1,9}$/, '应为发货地编号'), value))
    .optional()
    .openapi({ description, example: '{"1":12}' });
const choiceMap = (description: string) => jsonMap(integer({ min: 0 }), description);

/** POST /v2/order/cart_checkout: the cart groups to settle and the order page's choices per split order. */
export const CartCheckoutRequest = z.object({
  devide_items: devideItemList.openapi({ description: '要结算的发货地分组（逗号分隔）；不传为全部已选' }),
  address_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '收货地址；不传用默认地址' }),
  bonus_ids: choiceMap('每个分组的优惠券 bonus_id（0 不使用）'),
  bonus_ship_ids: choiceMap('每个分组的运费券 bonus_id（0 不使用）'),
  shipping_ids: choiceMap('每个分组的配送方式 shipping_id'),
  is_black: flag('使用黑五卡（需持有 2 号卡）'),
  card_number: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '会员卡号 FCardNumber' }),
  is_balance: flag('使用余额（结算结果给出余额抵扣 surplus）'),
});

/** POST /v2/order/cart_done: the cart checkout's fields, the confirmed amounts, the messages and the payment. */
export const CartPlaceRequest = CartCheckoutRequest.extend({
  ...confirmedFields,
  msg_to_shops: jsonMap(z.string().max(200), '每个分组给卖家的留言（每条最多 20 字）'),
  pay_id: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '8 会员卡，15 支付宝，16 微信' }),
  return_url: z.string().max(500).optional(),
  idempotency_key: idempotencyKeyField(),
});

/** A coupon on the order page, with the split orders it fits and the one it is applied to. */
export const CheckoutCoupon = z
  .object({
    bonus_id: z.number().int(),
    type_name: z.string(),
    type_money: z.string(),
    type_money_deal: z.string().nullable(),
    min_goods_amount: z.string(),
    is_shipping: Flag,
    act_range: ActRangeField,
    act_range_ext: z.array(z.number().int()),
    use_start_date: z.number().int(),
    use_end_date: z.number().int(),
    usable_devide_items: z.array(z.string()),
    is_usable: Flag,
    devide_item: z.string().nullable().openapi({ description: '所用于的拆分订单（自动选出或已选），未使用为 null' }),
  })
  .openapi('CheckoutCoupon');
export type CheckoutCoupon = z.infer<typeof CheckoutCoupon>;

/** A shipping method of a split order (shopping §3 shipping_list). */
export const ShippingChoice = z.object({
  shipping_id: z.number().int(),
  shipping_name: z.string(),
  shipping_fee: z.string(),
  shipping_desc: z.string(),
});
export type ShippingChoice = z.infer<typeof ShippingChoice>;

/** A goods line of a split order. */
export const CheckoutLine = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  goods_attr: z.string(),
  goods_attr_id: z.string(),
  goods_thumb: z.string(),
  goods_price: z.string(),
  market_price: z.string(),
  goods_number: z.number().int(),
  subtotal: z.string(),
  weight: z.string(),
  is_dingjin: Flag,
  is_hei5ka: Flag,
  delivery_id: z.number().int(),
  delivery_time: z.string(),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/** One line of an order's deductions: what it is, its label and amount, the coupon behind it. */
export const DeductionLine = z.object({ kind: z.string(), label: z.string(), amount: z.string(), bonus_id: z.number().int() });
export type DeductionLine = z.infer<typeof DeductionLine>;

/** One split order (shopping §3 "Checkout result" order_list). */
export const CheckoutOrder = z.object({
  devide_item: z.string(),
  sendaddress: z.number().int(),
  sendaddress_name: z.string().openapi({ description: '发货地名称（如 杭州仓），下单时存入订单的 sendaddress_name' }),
  mode: z.string(),
  subtotal: z.string(),
  subtotal_dj: z.string(),
  subtotal_wk: z.string(),
  balance_window: BalanceWindow.nullable().openapi({
    description: '定金订单的尾款支付期（pay_beg_time 至 pay_end_time）与提示文字，由 @garden/domain checkBalanceWindow 给出；非定金订单为 null',
  }),
  market_subtotal: z.string(),
  discount: z.string(),
  subweight: z.string(),
  order_amount: z.string(),
  pay_money: z.string(),
  surplus: z.string().openapi({ description: '本单使用的余额（shopping §2 使用余额）' }),
  shipping_id: z.number().int(),
  shipping_fee: z.string().openapi({ description: '页面显示的运费：使用黑五卡时翻倍（shopping §4）' }),
  shipping_list: z.array(ShippingChoice),
  bonus_id: z.number().int(),
  bonus_ship_id: z.number().int(),
  detail_discount_arr: z.array(DeductionLine),
  address: Address.nullable(),
  present: z.array(CartGift),
  goods_detail: z.array(CheckoutLine),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

/** A line that cannot be bought, with the reason. */
export const CheckoutError = z.object({
  msg: z.string(),
  data: z.object({
    product: z.object({ goods_id: z.number().int(), goods_name: z.string(), goods_thumb: z.string(), goods_number: z.number().int() }),
  }),
});
export type CheckoutError = z.infer<typeof CheckoutError>;

/** The checkout reply (shopping §3 "Checkout result"); amounts in yuan as the server computed them. */
export const Checkout = z
  .object({
    bonus: z.object({ list: z.array(CheckoutCoupon), shipping_bonus: z.array(CheckoutCoupon), money: z.string() }),
    ship: z.string(),
    shipping_fee: z.string(),
    order_amount: z.string(),
    surplus: z.string().openapi({ description: '勾选使用余额时抵扣的余额：min(余额, 现在应付)' }),
    pay_money: z.string().openapi({ description: '扣除余额后现在还需支付' }),
    is_black: Flag,
    black_msg: z.string(),
    has_black_card: Flag,
    card_number: z.number().int(),
    address: Address.nullable(),
    is_correct: Flag,
    order_list: z.array(CheckoutOrder),
    bonusUseNum: z.number().int(),
    shipBonusUseNum: z.number().int(),
    errors_order_list: z.array(CheckoutError),
  })
  .openapi('CheckoutResult');
export type Checkout = z.infer<typeof Checkout>;

/** What placing answers (shopping §7: order_id or order_father_id, order_ids), with the payment when pay_id was sent. */
export const PlacedOrder = z
  .object({
    order_id: z.number().int(),
    order_father_id: z.number().int(),
    order_ids: z.array(z.number().int()),
    sign: PaymentSign.nullable(),
    paid: Flag,
    pay_msg: z.string(),
  })
  .openapi('PlacedOrder');
export type PlacedOrder = z.infer<typeof PlacedOrder>;
