// Shipping an order (shopping §4 status table: 3 partly shipped, 4 pending receipt; the operator
// CLI). The operator sends some or all of an order's lines in a parcel; each parcel is a `shipments`
// row and its lines point at it, so the order's state follows from which lines have left. A line refunded in
// full (after-sales before shipping) is owed no more and never ships; a partly refunded one ships the rest.
import { SHIPMENT_DETAILS_REQUIRED, SHIPMENT_LINES_INVALID, shipOrder as shipOrderState, ORDER_NOT_FOUND } from '@garden/domain';
import { and, eq, inArray, isNull, lt, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGoods, orders, shipments } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { toOrderState, type OrderRow } from './rows';

export interface ShipOrderInput {
  orderId: number;
  /** The lines in the parcel; all lines not shipped yet when absent. */
  recIds?: readonly number[];
  logisticsName: string;
  invoiceNo: string;
  now: Date;
}

/** Lines of the order not shipped yet with units still owed (not every unit refunded). */
export const waitingLines = (orderId: SQLWrapper | number) =>
  and(eq(orderGoods.orderId, orderId), isNull(orderGoods.shipmentId), lt(orderGoods.refundNumber, orderGoods.goodsNumber));

/**
 * Ships lines of a paid order in one parcel, in one transaction: a `shipments` row, the lines'
 * `shipment_id`, and the order's state from the domain's `shipOrder` (every line owed shipped → 4, some → 3)
 * with the latest parcel's carrier, number and time. Unpaid, closed or finished orders are refused
 * with the domain's message; the order row is locked, so two parcels never ship the same line.
 */
export async function shipOrder(db: Database, input: ShipOrderInput): Promise<OrderRow> {
  const logisticsName = input.logisticsName.trim();
  const invoiceNo = input.invoiceNo.trim();
  if (!logisticsName || !invoiceNo) throw badRequest(SHIPMENT_DETAILS_REQUIRED);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.orderId, input.orderId)).for('update');
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const unshipped = await tx.select({ recId: orderGoods.recId }).from(orderGoods).where(waitingLines(row.orderId));
    const unshippedIds = new Set(unshipped.map((line) => line.recId));
    const recIds = input.recIds ? [...new Set(input.recIds)] : [...unshippedIds];
    // A father order has no lines of its own: its children are shipped one by one.
    if (recIds.length === 0 || recIds.some((recId) => !unshippedIds.has(recId))) {
      const transition = shipOrderState(toOrderState(row), { partial: false });
      throw badRequest(transition.ok ? SHIPMENT_LINES_INVALID : transition.message);
    }
    const transition = shipOrderState(toOrderState(row), { partial: recIds.length < unshippedIds.size });
    if (!transition.ok) throw badRequest(transition.message);

    const [parcel] = await tx
      .insert(shipments)
      .values({ orderId: row.orderId, logisticsName, invoiceNo, shippedAt: input.now })
      .returning({ shipmentId: shipments.shipmentId });
    const shipmentId = (parcel as { shipmentId: number }).shipmentId;
    await tx
      .update(orderGoods)
      .set({ shipmentId })
      .where(and(waitingLines(row.orderId), inArray(orderGoods.recId, recIds)));
    const [shipped] = await tx
      .update(orders)
      .set({ oStatus: transition.order.orderStatus, logisticsName, invoiceNo, shippingTime: input.now, operateTime: input.now })
      .where(eq(orders.orderId, row.orderId))
      .returning();
    return shipped as OrderRow;
  });
}
