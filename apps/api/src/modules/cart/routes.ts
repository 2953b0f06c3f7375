// The cart (shopping §7 "Cart"): add, list, select, quantity, delete, move to favourites, clear invalid.
// Every call but add answers the whole cart, so the page redraws from one reply.
import { ADDED_TO_CART } from '@garden/domain';
import type { Context } from 'hono';
import { requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter, type AppEnv } from '../../platform/openapi';
import type { SessionUser } from '../../platform/sessions';
import { addToCart, clearInvalidItems, deleteItems, moveItemsToFavourites, selectGroup, selectItem, setItemNumber, stepItemNumber } from './changes';
import { readCart } from './reads';

type UserContext = Context<AppEnv & { Variables: { user: SessionUser } }>;

/** The cart's changes: each a POST that answers the whole cart. */
type CartChangeName =
  | 'selectCartItem'
  | 'unselectCartItem'
  | 'selectCartGroup'
  | 'unselectCartGroup'
  | 'setCartNumber'
  | 'increaseCartItem'
  | 'decreaseCartItem'
  | 'deleteCartItems'
  | 'moveCartItemsToFavourites'
  | 'clearInvalidCartItems';

/** A POST call of the cart that changes it and answers the whole cart. */
function cartCall<K extends CartChangeName>(name: K, summary: string, handle: (c: UserContext) => Promise<void>) {
  return [
    bodyRoute(name, { tags: ['购物车'], summary, middleware: [requireUser] as const }),
    async (c: UserContext) => {
      await handle(c);
      return respond(c, await readCart(c.var.db, c.var.user, c.var.config.now()));
    },
  ] as const;
}

export const cartRoutes = createRouter()
  .openapi(
    bodyRoute('addToCart', {
      tags: ['购物车'],
      summary: '加入购物车（同规格同发货日期合并数量；item_id 为换规格）',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'addToCart');
      const itemId = await addToCart(
        db,
        user.id,
        {
          goodsId: input.gshp_id,
          number: input.number,
          attrIds: input.attr_id,
          deliveryId: input.delivery_id,
          itemId: input.item_id,
          isAdd: input.is_add === 1,
        },
        config.now(),
      );
      return respond(c, { item_id: itemId, cart: await readCart(db, user, config.now()) }, ADDED_TO_CART);
    },
  )
  .openapi(
    queryRoute('readCart', { tags: ['购物车'], summary: '购物车（按发货地、活动分组；失效商品在 errors）', middleware: [requireUser] as const }),
    async (c) => respond(c, await readCart(c.var.db, c.var.user, c.var.config.now())),
  )
  .openapi(
    ...cartCall('selectCartItem', '选中商品（暂未开售、定金未开始的不可选）', async (c) => {
      await selectItem(c.var.db, c.var.user, (await readRequest(c, 'selectCartItem')).item_id, true, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('unselectCartItem', '取消选中商品', async (c) => {
      await selectItem(c.var.db, c.var.user, (await readRequest(c, 'unselectCartItem')).item_id, false, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('selectCartGroup', '全选，或选中一个发货地分组（devide_item）', async (c) => {
      await selectGroup(c.var.db, c.var.user, (await readRequest(c, 'selectCartGroup')).devide_item, true, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('unselectCartGroup', '全不选，或取消一个发货地分组（devide_item）', async (c) => {
      await selectGroup(c.var.db, c.var.user, (await readRequest(c, 'unselectCartGroup')).devide_item, false, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('setCartNumber', '修改数量（按 Nbei 取整，不少于起订量，不超过库存）', async (c) => {
      const input = await readRequest(c, 'setCartNumber');
      await setItemNumber(c.var.db, c.var.user, input.item_id, input.number, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('increaseCartItem', '数量加一个 Nbei（不超过库存）', async (c) => {
      await stepItemNumber(c.var.db, c.var.user, (await readRequest(c, 'increaseCartItem')).item_id, 1, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('decreaseCartItem', '数量减一个 Nbei（不少于起订量）', async (c) => {
      await stepItemNumber(c.var.db, c.var.user, (await readRequest(c, 'decreaseCartItem')).item_id, -1, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('deleteCartItems', '删除商品（item_id 逗号分隔）', async (c) => {
      await deleteItems(c.var.db, c.var.user.id, (await readRequest(c, 'deleteCartItems')).item_id);
    }),
  )
  .openapi(
    ...cartCall('moveCartItemsToFavourites', '移入收藏（details 为 JSON 列表）', async (c) => {
      const { details } = await readRequest(c, 'moveCartItemsToFavourites');
      await moveItemsToFavourites(
        c.var.db,
        c.var.user,
        details.map((detail) => detail.item_id),
        c.var.config.now(),
      );
    }),
  )
  .openapi(
    ...cartCall('clearInvalidCartItems', '清空失效商品', async (c) => {
      await clearInvalidItems(c.var.db, c.var.user.id, c.var.config.now());
    }),
  );
