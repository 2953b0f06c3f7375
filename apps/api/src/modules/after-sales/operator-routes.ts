// The after-sales operator call (`garden refunds`): approve or refuse a request. Only the operator token
// opens it (modules/operators); every amount is fen, as stored.
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { decideAfterSales } from './after-sales';

export const afterSalesOperatorRoutes = endpointRouter(
  endpoint('decideRefund', {
    ...operatorCall,
    summary: '处理售后申请：同意则退款（原路退回：会员卡、余额或支付网关，仅一次），拒绝则订单回到申请前',
    async handle({ db, config, input, now }) {
      const decision = await decideAfterSales(db, config.payments, {
        refundId: input.refund_id,
        approve: input.approve,
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
        decision.status === 1 ? '已退款' : '已拒绝',
      );
    },
  }),
);
