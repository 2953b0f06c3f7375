// What a load balancer, an orchestrator and Prometheus ask the running shop (README "Running in production"):
// `/healthz` (the process answers), `/readyz` (it should get traffic) and `/metrics` (Prometheus text). They
// answer no envelope, so they are written by hand and named in endpoint-routes.test.ts's list of such calls.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../platform/openapi';
import { metricsRegistry } from '../../platform/metrics';
import { requireOperatorPermission } from '../operators/index';
import { checkReadiness } from './readiness';

const TAG = '运维';
const NO_STORE = { 'cache-control': 'no-store' };

export const healthRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/healthz',
      tags: [TAG],
      summary: '存活检查：进程能应答即 200（供 nginx、Kubernetes livenessProbe 使用）',
      responses: { 200: { description: '进程在运行', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } } },
    }),
    (c) => c.json({ status: 'ok' as const }, 200, NO_STORE),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/readyz',
      tags: [TAG],
      summary: '就绪检查：数据库可达、迁移已完成、未在停机排空中时 200，否则 503（供 readinessProbe 与负载均衡使用）',
      responses: {
        200: { description: '可以接收流量', content: { 'application/json': { schema: z.object({ ready: z.boolean() }).passthrough() } } },
        503: {
          description: '暂不接收流量（checks 说明原因）',
          content: { 'application/json': { schema: z.object({ ready: z.boolean() }).passthrough() } },
        },
      },
    }),
    async (c) => {
      const readiness = await checkReadiness(c.var.db, c.var.config);
      return c.json(readiness, readiness.ready ? 200 : 503, NO_STORE);
    },
  );

/** `GET /metrics` on the shop's port, for an operator whose role holds `shop` (main.ts serves it on its own port instead when configured). */
export const metricsRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/metrics',
    tags: [TAG],
    summary: 'Prometheus 指标（文本格式）：需操作员登录凭证且角色拥有 shop 权限（店长）；配置 GARDEN_METRICS_PORT 时只在该端口提供',
    security: [{ operatorToken: [] }],
    middleware: [requireOperatorPermission('shop')] as const,
    responses: { 200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } } },
  }),
  async (c) => c.body(await metricsRegistry.metrics(), 200, { 'content-type': metricsRegistry.contentType, ...NO_STORE }) as never,
);
