// The orders' operator calls: the back office's order list and detail, the work waiting (`garden orders`),
// shipping, cancelling an unpaid order and internal notes. Only an operator's key opens them (modules/operators);
// the work waiting counts fen, as stored.
import { CARRIER_NOT_FOUND, ORDER_CANCELLED, ORDER_NOTE_SAVED, parcelNumberRefusal, shipmentSheetShippedMessage } from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { endpoint, endpointRouter, fileReply, withMessage } from '../../platform/endpoint-routes';
import { auditAlso, operatorCall, operatorIdOf } from '../../platform/operator-auth';
import { cancelShopOrder } from './actions';
import { addOrderNote } from './order-notes';
import { listPending } from './pending-work';
import { listShopOrders, readShopOrder } from './shop-orders';
import { printPackingSlips } from './packing-slips';
import { shipOrdersFromSheet } from './ship-sheet';
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
  endpoint('printPackingSlips', {
    ...operatorCall,
    file: 'application/pdf',
    summary: '发货单 PDF：每个订单从新的一页开始，含订单号、收货人、地址、手机、商品（规格、件数）、赠品和买家留言',
    description:
      '答复 PDF 文件本身（不是信封，content-disposition inline：浏览器打开后打印）。order_ids 以逗号分隔，最多 100 个，按给出的顺序；不存在的订单答复 404。',
    async handle({ db, input, now, c }) {
      const bytes = await printPackingSlips(db, input.order_ids, now);
      const name = input.order_ids.length === 1 ? `packing-slip-${input.order_ids[0]}.pdf` : `packing-slips-${input.order_ids.length}.pdf`;
      return fileReply(c, bytes, { type: 'application/pdf', name, inline: true });
    },
  }),
  endpoint('shipOrdersFromSheet', {
    ...operatorCall,
    summary: '表格批量发货（multipart：file）：每行一个订单号、快递公司、快递单号，该订单未发的商品全部发出',
    description:
      '.xlsx（第一个工作表）或 UTF-8 的 .csv；表头 订单号、快递公司、快递单号。逐行检查（快递单号规则同发货）；任一行不正确（含订单不存在、未付款、已发完）' +
      '则一个订单也不发，答复 400，data.reports 逐行说明（「第 3 行：…」）。成功时每个订单一个包裹，审计记录整张表格，并为每个订单各记一条。',
    async handle({ db, config, input, now, c }) {
      const shipped = await shipOrdersFromSheet(db, {
        file: input.file,
        carriers: config.courier.carriers().map((carrier) => carrier.shippingName),
        now,
        beforeShipping: (tx, orderId) => auditAlso(c, tx, { type: 'order', id: String(orderId) }),
      });
      return withMessage(shipped, shipmentSheetShippedMessage(shipped.shipped));
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
