// Checkout and placing orders (shopping §3 "Checkout result", §7 "Checkout and order placement").
import { z } from '@hono/zod-openapi';
import { Address } from './address';
import { CartGift } from './cart';
import { Flag } from './common';
import { PaymentSign } from './payments';

/** A coupon on the order page, with the split orders it fits and the one it is applied to. */
export const CheckoutCoupon = z
  .object({
    bonus_id: z.number().int(),
    type_name: z.string(),
    type_money: z.string(),
    type_money_deal: z.string().nullable(),
    min_goods_amount: z.string(),
    is_shipping: Flag,
    act_range: z.number().int(),
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
