// The shopper's orders after placing (shopping §2 "Order list", "Order detail", §4, §7 "Orders"):
// list, detail, tracking, and the changes the order's state allows. Paths the spec leaves open are in
// the README's orders table.
import { BoughtAgain, Order, OrderChanged, OrderPage, OrderTracking } from '@garden/contract';
import { ADDED_TO_CART, ORDER_SN_INVALID, PAGE_SIZES, validateOrderSearch, type OrderListTab } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { choice, documentBody, integer, readInput } from '../../platform/validation';
import { MAX_ID, limitParam, pageParam } from '../../platform/query-fields';
import { buyOrderAgain, cancelOwnOrder, confirmOwnOrder, deleteOwnOrder, destroyOwnOrder, recoverOwnOrder } from './actions';
import { listOrders, readOrderDetail, readTracking } from './views';

const orderIdField = integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' });
const orderFields = z.object({ order_id: orderIdField });

const listQuery = z.object({
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.orders),
  o_status: choice([-1, 9, 0, 1, 3, 4, 6], '参数 o_status 应为 -1、9、0、1、3、4 或 6').optional().default(-1).openapi({
    type: 'integer',
    description:
      '标签：-1 全部，9 定金商品，0 待付款，1 待发货（含 2），3 部分发货，4 待收货，6 售后（含 5，以及有退款单即处理中或已退款售后申请的订单）',
  }),
  order_sn: z
    .string()
    .max(32, ORDER_SN_INVALID)
    .optional()
    .default('')
    .refine((value) => validateOrderSearch(value) === null, ORDER_SN_INVALID)
    .transform((value) => value.trim())
    .openapi({ type: 'string', description: '按订单号搜索（仅数字）' }),
  add_time: choice([0, 30, 91, 365], '参数 add_time 应为 0、30、91 或 365')
    .optional()
    .default(0)
    .openapi({ type: 'integer', description: '下单时间：0 全部，近 30、91、365 天' }),
  is_delete: choice([0, 1, 2], '参数 is_delete 应为 0、1 或 2')
    .optional()
    .default(0)
    .openapi({ type: 'integer', description: '2 回收站；其他为未删除的订单' }),
});

/** The tab a list query asks for: `is_delete` 2 is the recycle bin whatever `o_status` says. */
function tabOf(query: { o_status: number; is_delete: number }): OrderListTab {
  return query.is_delete === 2 ? 'recycleBin' : (query.o_status as OrderListTab);
}

/** One order change route: body `order_id`, answers the changed order's `o_status` and `is_delete`. */
function changeRoute(method: 'put' | 'delete' | 'post', path: string, summary: string) {
  return createRoute({
    method,
    path,
    tags: ['订单'],
    summary,
    description: '当前状态不允许时 code 400（领域规则的提示），订单不变；别人的订单 404「订单不存在」。',
    middleware: [requireUser] as const,
    request: { body: documentBody(orderFields) },
    responses: envelopeResponses(OrderChanged),
  });
}

const changed = (row: { orderId: number; oStatus: number; isDelete: number }) => ({
  order_id: row.orderId,
  o_status: row.oStatus,
  is_delete: row.isDelete,
});

export const orderRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/order/list',
      tags: ['订单'],
      summary: '我的订单（标签、订单号搜索、下单时间筛选、回收站，每页 10）',
      middleware: [requireUser] as const,
      request: { query: listQuery },
      responses: envelopeResponses(OrderPage),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const days = query.add_time === 0 ? null : query.add_time;
      const list = await listOrders(
        c.var.db,
        c.var.user.id,
        { tab: tabOf(query), orderSn: query.order_sn, days, page: query.page, limit: query.limit },
        c.var.config.now(),
      );
      return respond(c, list);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/order/detail',
      tags: ['订单'],
      summary: '订单详情（状态、进度、商品、金额、收货人、可做的操作）',
      middleware: [requireUser] as const,
      request: { query: orderFields },
      responses: envelopeResponses(Order),
    }),
    async (c) => respond(c, await readOrderDetail(c.var.db, c.var.user.id, c.req.valid('query').order_id, c.var.config.now())),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/order/tracking',
      tags: ['订单'],
      summary: '物流信息（部分发货、待收货、交易完成的订单；每个包裹的轨迹，最新在前）',
      middleware: [requireUser] as const,
      request: { query: orderFields },
      responses: envelopeResponses(OrderTracking),
    }),
    async (c) => respond(c, await readTracking(c.var.db, c.var.config.courier, c.var.user.id, c.req.valid('query').order_id, c.var.config.now())),
  )
  .openapi(changeRoute('put', '/v1/order/cancel', '取消未付款订单（退回库存、优惠券和余额）'), async (c) => {
    const { order_id } = await readInput(c, orderFields);
    return respond(c, changed(await cancelOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), '订单已取消');
  })
  .openapi(changeRoute('put', '/v1/order/confirm', '确认收货（待收货 → 交易完成）'), async (c) => {
    const { order_id } = await readInput(c, orderFields);
    return respond(c, changed(await confirmOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), '已确认收货');
  })
  .openapi(changeRoute('delete', '/v1/order/delete', '删除订单（移入回收站）'), async (c) => {
    const { order_id } = await readInput(c, orderFields);
    return respond(c, changed(await deleteOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), '订单已移入回收站');
  })
  .openapi(changeRoute('delete', '/v1/order/destroy', '永久删除回收站中的订单'), async (c) => {
    const { order_id } = await readInput(c, orderFields);
    return respond(c, changed(await destroyOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), '订单已永久删除');
  })
  .openapi(changeRoute('post', '/v1/order/recover', '从回收站还原订单'), async (c) => {
    const { order_id } = await readInput(c, orderFields);
    return respond(c, changed(await recoverOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), '订单已还原');
  })
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/order/buy_again',
      tags: ['订单'],
      summary: '再次购买：把订单的商品按原规格和数量加入购物车（全部加入或都不加）',
      middleware: [requireUser] as const,
      request: { body: documentBody(orderFields) },
      responses: envelopeResponses(BoughtAgain),
    }),
    async (c) => {
      const { order_id } = await readInput(c, orderFields);
      return respond(c, await buyOrderAgain(c.var.db, c.var.user, order_id, c.var.config.now()), ADDED_TO_CART);
    },
  );
