// The API docs page (README "Docs") works offline: Swagger UI's files come from our own origin, pinned in
// package.json, and the page's policy lets no other origin's script run.
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';

const ctx = useTestContext();

/** The `src` of every script and `href` of every stylesheet a page names. */
const assetsOf = (page: string) => [...page.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((match) => match[1] as string);

describe('GET /api/docs', () => {
  it('loads Swagger UI from our own origin only, with no inline script', async () => {
    const response = await ctx.app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    const assets = assetsOf(page);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) expect(asset).toMatch(/^\/api\/docs\/[\w.-]+$/);
    expect(page).not.toMatch(/https?:\/\//);
    // Every script has a source: nothing inline for the policy to allow.
    expect([...page.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)].map((match) => match[1]?.trim())).toEqual(
      assets.filter((asset) => asset.endsWith('.js')).map(() => ''),
    );
  });

  it('serves each of those files, Swagger UI itself and the start pointing at our OpenAPI document', async () => {
    const page = await (await ctx.app.request('/api/docs')).text();
    const bodies: string[] = [];
    for (const asset of assetsOf(page)) {
      const response = await ctx.app.request(asset);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/);
      bodies.push(await response.text());
    }
    expect(bodies.some((body) => body.includes('SwaggerUIBundle') && body.length > 500_000)).toBe(true);
    const start = bodies.find((body) => body.includes('/api/openapi.json'));
    // No badge from the online validator: the page asks no other origin for anything.
    expect(start).toContain('validatorUrl: null');
    expect((await ctx.app.request('/api/docs/no-such-file.js')).status).toBe(404);
  });

  it('allows scripts from our own origin only', async () => {
    const policy = (await ctx.app.request('/api/docs')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    for (const values of Object.values(directives)) for (const value of values as string[]) expect(value).not.toMatch(/^https?:|\.(net|com|org)/);
  });
});
