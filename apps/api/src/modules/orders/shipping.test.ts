import { ORDER_ACTION_NOT_ALLOWED, SHIPMENT_DETAILS_REQUIRED, SHIPMENT_LINES_INVALID, ORDER_NOT_FOUND } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderGoods, orders, shipments } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { placeTestOrder } from '../../test/order-factories';
import { shipOrder } from './shipping';

const ctx = useSeededContext();

const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const linesOf = (orderId: number) => ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(orderGoods.recId);
const parcelsOf = (orderId: number) => ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));

describe('shipOrder', () => {
  it('ships part of a paid order (o_status 3), then the rest in a second parcel (o_status 4)', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    const now = ctx.clock.now();
    const partly = await shipOrder(ctx.db, { orderId, recIds: [recIds[0] as number], logisticsName: '顺丰速运', invoiceNo: 'SF100', now });
    expect(partly).toMatchObject({ oStatus: 3, logisticsName: '顺丰速运', invoiceNo: 'SF100', shippingTime: now });
    const later = new Date(now.getTime() + 3_600_000);
    const rest = await shipOrder(ctx.db, { orderId, logisticsName: ' 中通快递 ', invoiceNo: '7788', now: later });
    expect(rest).toMatchObject({ oStatus: 4, logisticsName: '中通快递', invoiceNo: '7788', shippingTime: later });
    const parcels = await parcelsOf(orderId);
    expect(parcels.map((parcel) => parcel.invoiceNo).sort()).toEqual(['7788', 'SF100']);
    const lines = await linesOf(orderId);
    expect(new Set(lines.map((line) => line.shipmentId)).size).toBe(2);
  });

  it('refuses lines already shipped, lines of another order and an empty parcel, changing nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    const other = await placeTestOrder(ctx, buyer.key, { paid: true });
    const now = ctx.clock.now();
    await shipOrder(ctx.db, { orderId, recIds: [recIds[0] as number], logisticsName: '顺丰速运', invoiceNo: '1', now });
    for (const parcel of [[recIds[0] as number], [other.recIds[0] as number], []]) {
      await expect(shipOrder(ctx.db, { orderId, recIds: parcel, logisticsName: '顺丰速运', invoiceNo: '2', now })).rejects.toMatchObject({
        msg: SHIPMENT_LINES_INVALID,
      });
    }
    await expect(shipOrder(ctx.db, { orderId, logisticsName: ' ', invoiceNo: '2', now })).rejects.toMatchObject({ msg: SHIPMENT_DETAILS_REQUIRED });
    expect(await parcelsOf(orderId)).toHaveLength(1);
    expect((await orderOf(orderId))?.oStatus).toBe(3);
  });

  it('refuses an unpaid order and a fully shipped one with the domain message, and an unknown order as not found', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const unpaid = await placeTestOrder(ctx, buyer.key);
    const now = ctx.clock.now();
    await expect(shipOrder(ctx.db, { orderId: unpaid.orderId, logisticsName: '顺丰速运', invoiceNo: '1', now })).rejects.toMatchObject({
      code: 400,
      msg: ORDER_ACTION_NOT_ALLOWED,
    });
    expect(await parcelsOf(unpaid.orderId)).toHaveLength(0);
    expect((await orderOf(unpaid.orderId))?.oStatus).toBe(0);
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    await shipOrder(ctx.db, { orderId: paid.orderId, logisticsName: '顺丰速运', invoiceNo: '1', now });
    await expect(shipOrder(ctx.db, { orderId: paid.orderId, logisticsName: '顺丰速运', invoiceNo: '2', now })).rejects.toMatchObject({
      msg: ORDER_ACTION_NOT_ALLOWED,
    });
    await expect(shipOrder(ctx.db, { orderId: 999_999, logisticsName: '顺丰速运', invoiceNo: '1', now })).rejects.toMatchObject({
      code: 404,
      msg: ORDER_NOT_FOUND,
    });
  });

  it('ships a line once when two parcels race for it', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key, { paid: true });
    const now = ctx.clock.now();
    const results = await Promise.allSettled([1, 2].map((n) => shipOrder(ctx.db, { orderId, logisticsName: '顺丰速运', invoiceNo: String(n), now })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await parcelsOf(orderId)).toHaveLength(1);
  });
});
