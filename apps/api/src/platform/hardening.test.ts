import { REQUEST_TOO_LARGE } from '@garden/domain';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { MAX_BODY_BYTES } from './hardening';

const ctx = useTestContext();

describe('every reply', () => {
  it('marks a JSON reply as data: it loads nothing, is never framed, never sniffed, never embedded elsewhere', async () => {
    for (const path of ['/v3/category/father_list', '/no-such-path', '/api/openapi.json']) {
      const response = await ctx.app.request(path);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // The page-only headers stay off data.
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('gives the API docs page the page headers, its scripts our own only', async () => {
    const response = await ctx.app.request('/api/docs');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('jsdelivr');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('tells browsers to stay on TLS when served over it', async () => {
    const response = await ctx.app.request('/v3/category/father_list', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('request bodies', () => {
  const post = (body: string, length = String(Buffer.byteLength(body))) =>
    ctx.app.request('/v1/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': length }, body });

  it('refuses JSON past 64 kB with the envelope, and one that claims 50 MB before reading it', async () => {
    const big = JSON.stringify({ login_type: 1, mobile: '13800138000', password: 'x'.repeat(MAX_BODY_BYTES) });
    const refused = await post(big);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ code: 413, msg: REQUEST_TOO_LARGE, data: null });
    const claimed = await post('{}', String(50 * 1024 * 1024));
    expect(claimed.status).toBe(413);
  });

  it('lets an ordinary body through', async () => {
    const ordinary = await post(JSON.stringify({ login_type: 1, mobile: '13800138000', password: 'wrong-one' }));
    expect(ordinary.status).toBe(400);
  });
});
