// The back office (apps/admin) at /admin/, from the shop's own origin: its own build (apps/admin/dist, built with
// base /admin/), hashed assets cached for good, its page revalidated on every visit, and every other path under
// /admin/ answered with the page (SPA fallback), so a deep link or a reload lands on the right screen. Its
// security headers are platform/hardening.ts's `ADMIN_POLICY`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { UNKNOWN_ENDPOINT } from '@garden/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Where the back office lives on the shop's origin. */
export const ADMIN_BASE = '/admin/';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** What /admin/ answers while the back office is not built: a page saying how to build it, never a crash. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>后台尚未构建</title></head>
<body><h1>后台尚未构建</h1><p>没有找到后台的构建（apps/admin/dist）。请在仓库根目录运行 <code>npx -y pnpm@10.34.9 build</code>，然后重新启动商城。</p></body></html>`;

/**
 * Answers every GET under /admin/ from `adminDir` (absent: nothing is built). Read on each visit, so a build
 * made while the shop runs is served at once. A missing file under assets/ answers 404: the page in its place
 * would reach the browser as a script of the wrong type.
 */
export function createAdminPage(adminDir: string | undefined): MiddlewareHandler {
  let assets: MiddlewareHandler | undefined;
  // The page and its scripts and styles are text: compressed as the browser accepts (the back office has few visitors).
  const compressed = compress();
  const answer = async (c: Context): Promise<Response> => {
    const indexFile = adminDir && path.join(adminDir, 'index.html');
    if (!indexFile || !existsSync(indexFile)) return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': REVALIDATE });
    assets ??= serveStatic({
      root: adminDir,
      rewriteRequestPath: (requested) => requested.slice(ADMIN_BASE.length - 1),
    });
    const file = await assets(c, async () => {});
    if (file) {
      // Set on the answer itself: serveStatic's onFound runs once the answer is made.
      file.headers.set('Cache-Control', c.req.path.startsWith(`${ADMIN_BASE}assets/`) ? IMMUTABLE : REVALIDATE);
      return file;
    }
    if (c.req.path.startsWith(`${ADMIN_BASE}assets/`)) return c.json({ code: 404, msg: UNKNOWN_ENDPOINT, data: null }, 404);
    return c.html(await readFile(indexFile, 'utf8'), 200, { 'cache-control': REVALIDATE });
  };
  return async (c) => {
    // /admin without its slash: the build's relative links need the folder's address.
    if (c.req.path === ADMIN_BASE.slice(0, -1)) return c.redirect(ADMIN_BASE, 301);
    await compressed(c, async () => {
      c.res = await answer(c);
    });
    return c.res;
  };
}
