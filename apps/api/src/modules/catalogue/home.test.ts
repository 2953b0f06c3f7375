import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index';
import { invalidateCatalogue } from '../../platform/catalogue-cache';
import type { ProductCard } from '@garden/contract';
import { useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';

interface Home {
  nav: { cat_id: number; cat_name: string }[];
  pccarousel: { carousel_name: string; redirect_type: number; redirect_id: string; img_url: string }[];
  silent: number;
  theme: { theme_name: string; redirect_type: number; goods: ProductCard[] }[];
}

const ctx = useSeededContext();

const home = (page: number) => call<Home>(ctx.app, 'GET', '/v3/home/index', { query: { page, limit: 2, type: 1 } });

describe('GET /v3/home/index', () => {
  it('gives nav, carousel, silent and two themes a page, ending with 没有更多数据了', async () => {
    const first = await home(1);
    expect(first.body.code).toBe(200);
    expect(first.body.data.nav.length).toBeGreaterThanOrEqual(12);
    expect(first.body.data.pccarousel.length).toBeGreaterThanOrEqual(3);
    expect(first.body.data.pccarousel[0]).toMatchObject({
      redirect_type: expect.any(Number),
      redirect_id: expect.any(String),
      carousel_name: expect.any(String),
    });
    expect(first.body.data.silent).toBe(0);
    expect(first.body.data.theme).toHaveLength(2);
    const sizes: number[] = [];
    let page = 1;
    let last = first;
    while (last.body.data.theme.length === 2) {
      sizes.push(...last.body.data.theme.map((t) => t.goods.length));
      page += 1;
      last = await home(page);
    }
    expect(last.body.msg).toBe('没有更多数据了');
    expect(new Set(sizes)).toEqual(new Set([3, 4, 8, 9]));
  });

  it('turns greyscale when the silent switch is on', async () => {
    await ctx.db.update(siteSettings).set({ value: '1' }).where(eq(siteSettings.name, 'silent'));
    invalidateCatalogue(ctx.db);
    expect((await home(1)).body.data.silent).toBe(1);
    await ctx.db.update(siteSettings).set({ value: '0' }).where(eq(siteSettings.name, 'silent'));
    invalidateCatalogue(ctx.db);
  });

  it('refuses a bad page', async () => {
    expect((await home(0)).body.code).toBe(400);
  });
});

describe('GET /v1/home/fav_goods_lists', () => {
  it('lists the goods of a favourable activity', async () => {
    const { body } = await call<{ list: ProductCard[]; total: number; activity: { name: string } }>(ctx.app, 'GET', '/v1/home/fav_goods_lists', {
      query: { fv_id: 1 },
    });
    expect(body.code).toBe(200);
    expect(body.data.activity.name).toBe('多肉满3件包邮');
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.every((c) => c.name.length > 0)).toBe(true);
  });

  it('shows promotion prices on cards of a running price promotion', async () => {
    const { body } = await call<{ list: ProductCard[] }>(ctx.app, 'GET', '/v1/home/fav_goods_lists', { query: { fv_id: 3 } });
    expect(body.data.list.every((c) => c.pro_fav_show.promotion.is_show === 1)).toBe(true);
  });

  it('answers 404 for an unknown activity and 400 without one', async () => {
    expect((await call(ctx.app, 'GET', '/v1/home/fav_goods_lists', { query: { fv_id: 999 } })).body).toMatchObject({ code: 404, msg: '活动不存在' });
    expect((await call(ctx.app, 'GET', '/v1/home/fav_goods_lists')).body.code).toBe(400);
  });
});

describe('GET /v1/ap/{id}', () => {
  it('gives an activity page with subjects of goods', async () => {
    const { body } = await call<{ title: string; subject: { title: string; goods: ProductCard[] }[] }>(ctx.app, 'GET', '/v1/ap/1');
    expect(body.code).toBe(200);
    expect(body.data.title).toBe('绣球花园节');
    expect(body.data.subject.length).toBeGreaterThan(1);
    expect(body.data.subject[0]?.goods.length).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 and 400', async () => {
    expect((await call(ctx.app, 'GET', '/v1/ap/999')).body.code).toBe(404);
    expect((await call(ctx.app, 'GET', '/v1/ap/abc')).body.code).toBe(400);
  });
});

describe('GET /v1/rank/lists', () => {
  it('ranks the whole shop and one top category by sales, 10 a page', async () => {
    const all = await call<{ list: (ProductCard & { position: number })[]; total: number }>(ctx.app, 'GET', '/v1/rank/lists');
    expect(all.body.data.list).toHaveLength(10);
    expect(all.body.data.list.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const sales = all.body.data.list.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const page2 = await call<{ list: { position: number }[] }>(ctx.app, 'GET', '/v1/rank/lists', { query: { page: 2 } });
    expect(page2.body.data.list[0]?.position).toBe(11);
    const rose = await call<{ list: ProductCard[] }>(ctx.app, 'GET', '/v1/rank/lists', { query: { category: 1 } });
    expect(rose.body.data.list.length).toBeGreaterThan(0);
    expect(rose.body.data.list.every((c) => c.name.includes('月季'))).toBe(true);
    expect((await call(ctx.app, 'GET', '/v1/rank/lists', { query: { limit: 'x' } })).body.code).toBe(400);
  });
});
