// The operator API: what the `garden` command calls while the shop runs. Each feature's operator calls are
// in its module's operator-routes.ts; this router is their one way in: only the operator token opens it
// (`authorization: Bearer <token>`, see platform/operator-auth.ts). The external services' self-check is the
// operators' own.
import { sandboxCourier } from '../../integrations/courier';
import { queryRoute } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { operatorCall, requireOperator } from '../../platform/operator-auth';
import { accountOperatorRoutes } from '../account/index';
import { afterSalesOperatorRoutes } from '../after-sales/index';
import { catalogueOperatorRoutes } from '../catalogue/index';
import { checkoutOperatorRoutes } from '../checkout/index';
import { finderOperatorRoutes } from '../finder/index';
import { ordersOperatorRoutes } from '../orders/index';
import { reviewsOperatorRoutes } from '../reviews/index';
import { tradeCatalogueOperatorRoutes } from '../trade-catalogue/index';

export const operatorRoutes = createRouter();
operatorRoutes.openAPIRegistry.registerComponent('securitySchemes', 'operatorToken', {
  type: 'http',
  scheme: 'bearer',
  description: '运营令牌：服务器首次启动时写入数据目录的 operator-token 文件',
});
// Every path under /v1/operator, known or not, needs the token first, so nothing there answers a shopper.
operatorRoutes.use('/v1/operator/*', requireOperator);
for (const routes of [
  ordersOperatorRoutes,
  afterSalesOperatorRoutes,
  reviewsOperatorRoutes,
  accountOperatorRoutes,
  catalogueOperatorRoutes,
  checkoutOperatorRoutes,
  tradeCatalogueOperatorRoutes,
  finderOperatorRoutes,
])
  operatorRoutes.route('/', routes);

operatorRoutes.openapi(
  queryRoute('operatorDoctor', {
    ...operatorCall,
    summary: '外部服务自检：模式，以及支付、短信、物流查询用的是真实服务还是沙箱',
    description: '生产模式只在每个真实服务的设置齐全、密钥能加载时才会启动，所以 real 即密钥已加载。',
  }),
  async (c) => {
    const { config } = c.var;
    const real = (kind: boolean) => ({ provider: kind ? ('real' as const) : ('sandbox' as const), keys_loaded: kind });
    return respond(c, {
      mode: config.mode,
      services: [
        { service: 'payments' as const, ...real(config.payments.kind === 'real') },
        { service: 'sms' as const, ...real(!config.sandbox) },
        { service: 'courier' as const, ...real(config.courier !== sandboxCourier) },
      ],
    });
  },
);
