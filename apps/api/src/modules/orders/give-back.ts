// Putting things back when an order, or part of it, is undone: stock to the shelf and money to the
// shopper's balance. Callers run these inside the transaction that undoes the order, with its row locked,
// so each runs once per order or after-sales request.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceLogs, goods, goodsSkus, users } from '../../db/schema/index';

/** Units of one bought line going back to stock. */
export interface StockReturn {
  goodsId: number;
  skuId: number | null;
  number: number;
}

/**
 * Puts units back on their SKU and goods, and takes them off the goods' sales. Lines go in goods then SKU
 * order and each SKU before its goods, as placing takes them, so two transactions never lock the same rows in opposite orders.
 * Returns the goods changed, for the caller to invalidate once committed (`goodsChanged`).
 */
export async function returnStock(tx: Database, lines: readonly StockReturn[]): Promise<number[]> {
  const ordered = [...lines].sort((a, b) => a.goodsId - b.goodsId || (a.skuId ?? 0) - (b.skuId ?? 0));
  for (const line of ordered) {
    if (line.skuId !== null)
      await tx
        .update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} + ${line.number}` })
        .where(eq(goodsSkus.skuId, line.skuId));
    await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} + ${line.number}`, sales: sql`greatest(${goods.sales} - ${line.number}, 0)` })
      .where(eq(goods.goodsId, line.goodsId));
  }
  return [...new Set(ordered.map((line) => line.goodsId))];
}

/** Credits the shopper's balance (`user_money`) and writes its `balance_logs` row. */
export async function creditBalance(
  tx: Database,
  credit: { userId: number; amountFen: number; desc: string; orderId: number; now: Date },
): Promise<void> {
  const [after] = await tx
    .update(users)
    .set({ userMoneyFen: sql`${users.userMoneyFen} + ${credit.amountFen}` })
    .where(eq(users.id, credit.userId))
    .returning({ money: users.userMoneyFen });
  if (!after) throw new Error(`no user ${credit.userId} to credit`);
  await tx.insert(balanceLogs).values({
    userId: credit.userId,
    changeFen: credit.amountFen,
    balanceAfterFen: after.money,
    shortChangeDesc: credit.desc,
    orderId: credit.orderId,
    changeTime: credit.now,
  });
}
