// What the shop tells search engines at its root (issue 33 "SEO"): /robots.txt keeps them out of the shopper's
// own pages, the back office and the API, and names the sitemap; /sitemap.xml (and its files past the limit).
import { PRIVATE_STOREFRONT_PATHS } from '@garden/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/openapi';
import { sitemapDocuments } from './sitemap';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' };

/** robots.txt for the shop at `origin`. */
export function robotsText(origin: string): string {
  const disallowed = [...PRIVATE_STOREFRONT_PATHS, '/admin/', '/api/', '/v1/', '/v2/', '/v3/', '/__sandbox/'];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export const searchEngineRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.body(robotsText(c.var.config.publicOrigin), 200, { 'content-type': 'text/plain; charset=utf-8' }))
  .get('/sitemap.xml', async (c) => c.body((await sitemapDocuments(c.var.db, c.var.config.publicOrigin)).index, 200, XML))
  .get('/sitemaps/:file', async (c) => {
    const n = Number(/^(\d{1,6})\.xml$/.exec(c.req.param('file'))?.[1] ?? 0);
    const file = n > 0 ? (await sitemapDocuments(c.var.db, c.var.config.publicOrigin)).files[n - 1] : undefined;
    return file ? c.body(file, 200, XML) : c.notFound();
  });
