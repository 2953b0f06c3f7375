import { describe, expect, it } from 'vitest';
import { useTestContext } from './test/context';
import { call } from './test/http';

const ctx = useTestContext();

describe('the app shell', () => {
  it('answers an unknown API path with code 404 接口不存在', async () => {
    const { status, body } = await call(ctx.app, 'GET', '/v1/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await ctx.app.request('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(await doc.json()).toMatchObject({ openapi: '3.1.0' });
    const page = await ctx.app.request('/api/docs');
    expect(await page.text()).toContain('swagger');
  });
});
