// The shopper's orders after placing (shopping §2 "Order list", "Order detail", §4, §7 "Orders"):
// list, detail, tracking, and the changes the order's state allows. Paths the spec leaves open are in
// the README's orders table.
import { ADDED_TO_CART, ORDER_BINNED, ORDER_CANCELLED, ORDER_DESTROYED, ORDER_RECOVERED, RECEIPT_CONFIRMED, type OrderListTab } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { buyOrderAgain, cancelOwnOrder, confirmOwnOrder, deleteOwnOrder, destroyOwnOrder, recoverOwnOrder } from './actions';
import { listOrders, readOrderDetail, readTracking } from './views';

const shopper = { tags: ['订单'], middleware: [requireUser] as const };

/** The tab a list query asks for: `is_delete` 2 is the recycle bin whatever `o_status` says. */
function tabOf(query: { o_status: number; is_delete: number }): OrderListTab {
  return query.is_delete === 2 ? 'recycleBin' : (query.o_status as OrderListTab);
}

type ChangeName = 'cancelOrder' | 'confirmOrder' | 'deleteOrder' | 'destroyOrder' | 'recoverOrder';

/** One order change: body `order_id`, answers the changed order's `o_status` and `is_delete`. */
function orderChange(name: ChangeName, summary: string, change: typeof cancelOwnOrder, msg: string) {
  return endpoint(name, {
    ...shopper,
    summary,
    description: '当前状态不允许时 code 400（领域规则的提示），订单不变；别人的订单 404「订单不存在」。',
    async handle({ db, user, input, now }) {
      const row = await change(db, user.id, input.order_id, now);
      return withMessage({ order_id: row.orderId, o_status: row.oStatus, is_delete: row.isDelete }, msg);
    },
  });
}

export const orderRoutes = endpointRouter(
  endpoint('listOrders', {
    ...shopper,
    summary: '我的订单（标签、订单号搜索、下单时间筛选、回收站，每页 10）',
    async handle({ db, user, input, now }) {
      const days = input.add_time === 0 ? null : input.add_time;
      return listOrders(db, user.id, { tab: tabOf(input), orderSn: input.order_sn, days, page: input.page, limit: input.limit }, now);
    },
  }),
  endpoint('readOrder', {
    ...shopper,
    summary: '订单详情（状态、进度、商品、金额、收货人、可做的操作）',
    handle: async ({ db, user, input, now }) => readOrderDetail(db, user.id, input.order_id, now),
  }),
  endpoint('trackOrder', {
    ...shopper,
    summary: '物流信息（部分发货、待收货、交易完成的订单；每个包裹的轨迹，最新在前）',
    handle: async ({ db, config, user, input, now }) => readTracking(db, config.courier, user.id, input.order_id, now),
  }),
  orderChange('cancelOrder', '取消未付款订单（退回库存、优惠券和余额）', cancelOwnOrder, ORDER_CANCELLED),
  orderChange('confirmOrder', '确认收货（待收货 → 交易完成）', confirmOwnOrder, RECEIPT_CONFIRMED),
  orderChange('deleteOrder', '删除订单（移入回收站）', deleteOwnOrder, ORDER_BINNED),
  orderChange('destroyOrder', '永久删除回收站中的订单', destroyOwnOrder, ORDER_DESTROYED),
  orderChange('recoverOrder', '从回收站还原订单', recoverOwnOrder, ORDER_RECOVERED),
  endpoint('buyOrderAgain', {
    ...shopper,
    summary: '再次购买：把订单的商品按原规格和数量加入购物车（全部加入或都不加）',
    handle: async ({ db, user, input, now }) => withMessage(await buyOrderAgain(db, user, input.order_id, now), ADDED_TO_CART),
  }),
);
