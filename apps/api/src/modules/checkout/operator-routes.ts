// The checkout's operator call (`garden audit orders`): every stored order with the facts its checkout read.
// Only the operator token opens it (modules/operators); every amount is fen, as stored.
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { listOrdersForAudit } from './order-audit';

export const checkoutOperatorRoutes = endpointRouter(
  endpoint('auditOrders', {
    ...operatorCall,
    summary: '全部订单（核对用）：存储的金额与商品行，以及重算所需的全部事实，按 order_id 升序分页',
    handle: async ({ db, input }) => listOrdersForAudit(db, input.page, input.limit),
  }),
);
