import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { envelopeResponses, respond } from '../platform/envelope';
import { createRouter } from '../platform/openapi';
import { ContractError, call } from './http';

const Answer = z.object({ id: z.number().int(), name: z.string() });

/** A router whose one call answers whatever the test hands it, as a drifted builder would. */
function routerAnswering(data: unknown) {
  return createRouter().openapi(createRoute({ method: 'get', path: '/v1/probe', responses: envelopeResponses(Answer) }), (c) =>
    respond(c, data as z.infer<typeof Answer>),
  );
}

describe('the contract check of every test call', () => {
  it('passes a reply that matches its schema', async () => {
    const { body } = await call(routerAnswering({ id: 1, name: '月季' }), 'GET', '/v1/probe');
    expect(body.data).toEqual({ id: 1, name: '月季' });
  });

  it('fails a reply with a field missing or of another type', async () => {
    await expect(call(routerAnswering({ id: 1 }), 'GET', '/v1/probe')).rejects.toThrow(ContractError);
    await expect(call(routerAnswering({ id: '1', name: '月季' }), 'GET', '/v1/probe')).rejects.toThrow(ContractError);
  });

  it('fails a reply with a field the contract does not name', async () => {
    await expect(call(routerAnswering({ id: 1, name: '月季', price: '9.90' }), 'GET', '/v1/probe')).rejects.toThrow(
      /fields not in the contract: \.data\.price/,
    );
  });

  it('fails a reply of a call the contract does not describe', async () => {
    const bare = createRouter();
    bare.get('/v1/undocumented', (c) => c.json({ code: 200, msg: 'ok', data: {} }));
    await expect(call(bare, 'GET', '/v1/undocumented')).rejects.toThrow(/no reply schema/);
  });
});
