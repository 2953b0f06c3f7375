import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../db/schema/index';
import { invalidateCatalog } from '../services/catalog-cache';
import { createGoods, createSeededContext } from '../test/catalog-factories';
import type { TestContext } from '../test/context';
import { createUser, signIn } from '../test/factories';
import { call } from '../test/http';

let ctx: TestContext;
let goodsId: number;
beforeAll(async () => {
  ctx = await createSeededContext();
  goodsId = (await createGoods(ctx.db, { name: '缓存月季' })).goodsId;
});
afterAll(() => ctx.close());

// Renames the goods behind the cache's back: a reply that still shows the old name came from the cache.
const rename = (name: string) => ctx.db.update(goods).set({ name }).where(eq(goods.goodsId, goodsId));
const infoName = async (query: Record<string, string | number>, key?: string) =>
  (await call<{ name: string }>(ctx.app, 'GET', '/v2/goods/info', { query, key })).body.data.name;

describe('cached replies', () => {
  it('answers a guest from the kept reply, whatever the order of the query, until the catalogue is cleared', async () => {
    invalidateCatalog(ctx.db);
    await rename('缓存月季');
    expect(await infoName({ gshp_id: goodsId, city_name: '' })).toBe('缓存月季');
    await rename('改名月季');
    expect(await infoName({ city_name: '', gshp_id: goodsId })).toBe('缓存月季');
    invalidateCatalog(ctx.db);
    expect(await infoName({ gshp_id: goodsId, city_name: '' })).toBe('改名月季');
  });

  it('never hands a guest reply to a signed-in shopper, nor a list of one grade to another', async () => {
    const shopper = await signIn(ctx.app, await createUser(ctx.db, { uGrade: 3 }));
    await call(ctx.app, 'POST', '/v1/collection/collect', { key: shopper, json: { sup_id: goodsId } });
    const collected = async (key?: string) =>
      (await call<{ is_collected: number }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: goodsId }, key })).body.data.is_collected;
    expect(await collected()).toBe(0);
    // Goods info carries the shopper's own marks: a signed-in shopper always gets their own reply.
    expect(await collected(shopper)).toBe(1);
    const grades = async (key?: string) =>
      (
        await call<{ list: { price_info: { u_grade: number | null } }[] }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: '月季' }, key })
      ).body.data.list.map((card) => card.price_info.u_grade);
    expect(new Set(await grades())).toEqual(new Set([null]));
    expect(new Set(await grades(shopper))).toEqual(new Set([3]));
    expect(new Set(await grades())).toEqual(new Set([null]));
  });

  it('keeps no failed reply', async () => {
    const blank = () => call(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: '' } });
    expect((await blank()).status).toBe(400);
    expect((await blank()).body.msg).toBe('搜索关键字不能为空！');
  });
});
