import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';

// The back office's build in miniature: its page (with base /admin/) and one hashed script.
const HTML =
  '<!doctype html><html lang="zh-CN"><head><title>花园商城 · 后台</title><script type="module" crossorigin src="/admin/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('后台'.repeat(400))});`;

const adminDir = path.join(tmpdir(), `garden-admin-${process.pid}-${Date.now().toString(36)}`);
beforeAll(async () => {
  await mkdir(path.join(adminDir, 'assets'), { recursive: true });
  await writeFile(path.join(adminDir, 'index.html'), HTML);
  await writeFile(path.join(adminDir, 'assets/index-1.js'), SCRIPT);
});
afterAll(() => rm(adminDir, { recursive: true, force: true }));

const ctx = useTestContext({ adminDir });

/** The header of a page only our own scripts may run in, never framed (platform/hardening.ts ADMIN_POLICY). */
function expectAdminHeaders(response: Response): void {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'; script-src 'self';");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the back office at /admin/', () => {
  it('serves its own page, revalidated on every visit, under the strict policy', async () => {
    const response = await ctx.app.request('/admin/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectAdminHeaders(response);
    expect(await response.text()).toBe(HTML);
  });

  it('answers a deep link with the same page, so a reload lands on its screen', async () => {
    for (const deepLink of ['/admin/operators', '/admin/audit?operator=1&page=2', '/admin/login']) {
      const response = await ctx.app.request(deepLink);
      expect(response.status, deepLink).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectAdminHeaders(response);
      expect(await response.text()).toBe(HTML);
    }
  });

  it('sends /admin to /admin/', async () => {
    const response = await ctx.app.request('/admin');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/admin/');
  });

  it('caches hashed assets for good, compressed as the browser accepts, and answers 404 for a missing one', async () => {
    const script = await ctx.app.request('/admin/assets/index-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    // app.request() hands back the compressed stream as it is.
    const body = await new Response(script.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(body).toBe(SCRIPT);
    const missing = await ctx.app.request('/admin/assets/gone-1.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
  });

  it('says how to build it while it is not built, rather than failing', async () => {
    const second = await ctx.secondInstance({ adminDir: path.join(adminDir, 'not-built') });
    try {
      const response = await second.app.request('/admin/operators');
      expect(response.status).toBe(503);
      expectAdminHeaders(response);
      const html = await response.text();
      expect(html).toContain('后台尚未构建');
      expect(html).toContain('pnpm@10.34.9 build');
    } finally {
      await second.close();
    }
  });
});
