import { OPERATOR_TOKEN_INVALID } from '@garden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../../test/buying-factories';
import { createSeededContext } from '../../test/catalogue-factories';
import type { TestContext } from '../../test/context';
import { call, type CallOptions, callAsOperator, refused } from '../../test/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededContext();
});
afterAll(() => ctx.close());

describe('the operator token', () => {
  it('is the only way in: no header, another scheme, a wrong token or a shopper key answer 401', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const attempts: CallOptions[] = [
      {},
      { key: buyer.key },
      { key: buyer.key, headers: { authorization: `Bearer ${buyer.key}` } },
      { headers: { authorization: `Bearer ${ctx.operatorToken}x` } },
      { headers: { authorization: `Basic ${ctx.operatorToken}` } },
      { headers: { authorization: `Bearer ${ctx.operatorToken} ${ctx.operatorToken}` } },
    ];
    for (const options of attempts) {
      const answer = await call(ctx.app, 'GET', '/v1/operator/orders', options);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    }
    // Even a path the API does not have says nothing about the operator API without the token.
    expect((await call(ctx.app, 'POST', '/v1/operator/nothing')).body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    expect((await callAsOperator(ctx, 'GET', '/v1/operator/orders')).body.code).toBe(200);
  });

  it('is refused on a server without one', async () => {
    const { createTestContext } = await import('../../test/context');
    const bare = await createTestContext({ operatorToken: undefined });
    try {
      const answer = await call(bare.app, 'GET', '/v1/operator/orders', { headers: { authorization: 'Bearer undefined' } });
      expect(answer.body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    } finally {
      await bare.close();
    }
  });

  it('is documented as the bearer scheme of every operator call', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operatorPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/v1/operator/'));
    expect(operatorPaths.length).toBeGreaterThanOrEqual(7);
    for (const [, methods] of operatorPaths)
      for (const operation of Object.values(methods)) expect(operation.security).toEqual([{ operatorToken: [] }]);
  });
});
