import type { OpenAPIHono } from '@hono/zod-openapi';
import { swaggerUI } from '@hono/swagger-ui';
import type { AppEnv } from '../lib/openapi';

/** Where the generated OpenAPI document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Serves the OpenAPI document generated from every route's schemas, and a Swagger UI page on it at
 * /api/docs. Mount it after the routes so the document lists them all.
 */
export function mountDocs(app: OpenAPIHono<AppEnv>): void {
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: '花园商城 API',
      version: '0.1.0',
      description:
        '每个回复都是 { code, msg, data }：code 200 表示成功，其余 code 带中文 msg（见 apps/api/README.md）。' +
        '登录凭证放在请求头 key 中；POST 参数可用 JSON、表单或 multipart 提交。',
    },
  });
  app.get('/api/docs', swaggerUI({ url: OPENAPI_PATH }));
}
