// The after-sales operator calls: the back office's queue, and approving or refusing a request (`garden refunds`).
// Only the operator token opens them (modules/operators); the decision's amounts are fen, as stored.
import { AFTER_SALES_REFUNDED, AFTER_SALES_REFUSED, refuseReasonRefusal } from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { decideAfterSales } from './after-sales';
import { listAfterSalesQueue } from './queue';

export const afterSalesOperatorRoutes = endpointRouter(
  endpoint('listAfterSales', {
    ...operatorCall,
    summary: '售后申请：按状态（处理中、待收退货、已收到退货、已退款、已拒绝、已撤销、全部），附申请的商品和所属订单；各状态的数量',
    handle: ({ db, config, input, now }) =>
      listAfterSalesQueue(db, config.courier.carriers(), { state: input.state, orderSn: input.order_sn, page: input.page, limit: input.limit }, now),
  }),
  endpoint('decideRefund', {
    ...operatorCall,
    summary: '处理售后申请：同意则退款（原路退回：会员卡、余额或支付网关，仅一次），拒绝则订单回到申请前，拒绝原因会员可见',
    description: 'reason：拒绝时的原因（1–200 字，会员在售后页看到；后台拒绝时必填，命令行可不填）。',
    async handle({ db, config, input, now }) {
      // A reason given is checked before anything changes; the back office always gives one (`garden` may not).
      const refusal = !input.approve && input.reason !== undefined ? refuseReasonRefusal(input.reason) : null;
      if (refusal) throw badRequest(refusal);
      const decision = await decideAfterSales(db, config.payments, {
        refundId: input.refund_id,
        approve: input.approve,
        refuseReason: input.reason,
        now,
        logError: config.logError,
      });
      const payouts = decision.payouts.map((payout) => ({
        to: payout.to,
        amount: payout.amountFen,
        refund_no: payout.refundNo ?? '',
        status: payout.status ?? 'done',
      }));
      return withMessage(
        {
          refund_id: decision.refundId,
          refund_sn: decision.refundSn,
          order_id: decision.orderId,
          status: decision.status,
          amount: decision.amountFen,
          payouts,
          o_status: decision.order.oStatus,
          order_status: decision.order.label,
        },
        decision.status === 1 ? AFTER_SALES_REFUNDED : AFTER_SALES_REFUSED,
      );
    },
  }),
);
