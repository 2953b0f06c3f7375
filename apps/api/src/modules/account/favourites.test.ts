import { beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

const ctx = useSeededContext();
let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await signIn(ctx.app, await createUser(ctx.db));
  bob = await signIn(ctx.app, await createUser(ctx.db));
});

const isCollected = async (goodsId: number, key: string) =>
  (await call<{ is_collected: number }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: goodsId }, key })).body.data.is_collected;

describe('favourites', () => {
  it('collects idempotently and shows is_collected to that shopper only', async () => {
    const first = await call(ctx.app, 'POST', '/v1/collection/collect', { key: alice, json: { sup_id: 3, price: '12.50' } });
    expect(first.body).toMatchObject({ code: 200, data: { is_collected: 1 } });
    expect((await call(ctx.app, 'POST', '/v1/collection/collect', { key: alice, form: { sup_id: '3' } })).body.code).toBe(200);
    expect(await isCollected(3, alice)).toBe(1);
    expect(await isCollected(3, bob)).toBe(0);
    const list = await call<{ list: { shp_id: number; start_price: string }[]; total: number }>(ctx.app, 'GET', '/v1/collection/lists', {
      key: alice,
    });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ shp_id: 3, start_price: '12.50' });
  });

  it('removes only the shopper’s own favourite, idempotently', async () => {
    await call(ctx.app, 'POST', '/v1/collection/collect', { key: bob, json: { sup_id: 4 } });
    await call(ctx.app, 'POST', '/v1/collection/collect', { key: alice, json: { sup_id: 4 } });
    const removed = await call<{ removed: number }>(ctx.app, 'DELETE', '/v1/collection/del', { key: alice, json: { sup_id: 4 } });
    expect(removed.body).toMatchObject({ code: 200, data: { is_collected: 0, removed: 1 } });
    expect((await call<{ removed: number }>(ctx.app, 'DELETE', '/v1/collection/del', { key: alice, json: { sup_id: '4' } })).body.data.removed).toBe(
      0,
    );
    expect(await isCollected(4, alice)).toBe(0);
    expect(await isCollected(4, bob)).toBe(1);
  });

  it('refuses without a login, unknown goods and bad ids, changing nothing', async () => {
    const before = await ctx.db.$count(favourites);
    expect((await call(ctx.app, 'POST', '/v1/collection/collect', { json: { sup_id: 3 } })).body.code).toBe(2001);
    expect((await call(ctx.app, 'DELETE', '/v1/collection/del', { json: { sup_id: 3 } })).body.code).toBe(2001);
    expect((await call(ctx.app, 'POST', '/v1/collection/collect', { key: alice, json: { sup_id: 999999 } })).body).toMatchObject({
      code: 404,
      msg: '商品不存在',
    });
    expect((await call(ctx.app, 'POST', '/v1/collection/collect', { key: alice, json: { sup_id: 'x' } })).body.code).toBe(400);
    expect((await call(ctx.app, 'POST', '/v1/collection/collect', { key: alice, json: { sup_id: 3, price: '-1' } })).body.code).toBe(400);
    expect((await call(ctx.app, 'DELETE', '/v1/collection/del', { key: alice, json: {} })).body.code).toBe(400);
    expect(await ctx.db.$count(favourites)).toBe(before);
  });
});
