import { FIELD_REASONS, SKU_REQUIRED } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, goodsSkus } from '../../db/schema/index';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { callAsOperator, refused } from '../../test/http';

const ctx = useSeededContext();

describe('POST /v1/operator/goods/stock and /price', () => {
  it('sets a one-SKU goods stock by goods id and keeps the goods total in step', async () => {
    const item = await createGoods(ctx.db, { skus: [[1000, 3]] });
    const answer = await callAsOperator(ctx, 'POST', '/v1/operator/goods/stock', { json: { gshp_id: item.goodsId, stock: 42 } });
    expect(answer.body).toMatchObject({ code: 200, data: { goods_id: item.goodsId, stock: 42, goods_stock: 42 } });
    expect((await ctx.db.select().from(goods).where(eq(goods.goodsId, item.goodsId)))[0]?.stock).toBe(42);
  });

  it('needs the SKU for goods with several, and sums them', async () => {
    const item = await createGoods(ctx.db, {
      skus: [
        [1000, 3],
        [2000, 5],
      ],
    });
    expect((await callAsOperator(ctx, 'POST', '/v1/operator/goods/stock', { json: { gshp_id: item.goodsId, stock: 1 } })).body).toEqual(
      refused(SKU_REQUIRED),
    );
    const [sku] = await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)).orderBy(goodsSkus.skuId);
    const answer = await callAsOperator(ctx, 'POST', '/v1/operator/goods/stock', { json: { sku_id: sku?.skuId, stock: 10 } });
    expect(answer.body).toMatchObject({ code: 200, data: { stock: 10, goods_stock: 15 } });
  });

  it('sets the market price or a grade price from yuan text, and the sort price follows', async () => {
    const item = await createGoods(ctx.db, { skus: [[1000, 3]] });
    const market = await callAsOperator(ctx, 'POST', '/v1/operator/goods/price', { json: { gshp_id: item.goodsId, price: '8.50' } });
    expect(market.body).toMatchObject({ code: 200, data: { market_price_fen: 850 } });
    const graded = await callAsOperator(ctx, 'POST', '/v1/operator/goods/price', { form: { gshp_id: String(item.goodsId), price: '7', grade: '2' } });
    expect(graded.body).toMatchObject({ code: 200, data: { market_price_fen: 850, grade_prices_fen: { 2: 700 } } });
    expect((await ctx.db.select().from(goods).where(eq(goods.goodsId, item.goodsId)))[0]?.sortPriceFen).toBe(850);
    for (const price of ['0', '-1', '1.234', 'abc', '1e3', '99999999']) {
      expect((await callAsOperator(ctx, 'POST', '/v1/operator/goods/price', { json: { gshp_id: item.goodsId, price } })).body, price).toEqual(
        refused(`参数 price 不正确：${FIELD_REASONS.price}`),
      );
    }
    expect((await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)))[0]?.marketPriceFen).toBe(850);
  });
});
