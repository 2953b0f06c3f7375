// The orders' operator calls: the back office's order list and detail, the work waiting (`garden orders`) and
// shipping. Only an operator's key opens them (modules/operators); the work waiting counts fen, as stored.
import { CARRIER_NOT_FOUND } from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { listPending } from './pending-work';
import { listShopOrders, readShopOrder } from './shop-orders';
import { shipOrder } from './shipping';

export const ordersOperatorRoutes = endpointRouter(
  endpoint('listShopOrders', {
    ...operatorCall,
    summary: '订单列表：按标签与筛选条件，最新的在前；附每个标签的订单数',
    handle: ({ db, input, now }) =>
      listShopOrders(
        db,
        {
          tab: input.tab,
          orderSn: input.order_sn,
          person: input.person,
          goodsName: input.goods_name,
          payId: input.pay_id,
          createdFrom: input.created_from,
          createdTo: input.created_to,
          paidFrom: input.paid_from,
          paidTo: input.paid_to,
          page: input.page,
          limit: input.limit,
        },
        now,
      ),
  }),
  endpoint('readShopOrder', {
    ...operatorCall,
    summary: '订单详情：金额明细、支付与渠道单号、包裹、售后申请和时间线（含操作员的操作）',
    handle: ({ db, input, now }) => readShopOrder(db, input.order_id, now),
  }),
  endpoint('shipOrder', {
    ...operatorCall,
    summary: '发货：快递公司与单号；部分商品发货 o_status 3，全部发出 4',
    async handle({ db, config, input, now }) {
      let logisticsName = input.logistics_name ?? '';
      if (input.shipping_id !== undefined) {
        const carrier = config.courier.carriers().find((known) => known.shippingId === input.shipping_id);
        if (!carrier) throw badRequest(CARRIER_NOT_FOUND);
        logisticsName = carrier.shippingName;
      }
      const row = await shipOrder(db, {
        orderId: input.order_id,
        recIds: input.rec_ids.length > 0 ? input.rec_ids : undefined,
        logisticsName,
        invoiceNo: input.invoice_no ?? '',
        now,
      });
      const shipped = {
        order_id: row.orderId,
        order_sn: row.orderSn,
        o_status: row.oStatus,
        logistics_name: row.logisticsName,
        invoice_no: row.invoiceNo,
      };
      return withMessage(shipped, '已发货');
    },
  }),
  endpoint('pendingWork', {
    ...operatorCall,
    summary: '待处理：待发货订单、进行中的售后申请、没有官方回复的评价（各最新 limit 条）',
    handle: async ({ db, input }) => listPending(db, input.limit),
  }),
);
