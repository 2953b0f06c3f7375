import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@garden/contract';
import { goods } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';

interface Result {
  list: ProductCard[];
  total: number;
  keywords: string;
}

const ctx = useSeededContext();

const sou = (query: Record<string, string | number>) => call<Result>(ctx.app, 'GET', '/v1/search/sou', { query });

describe('GET /v1/search/sou', () => {
  it('finds 月季 by Chinese, full pinyin and initials', async () => {
    const chinese = await sou({ keywords: '月季' });
    expect(chinese.body.code).toBe(200);
    expect(chinese.body.data.total).toBeGreaterThanOrEqual(30);
    expect(chinese.body.data.list).toHaveLength(20);
    const pinyin = await sou({ keywords: 'yueji', limit: 100 });
    expect(pinyin.body.data.list.some((c) => c.name.includes('月季'))).toBe(true);
    expect(pinyin.body.data.total).toBeGreaterThanOrEqual(chinese.body.data.total);
    const initials = await sou({ keywords: 'yj', limit: 100 });
    expect(initials.body.data.list.some((c) => c.name.includes('月季'))).toBe(true);
  });

  it('matches short names and category names, ignoring spaces and case', async () => {
    const byCategory = await sou({ keywords: '大花藤本', limit: 100 });
    expect(byCategory.body.data.total).toBeGreaterThan(0);
    expect(byCategory.body.data.list.every((c) => c.name.includes('月季'))).toBe(true);
    expect((await sou({ keywords: ' YUE JI ' })).body.data.total).toBe((await sou({ keywords: 'yueji' })).body.data.total);
  });

  it('puts exact hits first on the comprehensive tab', async () => {
    const { body } = await sou({ keywords: '龙沙宝石', limit: 100 });
    expect(body.data.list[0]?.name.startsWith('龙沙宝石')).toBe(true);
  });

  it('sorts by price and sales, and pages 20 at a time', async () => {
    const asc = (await sou({ keywords: 'yj', sort: 'sort_price', order: 'ASC' })).body.data.list.map((c) => Number(c.price_info.min_market_price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await sou({ keywords: 'yj', sort: 'sort_price', order: 'DESC' })).body.data.list.map((c) => Number(c.price_info.min_market_price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await sou({ keywords: 'yj', sort: 'sales' })).body.data.list.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const orderable = (await sou({ keywords: '月季', sort: 'orderable', limit: 100 })).body.data.list;
    expect(orderable.every((c) => c.stock > 0 && c.is_sale === 1 && c.forward === 0)).toBe(true);
    const page2 = await sou({ keywords: '月季', page: 2 });
    expect(page2.body.data.list.length).toBeGreaterThan(0);
  });

  it('beon 0 hides goods out of stock', async () => {
    const { body } = await sou({ keywords: '月季', beon: 0, limit: 100 });
    expect(body.data.list.every((c) => c.stock > 0)).toBe(true);
  });

  it('finds by a two-character keyword exactly the goods whose texts hold it', async () => {
    // Such keywords go through the index of character pairs (modules/catalogue/search.ts), which may only narrow.
    const rows = await ctx.db.select({ text: goods.searchText, pinyin: goods.pinyin, initials: goods.initials }).from(goods);
    for (const keyword of ['月季', '绣球', 'yj', 'xq', 'ia', 'ji']) {
      const latin = /^[a-z]+$/.test(keyword);
      const expected = rows.filter((r) => r.text.includes(keyword) || (latin && (r.pinyin.includes(keyword) || r.initials.includes(keyword))));
      expect(expected.length, keyword).toBeGreaterThan(0);
      expect((await sou({ keywords: keyword })).body.data.total, keyword).toBe(expected.length);
    }
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await sou({ keywords: '%' })).body.data.total).toBe(0);
    expect((await sou({ keywords: '_' })).body.data.total).toBe(0);
  });

  it('refuses a blank or missing keyword with the spec message', async () => {
    const blank: Record<string, string>[] = [{ keywords: '' }, { keywords: '   ' }, {}];
    for (const query of blank) {
      const { status, body } = await sou(query);
      expect(status).toBe(400);
      expect(body.msg).toBe('搜索关键字不能为空！');
    }
    expect((await sou({ keywords: '月季', page: -1 })).body.code).toBe(400);
  });
});

describe('GET /v1/search/es_sou', () => {
  it('takes hot and size', async () => {
    const { body } = await call<Result>(ctx.app, 'GET', '/v1/search/es_sou', { query: { keywords: '月季', hot: 1, size: 7 } });
    expect(body.data.list).toHaveLength(7);
    const sales = body.data.list.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect((await call(ctx.app, 'GET', '/v1/search/es_sou', { query: { keywords: '月季', size: 0 } })).body.code).toBe(400);
  });
});
