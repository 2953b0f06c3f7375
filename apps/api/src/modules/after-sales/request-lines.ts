import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGoods, refundGoods } from '../../db/schema/index';

/**
 * The order lines after-sales requests name, in line order, each with its request and how many of it the request
 * covers: one query for the shopper's request page, the refund decision and a page of the back office's queue.
 */
export function requestLines(db: Database, refundIds: readonly number[]) {
  return db
    .select({ refundId: refundGoods.refundId, line: orderGoods, number: refundGoods.number })
    .from(refundGoods)
    .innerJoin(orderGoods, eq(orderGoods.recId, refundGoods.recId))
    .where(inArray(refundGoods.refundId, [...refundIds]))
    .orderBy(asc(orderGoods.recId));
}
