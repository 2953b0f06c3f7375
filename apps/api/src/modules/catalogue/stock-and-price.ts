// `garden goods stock` and `garden goods price`: the operator sets a SKU's stock or price.
import { isMemberGrade, type MemberGrade, GOODS_NOT_FOUND, GRADE_INVALID, SKU_NOT_FOUND, SKU_REQUIRED } from '@garden/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, goodsSkus } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { goodsChanged } from '../../platform/catalogue-cache';
import { keepStockBaseline } from './stock-audit';

/** The SKU named by id, or the only SKU of the goods; goods with several SKUs need the SKU. */
async function findSku(tx: Database, target: { skuId?: number; goodsId?: number }) {
  if (target.skuId !== undefined) {
    const [sku] = await tx.select().from(goodsSkus).where(eq(goodsSkus.skuId, target.skuId)).for('update');
    if (!sku) throw notFound(SKU_NOT_FOUND);
    return sku;
  }
  const skus = await tx
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, target.goodsId ?? 0))
    .for('update');
  if (skus.length === 0) throw notFound(GOODS_NOT_FOUND);
  if (skus.length > 1) throw badRequest(SKU_REQUIRED);
  return skus[0] as (typeof skus)[number];
}

/**
 * Sets a SKU's stock and keeps the goods' total stock in step (the catalogue's `beon` and stock tags
 * read it) and the SKU's baseline for `garden audit stock`, in one transaction; shoppers see it at once, on every instance (platform/catalogue-cache.ts).
 */
export async function setStock(db: Database, input: { skuId?: number; goodsId?: number; stock: number; now: Date }) {
  const result = await db.transaction(async (tx) => {
    const sku = await findSku(tx, input);
    await tx.update(goodsSkus).set({ stock: input.stock }).where(eq(goodsSkus.skuId, sku.skuId));
    await keepStockBaseline(tx, sku.skuId, input.stock, input.now);
    const [total] = await tx
      .update(goods)
      .set({ stock: sql`(SELECT coalesce(sum(${goodsSkus.stock}), 0) FROM ${goodsSkus} WHERE ${goodsSkus.goodsId} = ${sku.goodsId})` })
      .where(eq(goods.goodsId, sku.goodsId))
      .returning({ stock: goods.stock });
    return { goods_id: sku.goodsId, sku_id: sku.skuId, stock: input.stock, goods_stock: total?.stock ?? input.stock };
  });
  goodsChanged(db, [result.goods_id]);
  return result;
}

/**
 * Sets a SKU's market price, or with `grade` the price that member grade pays (storefront §6
 * grade-based prices), in fen; the goods' sort price (lowest market price) follows. Orders already
 * placed keep the price they were bought at.
 */
export async function setPrice(db: Database, input: { skuId?: number; goodsId?: number; priceFen: number; grade?: number }) {
  if (input.grade !== undefined && !isMemberGrade(input.grade)) throw badRequest(GRADE_INVALID);
  const grade = input.grade as MemberGrade | undefined;
  const result = await db.transaction(async (tx) => {
    const sku = await findSku(tx, input);
    const change =
      grade === undefined ? { marketPriceFen: input.priceFen } : { gradePricesFen: { ...sku.gradePricesFen, [String(grade)]: input.priceFen } };
    const [updated] = await tx.update(goodsSkus).set(change).where(eq(goodsSkus.skuId, sku.skuId)).returning();
    await tx
      .update(goods)
      .set({ sortPriceFen: sql`(SELECT min(${goodsSkus.marketPriceFen}) FROM ${goodsSkus} WHERE ${goodsSkus.goodsId} = ${sku.goodsId})` })
      .where(eq(goods.goodsId, sku.goodsId));
    return updated as NonNullable<typeof updated>;
  });
  goodsChanged(db, [result.goodsId]);
  return { goods_id: result.goodsId, sku_id: result.skuId, market_price_fen: result.marketPriceFen, grade_prices_fen: result.gradePricesFen };
}
