// The shopper's orders after placing (shopping §2 "Order list", "Order detail", §4, §7 "Orders"):
// list, detail, tracking, and the changes the order's state allows. Paths the spec leaves open are in
// the README's orders table.
import { ADDED_TO_CART, ORDER_BINNED, ORDER_CANCELLED, ORDER_DESTROYED, ORDER_RECOVERED, RECEIPT_CONFIRMED, type OrderListTab } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { buyOrderAgain, cancelOwnOrder, confirmOwnOrder, deleteOwnOrder, destroyOwnOrder, recoverOwnOrder } from './actions';
import { listOrders, readOrderDetail, readTracking } from './views';

/** The tab a list query asks for: `is_delete` 2 is the recycle bin whatever `o_status` says. */
function tabOf(query: { o_status: number; is_delete: number }): OrderListTab {
  return query.is_delete === 2 ? 'recycleBin' : (query.o_status as OrderListTab);
}

/** One order change route: body `order_id`, answers the changed order's `o_status` and `is_delete`. */
function changeRoute<K extends 'cancelOrder' | 'confirmOrder' | 'deleteOrder' | 'destroyOrder' | 'recoverOrder'>(name: K, summary: string) {
  return bodyRoute(name, {
    tags: ['订单'],
    summary,
    description: '当前状态不允许时 code 400（领域规则的提示），订单不变；别人的订单 404「订单不存在」。',
    middleware: [requireUser] as const,
  });
}

const changed = (row: { orderId: number; oStatus: number; isDelete: number }) => ({
  order_id: row.orderId,
  o_status: row.oStatus,
  is_delete: row.isDelete,
});

export const orderRoutes = createRouter()
  .openapi(
    queryRoute('listOrders', {
      tags: ['订单'],
      summary: '我的订单（标签、订单号搜索、下单时间筛选、回收站，每页 10）',
      middleware: [requireUser] as const,
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
    queryRoute('readOrder', {
      tags: ['订单'],
      summary: '订单详情（状态、进度、商品、金额、收货人、可做的操作）',
      middleware: [requireUser] as const,
    }),
    async (c) => respond(c, await readOrderDetail(c.var.db, c.var.user.id, c.req.valid('query').order_id, c.var.config.now())),
  )
  .openapi(
    queryRoute('trackOrder', {
      tags: ['订单'],
      summary: '物流信息（部分发货、待收货、交易完成的订单；每个包裹的轨迹，最新在前）',
      middleware: [requireUser] as const,
    }),
    async (c) => respond(c, await readTracking(c.var.db, c.var.config.courier, c.var.user.id, c.req.valid('query').order_id, c.var.config.now())),
  )
  .openapi(changeRoute('cancelOrder', '取消未付款订单（退回库存、优惠券和余额）'), async (c) => {
    const { order_id } = await readRequest(c, 'cancelOrder');
    return respond(c, changed(await cancelOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), ORDER_CANCELLED);
  })
  .openapi(changeRoute('confirmOrder', '确认收货（待收货 → 交易完成）'), async (c) => {
    const { order_id } = await readRequest(c, 'confirmOrder');
    return respond(c, changed(await confirmOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), RECEIPT_CONFIRMED);
  })
  .openapi(changeRoute('deleteOrder', '删除订单（移入回收站）'), async (c) => {
    const { order_id } = await readRequest(c, 'deleteOrder');
    return respond(c, changed(await deleteOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), ORDER_BINNED);
  })
  .openapi(changeRoute('destroyOrder', '永久删除回收站中的订单'), async (c) => {
    const { order_id } = await readRequest(c, 'destroyOrder');
    return respond(c, changed(await destroyOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), ORDER_DESTROYED);
  })
  .openapi(changeRoute('recoverOrder', '从回收站还原订单'), async (c) => {
    const { order_id } = await readRequest(c, 'recoverOrder');
    return respond(c, changed(await recoverOwnOrder(c.var.db, c.var.user.id, order_id, c.var.config.now())), ORDER_RECOVERED);
  })
  .openapi(
    bodyRoute('buyOrderAgain', {
      tags: ['订单'],
      summary: '再次购买：把订单的商品按原规格和数量加入购物车（全部加入或都不加）',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { order_id } = await readRequest(c, 'buyOrderAgain');
      return respond(c, await buyOrderAgain(c.var.db, c.var.user, order_id, c.var.config.now()), ADDED_TO_CART);
    },
  );
