// `garden audit stock`: stock is only taken by placing an order (shopping §7 "Place order") and only comes
// back when an order is closed unpaid (shopping §4 cancel and the automatic cancel) or after-sales puts units
// back on the shelf (shopping §9 refund types, recorded on the approved request's lines); so for every SKU, its stock plus the units its live orders
// still hold equals the stock it was last set to plus what orders held then (`stock_baselines`).
import type { StockAudit } from '@garden/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, goodsSkus, orderGoods, orders, refundGoods, refunds, stockBaselines } from '../../db/schema/index';
import { jsonRecords } from '../../platform/json-rows';

/**
 * Whether an order still holds the stock it took: every order but one closed unpaid (`o_status` 0 with
 * `is_delete` 1, or that closed order later moved to the bin or deleted for good), whose stock came back
 * when it closed (domain `cancelOrder`, `restoreOrder`).
 */
const holdsStock = (order: { oStatus: number; isDelete: number }): boolean => !(order.oStatus === 0 && order.isDelete !== 0);

/**
 * Units each SKU's orders hold: per line, the number bought less what approved after-sales requests put
 * back in stock (`refund_goods.restocked`, decided by the domain's `returnsToStock` when each was approved:
 * returned goods, or goods not shipped then), for orders that hold stock. One SKU when `skuId` is given (the
 * operator setting its stock), every SKU otherwise.
 */
export async function unitsHeld(db: Database, skuId?: number): Promise<Map<number, number>> {
  const restocked = sql<number>`coalesce((
    select sum(${refundGoods.number}) from ${refundGoods} join ${refunds} on ${refunds.refundId} = ${refundGoods.refundId}
    where ${refundGoods.recId} = ${orderGoods.recId} and ${refunds.status} = 1 and ${refundGoods.restocked}), 0)::int`;
  const { rows } = await db.execute<{ sku_id: number; goods_number: number; o_status: number; is_delete: number; restocked: number }>(sql`
    select ${orderGoods.skuId} as sku_id, ${orderGoods.goodsNumber} as goods_number,
      ${orders.oStatus} as o_status, ${orders.isDelete} as is_delete, ${restocked} as restocked
    from ${orderGoods} join ${orders} on ${orders.orderId} = ${orderGoods.orderId}
    where ${orderGoods.skuId} is not null ${skuId === undefined ? sql`` : sql`and ${orderGoods.skuId} = ${skuId}`}`);
  const held = new Map<number, number>();
  for (const row of rows) {
    if (!holdsStock({ oStatus: Number(row.o_status), isDelete: Number(row.is_delete) })) continue;
    const sku = Number(row.sku_id);
    held.set(sku, (held.get(sku) ?? 0) + Number(row.goods_number) - Number(row.restocked));
  }
  return held;
}

/**
 * Keeps a SKU's baseline after its stock was set: call it in the transaction that set the stock, with the
 * SKU row locked, so no placement or give-back of that SKU runs between the two.
 */
export async function keepStockBaseline(tx: Database, skuId: number, stock: number, now: Date): Promise<void> {
  await keepStockBaselines(tx, [{ skuId, stock }], now);
}

/** `keepStockBaseline` for many SKUs at once (a spreadsheet import): what orders hold is read once for all. */
export async function keepStockBaselines(tx: Database, set: readonly { skuId: number; stock: number }[], now: Date): Promise<void> {
  if (set.length === 0) return;
  const held = await unitsHeld(tx, set.length === 1 ? set[0]?.skuId : undefined);
  const rows = set.map(({ skuId, stock }) => ({ sku_id: skuId, baseline: stock + (held.get(skuId) ?? 0) }));
  await tx.execute(sql`
    insert into ${stockBaselines} (sku_id, baseline, set_at) select v.sku_id, v.baseline, ${now} from ${jsonRecords(rows)} as v(sku_id int, baseline int)
    on conflict (sku_id) do update set baseline = excluded.baseline, set_at = excluded.set_at`);
}

/** The seed's baselines: every SKU's stock as loaded, before any order exists. */
export async function keepSeededBaselines(tx: Database, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${stockBaselines} (sku_id, baseline, set_at) select ${goodsSkus.skuId}, ${goodsSkus.stock}, ${now} from ${goodsSkus}
    on conflict (sku_id) do nothing`);
}

/**
 * Every SKU whose stock plus held units is not its baseline (or has no baseline), and every goods whose
 * stock is not the sum of its SKUs'. Read in one snapshot, so orders placed meanwhile never show as drift.
 */
export async function auditStock(db: Database): Promise<StockAudit> {
  return db.transaction(
    async (tx) => {
      const { rows: skus } = await tx.execute<{ sku_id: number; goods_id: number; goods_name: string; stock: number; baseline: number | null }>(sql`
        select s.sku_id, s.goods_id, g.name as goods_name, s.stock, b.baseline
        from ${goodsSkus} s join ${goods} g on g.goods_id = s.goods_id left join ${stockBaselines} b on b.sku_id = s.sku_id
        order by s.sku_id`);
      const { rows: totals } = await tx.execute<{ goods_id: number; goods_name: string; stock: number; sku_stock: number }>(sql`
        select g.goods_id, g.name as goods_name, g.stock, sum(s.stock)::int as sku_stock
        from ${goods} g join ${goodsSkus} s on s.goods_id = g.goods_id
        group by g.goods_id order by g.goods_id`);
      const held = await unitsHeld(tx);
      const drift = skus
        .map((row) => ({
          sku_id: Number(row.sku_id),
          goods_id: Number(row.goods_id),
          goods_name: row.goods_name,
          stock: Number(row.stock),
          held: held.get(Number(row.sku_id)) ?? 0,
          baseline: row.baseline === null ? null : Number(row.baseline),
        }))
        .filter((row) => row.baseline !== row.stock + row.held);
      const goodsDrift = totals
        .map((row) => ({ goods_id: Number(row.goods_id), goods_name: row.goods_name, stock: Number(row.stock), sku_stock: Number(row.sku_stock) }))
        .filter((row) => row.stock !== row.sku_stock);
      return { skus: skus.length, goods: totals.length, drift, goods_drift: goodsDrift };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
