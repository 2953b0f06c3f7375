// The orders' operator calls: the work waiting (`garden orders`) and shipping. Only the operator
// token opens them (modules/operators); every amount is fen, as stored.
import { CARRIER_NOT_FOUND } from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { operatorCall } from '../../platform/operator-auth';
import { listPending } from './pending-work';
import { shipOrder } from './shipping';

export const ordersOperatorRoutes = createRouter()
  .openapi(
    bodyRoute('shipOrder', {
      ...operatorCall,
      summary: '发货：快递公司与单号；部分商品发货 o_status 3，全部发出 4',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'shipOrder');
      let logisticsName = input.logistics_name ?? '';
      if (input.shipping_id !== undefined) {
        const carrier = c.var.config.courier.carriers().find((known) => known.shippingId === input.shipping_id);
        if (!carrier) throw badRequest(CARRIER_NOT_FOUND);
        logisticsName = carrier.shippingName;
      }
      const row = await shipOrder(db, {
        orderId: input.order_id,
        recIds: input.rec_ids.length > 0 ? input.rec_ids : undefined,
        logisticsName,
        invoiceNo: input.invoice_no ?? '',
        now: config.now(),
      });
      return respond(
        c,
        { order_id: row.orderId, order_sn: row.orderSn, o_status: row.oStatus, logistics_name: row.logisticsName, invoice_no: row.invoiceNo },
        '已发货',
      );
    },
  )
  .openapi(
    queryRoute('pendingWork', {
      ...operatorCall,
      summary: '待处理：待发货订单、进行中的售后申请、没有官方回复的评价（各最新 limit 条）',
    }),
    async (c) => respond(c, await listPending(c.var.db, c.req.valid('query').limit)),
  );
