import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededContext } from '../../test/catalogue-factories';
import { signIn } from '../../test/factories';
import { findDemoShopper } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import type { ProductCard } from '@garden/contract';

interface Node {
  cat_id: number;
  cat_name: string;
  children: Node[];
}
interface CardPage {
  list: ProductCard[];
  total: number;
  page: number;
  last_page: number;
  breadcrumb: { cat_id: number; cat_name: string }[];
}

const ctx = useSeededContext();
let tree: Node[];
beforeAll(async () => {
  tree = (await call<{ list: Node[] }>(ctx.app, 'GET', '/v3/category/father_list')).body.data.list;
});

const rose = () => tree.find((n) => n.cat_name === '月季') as Node;
const list = (query: Record<string, string | number>, key?: string) => call<CardPage>(ctx.app, 'GET', '/v3/category/product_list', { query, key });

describe('GET /v3/category/father_list', () => {
  it('gives a three-level tree with at least 12 top categories', () => {
    expect(tree.length).toBeGreaterThanOrEqual(12);
    expect(tree.map((c) => c.cat_name)).toEqual(
      expect.arrayContaining(['月季', '绣球', '铁线莲', '多肉植物', '果树', '球根', '种子', '园艺工具', '花盆', '肥料']),
    );
    for (const top of tree) for (const second of top.children) expect(second.children.length).toBeGreaterThan(0);
  });

  it('gives the children of father_id', async () => {
    const { body } = await call<{ list: Node[] }>(ctx.app, 'GET', '/v3/category/father_list', { query: { father_id: rose().cat_id } });
    expect(body.data.list.map((c) => c.cat_name)).toEqual(rose().children.map((c) => c.cat_name));
  });

  it('refuses an unknown father_id and a non-number', async () => {
    expect((await call(ctx.app, 'GET', '/v3/category/father_list', { query: { father_id: 999999 } })).body).toMatchObject({
      code: 404,
      msg: '分类不存在',
    });
    const { status, body } = await call(ctx.app, 'GET', '/v3/category/father_list', { query: { father_id: 'abc' } });
    expect(status).toBe(400);
    expect(body.msg).toContain('father_id');
  });
});

