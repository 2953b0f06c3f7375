// The cart (shopping §3 "Cart item", §7 "Cart"): every call but add answers the whole cart.
import { z } from '@hono/zod-openapi';

export const FreeShipping = z.object({
  id: z.number().int(),
  type: z.number().int(),
  number: z.number().int(),
  amount: z.string(),
  name: z.string(),
});
export type FreeShipping = z.infer<typeof FreeShipping>;
/** A gift a buy-N promotion adds (shopping §3 "present"). */
export const CartGift = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  thumbnail: z.string(),
  goods_attr: z.string(),
  goods_number: z.number().int(),
  market_price: z.string(),
  goods_price: z.string(),
});
export type CartGift = z.infer<typeof CartGift>;

export const CartItem = z
  .object({
    item_id: z.number().int(),
    goods_id: z.number().int(),
    gsup_id: z.number().int(),
    sup_id: z.number().int(),
    goods_name: z.string(),
    goods_thumb: z.string(),
    goods_attr: z.string(),
    goods_attr_id: z.string(),
    goods_number: z.number().int(),
    Nbei: z.number().int(),
    start_num: z.number().int(),
    stock: z.number().int(),
    price: z.string().openapi({ description: '按会员等级的单价（元）' }),
    market_price: z.string(),
    subtotal: z.string(),
    weight: z.number().openapi({ description: '单件重量（千克）' }),
    selected: z.number().int(),
    sup_sale: z.number().int().openapi({ description: '1 在售，2 暂未开售（不可选），3 下架' }),
    beon_time: z.number().int(),
    type: z.enum(['normal', 'preSale', 'deposit']),
    forward: z.number().int(),
    delivery_id: z.number().int(),
    delivery_time: z.string(),
    is_dingjin: z.number().int(),
    dj: z.object({ dj_status: z.number().int(), beg_time: z.number().int() }),
    is_mini_goods: z.number().int(),
    fav_activity_id: z.number().int(),
    free_shipping: FreeShipping.nullable(),
    sendaddress: z.number().int(),
    devide_item: z.string(),
  })
  .openapi('CartItem');
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z
  .object({
    products: z.array(
      z.object({
        devide_item: z.string(),
        sendaddress: z.number().int(),
        sendaddress_name: z.string().openapi({ description: '发货地名称（如 杭州仓）；未命名的发货地为空' }),
        goods_detail: z.array(CartItem).openapi({ description: '不在活动中的商品' }),
        activity_goods_list: z.array(
          z.object({
            activity_id: z.number().int(),
            activity_type_name: z.string(),
            activity_msg: z.string().openapi({ description: '还差多少包邮，已满足时为活动名' }),
            free_shipping_reached: z.number().int(),
            goodItem: z.array(CartItem),
          }),
        ),
        checked_subnumber: z.number().int(),
        checked_subweight: z.number(),
        freeshipping_subweight: z.number(),
        isselected: z.number().int(),
      }),
    ),
    present: z.array(CartGift),
    total: z.string().openapi({ description: '已选商品合计（元）' }),
    market_total: z.string(),
    count: z.object({ total_number: z.number().int(), checked_total_number: z.number().int() }),
    errors: z.array(z.object({ msg: z.string(), item_id: z.number().int(), data: z.object({ product: CartItem }) })),
  })
  .openapi('Cart');
export type Cart = z.infer<typeof Cart>;

/** POST /v2/cart/add: the new line and the whole cart. */
export const CartAdded = z.object({ item_id: z.number().int(), cart: Cart });
export type CartAdded = z.infer<typeof CartAdded>;
