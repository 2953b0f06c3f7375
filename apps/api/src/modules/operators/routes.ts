// The operator API: what the `garden` command and the back office call while the shop runs. Each feature's
// operator calls are in its module's operator-routes.ts; this router is their one way in: its guard (guard.ts)
// opens each call to the roles whose permission it needs (permissions.ts) and records every write in the audit
// trail. The operators' own calls and the external services' self-check are here.
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { createRouter } from '../../platform/openapi';
import { operatorCall } from '../../platform/operator-auth';
import { accountOperatorRoutes } from '../account/index';
import { afterSalesOperatorRoutes } from '../after-sales/index';
import { catalogueOperatorRoutes, goodsAdminRoutes } from '../catalogue/index';
import { checkoutOperatorRoutes } from '../checkout/index';
import { dashboardOperatorRoutes } from '../dashboard/index';
import { finderOperatorRoutes } from '../finder/index';
import { ordersOperatorRoutes } from '../orders/index';
import { parcelOperatorRoutes } from '../parcel/index';
import { reviewsOperatorRoutes } from '../reviews/index';
import { storefrontContentOperatorRoutes } from '../storefront-content/index';
import { tradeCatalogueOperatorRoutes } from '../trade-catalogue/index';
import { uploadsOperatorRoutes } from '../uploads/index';
import { operatorAccountRoutes } from './account-routes';
import { requireOperator } from './guard';

export const operatorRoutes = createRouter();
operatorRoutes.openAPIRegistry.registerComponent('securitySchemes', 'operatorToken', {
  type: 'http',
  scheme: 'bearer',
  description:
    '操作员登录凭证：POST /v1/operator/auth/signin 答复的 key；每个接口只对拥有其权限的角色开放（否则 403）。服务器数据目录的 operator-token 只能用于添加操作员（garden operators add）',
});
// Every path under /v1/operator, known or not, passes the guard first, so nothing there answers a shopper.
operatorRoutes.use('/v1/operator/*', requireOperator);
for (const routes of [
  operatorAccountRoutes,
  dashboardOperatorRoutes,
  ordersOperatorRoutes,
  afterSalesOperatorRoutes,
  reviewsOperatorRoutes,
  parcelOperatorRoutes,
  accountOperatorRoutes,
  catalogueOperatorRoutes,
  goodsAdminRoutes,
  checkoutOperatorRoutes,
  tradeCatalogueOperatorRoutes,
  finderOperatorRoutes,
  storefrontContentOperatorRoutes,
  uploadsOperatorRoutes,
])
  operatorRoutes.route('/', routes);

operatorRoutes.route(
  '/',
  endpointRouter(
    endpoint('operatorDoctor', {
      ...operatorCall,
      summary: '外部服务自检：模式，以及支付、短信、物流查询用的是真实服务还是沙箱、是哪一家（短信：阿里云或腾讯云）',
      description: '生产模式只在每个真实服务的设置齐全、密钥能加载时才会启动，所以 real 即密钥已加载。',
      async handle({ config }) {
        const real = (kind: boolean, name: string) =>
          kind ? { provider: 'real' as const, name, keys_loaded: true } : { provider: 'sandbox' as const, name: 'sandbox', keys_loaded: false };
        return {
          mode: config.mode,
          services: [
            { service: 'payments' as const, ...real(config.payments.kind === 'real', 'alipay, wechatpay') },
            { service: 'sms' as const, ...real(!config.sandbox, config.sms.provider ?? 'custom') },
            // By the name the real tracker carries: the logging wrapper (integrations/observed.ts) is not the sandbox object itself.
            { service: 'courier' as const, ...real(config.courier.provider !== undefined, config.courier.provider ?? 'sandbox') },
          ],
        };
      },
    }),
  ),
);
