import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { html } from 'hono/html';
import type { AppEnv } from './openapi';

/** Where the generated OpenAPI document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

// Swagger UI from the pinned swagger-ui-dist package (package.json), served from our own origin: the docs
// work offline and the page's policy lets no other origin's script run (platform/hardening.ts).
const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const swaggerVersion = (require('swagger-ui-dist/package.json') as { version: string }).version;

/** Starts Swagger UI on our document; no online validator, whose badge would be a request to another site. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;

/** The docs page's files by name under /api/docs/: the package's (named by its version, so kept for good) and our start. */
const DOCS_FILES: Readonly<Record<string, { type: string; cache: string; read: () => Promise<string> }>> = {
  [`swagger-ui-${swaggerVersion}.css`]: {
    type: 'text/css; charset=utf-8',
    cache: 'public, max-age=31536000, immutable',
    read: () => readFile(path.join(swaggerDir, 'swagger-ui.css'), 'utf8'),
  },
  [`swagger-ui-bundle-${swaggerVersion}.js`]: {
    type: 'text/javascript; charset=utf-8',
    cache: 'public, max-age=31536000, immutable',
    read: () => readFile(path.join(swaggerDir, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', cache: 'no-cache', read: async () => START_SCRIPT },
};

/** Each file read once, when first asked for. */
const readOnce = new Map<string, Promise<string>>();

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
        '登录凭证放在请求头 key 中（不放在地址里）；POST 参数可用 JSON、表单或 multipart 提交。',
    },
  });
  app.get('/api/docs', (c) =>
    c.html(html`<!doctype html>
      <html lang="zh-CN">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>花园商城 API</title>
          <link rel="stylesheet" href="/api/docs/swagger-ui-${swaggerVersion}.css" />
        </head>
        <body>
          <div id="swagger-ui"></div>
          <script src="/api/docs/swagger-ui-bundle-${swaggerVersion}.js"></script>
          <script src="/api/docs/start.js"></script>
        </body>
      </html>`),
  );
  app.get('/api/docs/:file', async (c) => {
    const name = c.req.param('file');
    const file = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
    if (!file) return c.notFound();
    if (!readOnce.has(name)) readOnce.set(name, file.read());
    return c.body(await (readOnce.get(name) as Promise<string>), 200, { 'content-type': file.type, 'cache-control': file.cache });
  });
}
