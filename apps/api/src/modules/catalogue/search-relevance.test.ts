// The relevance set (storefront §7 "Search"): for each query, what a shopper means must fill the top
// of the comprehensive tab. A change to matching or ranking that pushes it down fails here.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, categories, goods } from '../../db/schema/index';
import { backfillSearchTerms } from './search-backfill';
import type { ProductCard } from '@garden/contract';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';

const ctx = useSeededContext();

const firstPage = async (keywords: string): Promise<ProductCard[]> => {
  const { body } = await call<{ list: ProductCard[] }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords } });
  expect(body.code).toBe(200);
  return body.data.list;
};

/** Queries whose whole first page must be goods named with the word meant. */
const WORD_QUERIES: readonly (readonly [query: string, word: string])[] = [
  ['月季', '月季'],
  ['yueji', '月季'],
  ['yj', '月季'],
  ['绣球', '绣球'],
  ['xiuqiu', '绣球'],
  ['xq', '绣球'],
  ['tiexianlian', '铁线莲'],
  ['txl', '铁线莲'],
];

/** Queries whose first hits must be the goods with this variety as a whole word of the name. */
const VARIETY_QUERIES: readonly (readonly [query: string, variety: string])[] = [
  ['无尽夏', '无尽夏'],
  ['wjx', '无尽夏'],
  ['龙沙宝石', '龙沙宝石'],
  ['lsbs', '龙沙宝石'],
];

describe('search relevance', () => {
  it.each(WORD_QUERIES)('%s fills the first page with %s', async (query, word) => {
    const names = (await firstPage(query)).map((card) => card.name);
    expect(names).toHaveLength(20);
    expect(names.filter((name) => !name.split(' ').includes(word))).toEqual([]);
  });

  it.each(VARIETY_QUERIES)('%s lists the %s goods first', async (query, variety) => {
    const rows = await ctx.db.select({ name: goods.name }).from(goods);
    const expected = rows.filter((row) => row.name.split(' ').some((w) => w.endsWith(variety))).length;
    const names = (await firstPage(query)).map((card) => card.name).slice(0, Math.min(expected, 20));
    expect(names.every((name) => name.includes(variety))).toBe(true);
  });

  it('puts initials that spell a whole word before initials inside a longer one', async () => {
    // 有机鸡粪 spells yjjf: its yj is a piece of a word, 月季's is the whole word.
    const { body } = await call<{ list: ProductCard[]; total: number }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: 'yj', limit: 100 } });
    const names = body.data.list.map((card) => card.name);
    const lastRose = names.findLastIndex((name) => name.split(' ').includes('月季'));
    const firstPiece = names.findIndex((name) => name.includes('有机'));
    expect(body.data.total).toBeLessThanOrEqual(100);
    expect(firstPiece).toBeGreaterThan(lastRose);
  });

  it('ranks a category name before a substring, and finds a brand by its pinyin', async () => {
    const [fertiliser] = await ctx.db.select().from(categories).where(eq(categories.catName, '有机肥'));
    const leaves = await ctx.db
      .select({ id: categories.catId })
      .from(categories)
      .where(eq(categories.parentId, fertiliser?.catId ?? -1));
    const inCategory = await ctx.db
      .select({ id: goods.goodsId })
      .from(goods)
      .where(
        inArray(
          goods.catId,
          leaves.map((c) => c.id),
        ),
      );
    const fertiliserCards = (await firstPage('有机肥')).slice(0, Math.min(inCategory.length, 20));
    expect(fertiliserCards.length).toBeGreaterThan(0);
    expect(fertiliserCards.every((card) => inCategory.some((g) => g.id === card.id))).toBe(true);

    const [brand] = await ctx.db.select().from(brands).where(eq(brands.brandName, '美乐棵'));
    const branded = await ctx.db
      .select({ id: goods.goodsId })
      .from(goods)
      .where(eq(goods.brandId, brand?.brandId ?? -1));
    const brandCards = (await firstPage('meileke')).slice(0, Math.min(branded.length, 20));
    expect(brandCards.length).toBeGreaterThan(0);
    expect(brandCards.every((card) => branded.some((g) => g.id === card.id))).toBe(true);
  });

  it('breaks ties by sales', async () => {
    const cards = await firstPage('yj');
    const sales = cards.map((card) => card.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('fills in the ranked terms of goods stored before them', async () => {
    const row = await createGoods(ctx.db, { name: '旧数据 月季', searchTerms: '' });
    expect(await backfillSearchTerms(ctx.db)).toBe(1);
    const [after] = await ctx.db.select({ terms: goods.searchTerms }).from(goods).where(eq(goods.goodsId, row.goodsId));
    expect(after?.terms).toContain('|1:yj|');
    expect(await backfillSearchTerms(ctx.db)).toBe(0);
  });
});
