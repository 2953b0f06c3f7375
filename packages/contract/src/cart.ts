// The cart (shopping §3 "Cart item", §7 "Cart"): every call but add answers the whole cart.
import { z } from '@hono/zod-openapi';
import { MAX_ID, choice, idList, integer, textField } from './fields';

const itemId = () => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '购物车商品编号 item_id' });

/** POST /v3/cart/add: a SKU and a number into the cart, or with `item_id` a line's spec changed. */
export const CartAddRequest = z.object({
  gshp_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '商品编号' }),
  number: textField('缺少参数 number').openapi({ type: 'string', description: '数量' }),
  attr_id: idList('所选属性值 goods_attr_id，逗号分隔'),
  delivery_id: z
    .union([z.literal(''), integer({ min: 0, max: MAX_ID })])
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : value))
    .openapi({ type: 'integer', description: '预售发货日期；不选为空或 0' }),
  item_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '换规格时原购物车商品编号' }),
  type: z.enum(['normal', 'preSale', 'deposit']).optional().openapi({ description: '购买类型（服务器按商品重新判断）' }),
  is_dingjin: choice([0, 1], '参数 is_dingjin 应为 0 或 1').optional().openapi({ type: 'integer', description: '定金商品（服务器按商品重新判断）' }),
  is_add: choice([0, 1], '参数 is_add 应为 0 或 1')
    .optional()
    .default(1)
    .openapi({ type: 'integer', description: '1 累加到同规格商品，0 改为该数量' }),
});

/** POST /v3/cart/{select,unselect,increase,decrease}: one line. */
export const CartItemRequest = z.object({ item_id: itemId() });

/** POST /v3/cart/{select_all,unselect_all}: a ship-from group, or the whole cart. */
export const CartGroupRequest = z.object({
  devide_item: z.union([z.string(), z.number()]).transform(String).optional().openapi({ type: 'string', description: '发货地分组；不传为全部' }),
});

/** POST /v3/cart/number. */
export const CartNumberRequest = z.object({
  item_id: itemId(),
  number: textField('缺少参数 number').openapi({ type: 'string', description: '数量（只能是数字且不为 0，按 Nbei 取整）' }),
});

/** POST /v3/cart/delete. */
export const CartDeleteRequest = z.object({ item_id: idList('要删除的 item_id，逗号分隔') });

const favouriteDetail = z.object({
  item_id: integer({ min: 1, max: MAX_ID }),
  price: z.union([z.string(), z.number()]).optional(),
  sup_id: z.union([z.string(), z.number()]).optional(),
});

/** POST /v3/cart/collect: `details` a JSON list (text, or a list in a JSON body). */
export const CartCollectRequest = z.object({
  details: z
    .union([z.string(), z.array(z.unknown()).max(200)])
    .transform((value, ctx) => {
      if (Array.isArray(value)) return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: '应为 JSON 列表' });
        return z.NEVER;
      }
    })
    .pipe(z.array(favouriteDetail).max(200, '一次最多 200 件'))
    .openapi({ type: 'string', description: 'JSON 列表：[{ price, item_id, sup_id }]（价格以服务器为准）' }),
});

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
