// The checkout's operator call (`garden audit orders`): every stored order with the facts its checkout read.
// Only the operator token opens it (modules/operators); every amount is fen, as stored.
import { endpointRouter } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { listOrdersForAudit } from './order-audit';

export const checkoutOperatorRoutes = endpointRouter(
  operatorEndpoint('auditOrders', '全部订单（核对用）：存储的金额与商品行，以及重算所需的全部事实，按 order_id 升序分页', async ({ db, input }) =>
    listOrdersForAudit(db, input.page, input.limit),
  ),
);
