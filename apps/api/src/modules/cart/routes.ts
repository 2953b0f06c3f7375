// The cart (shopping §7 "Cart"): add, list, select, quantity, delete, move to favourites, clear invalid.
// Every call but add answers the whole cart, so the page redraws from one reply.
import { ADDED_TO_CART } from '@garden/domain';
import { Cart, CartAdded } from '@garden/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter, type AppEnv } from '../../platform/openapi';
import { choice, documentBody, idList, integer, readInput, textField } from '../../platform/validation';
import type { SessionUser } from '../../platform/sessions';
import { addToCart, clearInvalidItems, deleteItems, moveItemsToFavourites, selectGroup, selectItem, setItemNumber, stepItemNumber } from './changes';
import { readCart } from './reads';
import { MAX_ID } from '../../platform/query-fields';

type UserContext = Context<AppEnv & { Variables: { user: SessionUser } }>;

const itemIdField = integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '购物车商品编号 item_id' });
const itemFields = z.object({ item_id: itemIdField });
const groupFields = z.object({
  devide_item: z.union([z.string(), z.number()]).transform(String).optional().openapi({ type: 'string', description: '发货地分组；不传为全部' }),
});
const numberFields = z.object({
  item_id: itemIdField,
  number: textField('缺少参数 number').openapi({ type: 'string', description: '数量（只能是数字且不为 0，按 Nbei 取整）' }),
});
const deleteFields = z.object({ item_id: idList('要删除的 item_id，逗号分隔') });
const addFields = z.object({
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
const favouriteDetail = z.object({
  item_id: integer({ min: 1, max: MAX_ID }),
  price: z.union([z.string(), z.number()]).optional(),
  sup_id: z.union([z.string(), z.number()]).optional(),
});
const collectFields = z.object({
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

/** A POST call of the cart that changes it and answers the whole cart. */
function cartCall(path: string, summary: string, fields: z.ZodObject, handle: (c: UserContext) => Promise<void>) {
  return [
    createRoute({
      method: 'post',
      path,
      tags: ['购物车'],
      summary,
      middleware: [requireUser] as const,
      request: { body: documentBody(fields) },
      responses: envelopeResponses(Cart),
    }),
    async (c: UserContext) => {
      await handle(c);
      return respond(c, await readCart(c.var.db, c.var.user, c.var.config.now()));
    },
  ] as const;
}

export const cartRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/v3/cart/add',
      tags: ['购物车'],
      summary: '加入购物车（同规格同发货日期合并数量；item_id 为换规格）',
      middleware: [requireUser] as const,
      request: { body: documentBody(addFields) },
      responses: envelopeResponses(CartAdded),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, addFields);
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
    createRoute({
      method: 'get',
      path: '/v3/cart/lists',
      tags: ['购物车'],
      summary: '购物车（按发货地、活动分组；失效商品在 errors）',
      middleware: [requireUser] as const,
      responses: envelopeResponses(Cart),
    }),
    async (c) => respond(c, await readCart(c.var.db, c.var.user, c.var.config.now())),
  )
  .openapi(
    ...cartCall('/v3/cart/select', '选中商品（暂未开售、定金未开始的不可选）', itemFields, async (c) => {
      await selectItem(c.var.db, c.var.user, (await readInput(c, itemFields)).item_id, true, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/unselect', '取消选中商品', itemFields, async (c) => {
      await selectItem(c.var.db, c.var.user, (await readInput(c, itemFields)).item_id, false, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/select_all', '全选，或选中一个发货地分组（devide_item）', groupFields, async (c) => {
      await selectGroup(c.var.db, c.var.user, (await readInput(c, groupFields)).devide_item, true, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/unselect_all', '全不选，或取消一个发货地分组（devide_item）', groupFields, async (c) => {
      await selectGroup(c.var.db, c.var.user, (await readInput(c, groupFields)).devide_item, false, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/number', '修改数量（按 Nbei 取整，不少于起订量，不超过库存）', numberFields, async (c) => {
      const input = await readInput(c, numberFields);
      await setItemNumber(c.var.db, c.var.user, input.item_id, input.number, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/increase', '数量加一个 Nbei（不超过库存）', itemFields, async (c) => {
      await stepItemNumber(c.var.db, c.var.user, (await readInput(c, itemFields)).item_id, 1, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/decrease', '数量减一个 Nbei（不少于起订量）', itemFields, async (c) => {
      await stepItemNumber(c.var.db, c.var.user, (await readInput(c, itemFields)).item_id, -1, c.var.config.now());
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/delete', '删除商品（item_id 逗号分隔）', deleteFields, async (c) => {
      await deleteItems(c.var.db, c.var.user.id, (await readInput(c, deleteFields)).item_id);
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/collect', '移入收藏（details 为 JSON 列表）', collectFields, async (c) => {
      const { details } = await readInput(c, collectFields);
      await moveItemsToFavourites(
        c.var.db,
        c.var.user,
        details.map((detail) => detail.item_id),
        c.var.config.now(),
      );
    }),
  )
  .openapi(
    ...cartCall('/v3/cart/clear_invalid', '清空失效商品', z.object({}), async (c) => {
      await clearInvalidItems(c.var.db, c.var.user.id, c.var.config.now());
    }),
  );
