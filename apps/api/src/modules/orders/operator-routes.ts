// The orders' operator calls: the back office's order list and detail, the work waiting (`garden orders`),
// shipping, cancelling an unpaid order and internal notes. Only an operator's key opens them (modules/operators);
// the work waiting counts fen, as stored.
import { CARRIER_NOT_FOUND, ORDER_CANCELLED, ORDER_NOTE_SAVED, parcelNumberRefusal } from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall, operatorIdOf } from '../../platform/operator-auth';
import { cancelShopOrder } from './actions';
import { addOrderNote } from './order-notes';
import { listPending } from './pending-work';
import { listShopOrders, readShopOrder } from './shop-orders';
import { shipOrder } from './shipping';
import { carrierChoices } from '../../integrations/courier';

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
      // A number typed or scanned by the warehouse is checked as a courier number (the parcel scan's rule).
      const invoiceRefusal = input.invoice_no ? parcelNumberRefusal(input.invoice_no) : null;
      if (invoiceRefusal) throw badRequest(invoiceRefusal);
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
  endpoint('listShippingCarriers', {
    ...operatorCall,
    summary: '发货可选的快递公司（shipping_id 与名称）',
    handle: async ({ config }) => ({ list: carrierChoices(config.courier) }),
  }),
  endpoint('cancelShopOrder', {
    ...operatorCall,
    summary: '取消未付款的订单：与会员取消相同（o_status 0，is_delete 1），库存、优惠券和余额退回',
    async handle({ db, input, now }) {
      const row = await cancelShopOrder(db, input.order_id, now);
      const cancelled = { order_id: row.orderId, order_sn: row.orderSn, o_status: row.oStatus, is_delete: row.isDelete };
      return withMessage(cancelled, ORDER_CANCELLED);
    },
  }),
  endpoint('addOrderNote', {
    ...operatorCall,
    summary: '订单内部备注（会员看不到）：1–500 字',
    async handle({ db, input, now, c }) {
      const note = await addOrderNote(db, { orderId: input.order_id, operatorId: operatorIdOf(c), note: input.note, now });
      return withMessage(note, ORDER_NOTE_SAVED);
    },
  }),
  endpoint('pendingWork', {
    ...operatorCall,
    summary: '待处理：待发货订单、进行中的售后申请、没有官方回复的评价（各最新 limit 条）',
    handle: async ({ db, input }) => listPending(db, input.limit),
  }),
);