describe('GET /v3/category/product_list', () => {
  it('narrows the finder variant by keyword (pinyin too) and by online sale', async () => {
    const all = (await list({ cat_id: rose().cat_id, limit: 100 })).body.data;
    const named = (await list({ cat_id: rose().cat_id, keywords: '女王', limit: 100 })).body.data;
    expect(named.total).toBeGreaterThan(0);
    expect(named.total).toBeLessThan(all.total);
    for (const card of named.list) expect(card.name).toContain('女王');
    expect((await list({ keywords: 'yueji', limit: 100 })).body.data.total).toBeGreaterThan(0);
    const onSale = (await list({ cat_id: rose().cat_id, is_sale: 1, limit: 100 })).body.data;
    expect(onSale.total).toBeGreaterThan(0);
    for (const card of onSale.list) expect(card.is_sale).toBe(1);
  });

  it('lists 20 cards of a top category and its subcategories, with the card fields', async () => {
    const { body } = await list({ cat_id: rose().cat_id });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(20);
    expect(body.data.total).toBe(30);
    expect(body.data.last_page).toBe(2);
    expect(body.data.breadcrumb).toEqual([{ cat_id: rose().cat_id, cat_name: '月季' }]);
    const card = body.data.list[0] as ProductCard;
    expect(Object.keys(card)).toEqual(
      expect.arrayContaining([
        'shp_id',
        'thumbnail',
        'name',
        'shortname',
        'stock',
        'is_sale',
        'is_dingjin',
        'presell',
        'forward',
        'after_mark',
        'price_info',
        'pro_fav_show',
        'is_black_goods',
        'is_fei5zhe',
        'is_mini_goods',
        'group_info',
        'cat_name',
        'category',
      ]),
    );
    expect(card.price_info.min_price).toMatch(/^\d+\.\d{2}$/);
    const page2 = await list({ cat_id: rose().cat_id, page: 2 });
    expect(page2.body.data.list).toHaveLength(10);
    const ids = new Set([...body.data.list, ...page2.body.data.list].map((c) => c.id));
    expect(ids.size).toBe(30);
  });

  it('sorts by price both ways and by sales (storefront §7 sort codes)', async () => {
    const prices = (cards: ProductCard[]) => cards.map((c) => Number(c.price_info.min_market_price));
    const asc = prices((await list({ sort: 2, order: 0 })).body.data.list);
    const desc = prices((await list({ sort: 2, order: 1 })).body.data.list);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await list({ sort: 1 })).body.data.list.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('beon 0 lists goods in stock only, beon 5 everything', async () => {
    const inStock = await list({ beon: 0, limit: 100 });
    const all = await list({ beon: 5, limit: 100 });
    expect(inStock.body.data.list.every((c) => c.stock > 0)).toBe(true);
    expect(all.body.data.total).toBeGreaterThan(inStock.body.data.total);
    expect(all.body.data.total).toBeGreaterThanOrEqual(400);
  });

  it('tags cards by the domain priority: deposit, pre-sale, long-term pre-sale, coming soon, sold out, nearly sold out', async () => {
    const cards = (await list({ limit: 100 })).body.data.list;
    const more = await Promise.all([2, 3, 4, 5].map((page) => list({ limit: 100, page })));
    const everything = [...cards, ...more.flatMap((r) => r.body.data.list)];
    const kinds = new Set(everything.flatMap((c) => c.after_mark.map((t) => t.kind)));
    expect([...kinds]).toEqual(expect.arrayContaining(['deposit', 'preSale', 'forwardPreSale', 'comingSoon', 'soldOut', 'nearlySoldOut']));
    for (const card of everything) {
      if (card.is_dingjin) expect(card.after_mark[0]?.kind).toBe('deposit');
      if (!card.is_dingjin && !card.presell && !card.forward && card.is_sale === 1 && card.stock > 5) expect(card.after_mark).toEqual([]);
    }
  });

  it('prices cards at the signed-in shopper’s grade', async () => {
    const guest = (await list({ cat_id: rose().cat_id })).body.data.list;
    const key = await signIn(ctx.app, await findDemoShopper(ctx.db));
    const member = (await list({ cat_id: rose().cat_id }, key)).body.data.list;
    const saving = member.find((c) => c.price_info.is_save === 1);
    expect(saving?.price_info).toMatchObject({ u_grade: 2, grade_name: '金卡会员' });
    const same = guest.find((c) => c.id === saving?.id);
    expect(Number(same?.price_info.min_price)).toBeGreaterThan(Number(saving?.price_info.min_price));
    expect(same?.price_info.u_grade).toBeNull();
  });

  it('filters by brand and by attribute values from /v1/category/filter', async () => {
    const filter = await call<{
      brand: { brand_id: number; attr_name: string }[];
      attr: { attr_name: string; attr_list: { goods_attr_id: number; attr_name: string }[] }[];
    }>(ctx.app, 'GET', '/v1/category/filter', { query: { cat_id: rose().cat_id } });
    expect(filter.body.code).toBe(200);
    const brand = filter.body.data.brand[0];
    expect(brand?.attr_name).toBeTruthy();
    expect(filter.body.data.attr.map((a) => a.attr_name)).toEqual(expect.arrayContaining(['规格', '光照', '花色']));
    const byBrand = await list({ cat_id: rose().cat_id, brand: String(brand?.brand_id), limit: 100 });
    expect(byBrand.body.data.total).toBeGreaterThan(0);
    expect(byBrand.body.data.total).toBeLessThan(30);
    const light = filter.body.data.attr.find((a) => a.attr_name === '光照')?.attr_list[0];
    const byLight = await list({ cat_id: rose().cat_id, filter: String(light?.goods_attr_id), limit: 100 });
    expect(byLight.body.data.total).toBeGreaterThan(0);
    expect(byLight.body.data.total).toBeLessThan(30);
    const none = await list({ cat_id: rose().cat_id, filter: '999999' });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses bad input in Chinese without a 500', async () => {
    const bad: Record<string, string | number>[] = [{ cat_id: 'x' }, { page: 0 }, { limit: 1000 }, { filter: 'a,b' }, { brand: '1;drop' }];
    for (const query of bad) {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await list({ cat_id: 999999 })).body).toMatchObject({ code: 404, msg: '分类不存在' });
    expect((await call(ctx.app, 'GET', '/v1/category/filter', { query: { cat_id: 999999 } })).body.code).toBe(404);
  });
});

describe('GET /v2/category/goods_arr', () => {
  it('gives cards in the order asked, skipping unknown ids', async () => {
    const { body } = await call<{ list: ProductCard[] }>(ctx.app, 'GET', '/v2/category/goods_arr', { query: { gshp_id_arr: '5,2,999999,9' } });
    expect(body.data.list.map((c) => c.id)).toEqual([5, 2, 9]);
  });

  it('needs ids', async () => {
    expect((await call(ctx.app, 'GET', '/v2/category/goods_arr')).body).toMatchObject({ code: 400, msg: '缺少参数 gshp_id_arr' });
  });
});
