// The cart (shopping §7 "Cart"): add, list, select, quantity, delete, move to favourites, clear invalid.
// Every call but add answers the whole cart, so the page redraws from one reply.
import type { Cart, EndpointName, endpoints, ReplyOf } from '@garden/contract';
import { ADDED_TO_CART } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { type CallRequest, endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import type { AppEnv } from '../../platform/openapi';
import type { SessionUser } from '../../platform/sessions';
import { addToCart, clearInvalidItems, deleteItems, moveItemsToFavourites, selectGroup, selectItem, setItemNumber, stepItemNumber } from './changes';
import { readCart } from './reads';

const shopper = { tags: ['购物车'], middleware: [requireUser] as const };

type ReplyData<K extends EndpointName> = ReplyOf<(typeof endpoints)[K]>;
/** The calls of the table whose reply is the whole cart. */
type AnsweringTheCart = { [K in EndpointName]: Cart extends ReplyData<K> ? K : never }[EndpointName];

/** The cart's changes: each a POST that answers the whole cart (a name whose reply is not the cart does not compile). */
type CartChangeName = AnsweringTheCart &
  (
    | 'selectCartItem'
    | 'unselectCartItem'
    | 'selectCartGroup'
    | 'unselectCartGroup'
    | 'setCartNumber'
    | 'increaseCartItem'
    | 'decreaseCartItem'
    | 'deleteCartItems'
    | 'moveCartItemsToFavourites'
    | 'clearInvalidCartItems'
  );

/** A POST call of the cart that changes it and answers the whole cart. */
function cartChange<K extends CartChangeName>(
  name: K,
  summary: string,
  change: (request: CallRequest<K, AppEnv & { Variables: { user: SessionUser } }>) => Promise<unknown>,
) {
  return endpoint(name, {
    ...shopper,
    summary,
    async handle(request) {
      await change(request);
      // The table's reply of each change is the cart (CartChangeName), which the compiler cannot see through K.
      return readCart(request.db, request.user, request.now) as Promise<ReplyData<K>>;
    },
  });
}

export const cartRoutes = endpointRouter(
  endpoint('addToCart', {
    ...shopper,
    summary: '加入购物车（同规格同发货日期合并数量；item_id 为换规格）',
    async handle({ db, user, input, now }) {
      const goods = {
        goodsId: input.gshp_id,
        number: input.number,
        attrIds: input.attr_id,
        deliveryId: input.delivery_id,
        itemId: input.item_id,
        isAdd: input.is_add === 1,
      };
      const itemId = await addToCart(db, user.id, goods, now);
      return withMessage({ item_id: itemId, cart: await readCart(db, user, now) }, ADDED_TO_CART);
    },
  }),
  endpoint('readCart', {
    ...shopper,
    summary: '购物车（按发货地、活动分组；失效商品在 errors）',
    handle: async ({ db, user, now }) => readCart(db, user, now),
  }),
  cartChange('selectCartItem', '选中商品（暂未开售、定金未开始的不可选）', ({ db, user, input, now }) =>
    selectItem(db, user, input.item_id, true, now),
  ),
  cartChange('unselectCartItem', '取消选中商品', ({ db, user, input, now }) => selectItem(db, user, input.item_id, false, now)),
  cartChange('selectCartGroup', '全选，或选中一个发货地分组（devide_item）', ({ db, user, input, now }) =>
    selectGroup(db, user, input.devide_item, true, now),
  ),
  cartChange('unselectCartGroup', '全不选，或取消一个发货地分组（devide_item）', ({ db, user, input, now }) =>
    selectGroup(db, user, input.devide_item, false, now),
  ),
  cartChange('setCartNumber', '修改数量（按 Nbei 取整，不少于起订量，不超过库存）', ({ db, user, input, now }) =>
    setItemNumber(db, user, input.item_id, input.number, now),
  ),
  cartChange('increaseCartItem', '数量加一个 Nbei（不超过库存）', ({ db, user, input, now }) => stepItemNumber(db, user, input.item_id, 1, now)),
  cartChange('decreaseCartItem', '数量减一个 Nbei（不少于起订量）', ({ db, user, input, now }) => stepItemNumber(db, user, input.item_id, -1, now)),
  cartChange('deleteCartItems', '删除商品（item_id 逗号分隔）', ({ db, user, input }) => deleteItems(db, user.id, input.item_id)),
  cartChange('moveCartItemsToFavourites', '移入收藏（details 为 JSON 列表）', ({ db, user, input, now }) =>
    moveItemsToFavourites(
      db,
      user,
      input.details.map((detail) => detail.item_id),
      now,
    ),
  ),
  cartChange('clearInvalidCartItems', '清空失效商品', ({ db, user, now }) => clearInvalidItems(db, user.id, now)),
);
