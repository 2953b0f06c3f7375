// The back office's writes on an order (issue 32 "Orders and shipping"): cancelling an unpaid order, internal
// notes, and the ship call's courier-number check. Each is refused to the roles without its permission, changes
// nothing when refused, and lands in the audit trail with the order when it succeeds.
import { endpoints, type OperatorOrderDetail } from '@garden/contract';
import {
  OPERATOR_FORBIDDEN,
  ORDER_ACTION_NOT_ALLOWED,
  ORDER_CANCELLED,
  ORDER_NOT_FOUND,
  ORDER_NOTE_REQUIRED,
  ORDER_NOTE_SAVED,
  ORDER_NOTE_TOO_LONG,
  PARCEL_NUMBER_INVALID,
  type OperatorRole,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, operatorAudit, orderNotes, orders, shipments } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { placeSplitOrder, placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

const as = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

/** A new operator of `role`, added by the shop manager and signed in: their key. */
async function keyOf(role: OperatorRole): Promise<string> {
  const login = `ord${Math.floor(Math.random() * 1e9)}`;
  const added = await call(ctx.app, 'POST', endpoints.addOperator.path, { ...as(ctx.operatorKey), json: { login, password: 'secret123', role } });
  expect(added.body.code).toBe(200);
  const signedIn = await call<{ key: string }>(ctx.app, 'POST', endpoints.operatorSignIn.path, { json: { login, password: 'secret123' } });
  return signedIn.body.data.key;
}

const post = <T = unknown>(key: string, path: string, json: Record<string, unknown>) => call<T>(ctx.app, 'POST', path, { ...as(key), json });
const orderRow = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const stockOf = async (goodsId: number) => (await ctx.db.select({ stock: goods.stock }).from(goods).where(eq(goods.goodsId, goodsId)))[0]?.stock;
const auditOf = (orderId: number, action: string) =>
  ctx.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetType, 'order'), eq(operatorAudit.targetId, String(orderId)), eq(operatorAudit.action, action)));
const detail = async (key: string, orderId: number) =>
  (await call<OperatorOrderDetail>(ctx.app, 'GET', endpoints.readShopOrder.path, { ...as(key), query: { order_id: String(orderId) } })).body.data;

describe('POST /v1/operator/orders/cancel', () => {
  it('客服 closes an unpaid order as the shopper’s cancel does: stock back, one audit row; 仓库 may not', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, goodsIds } = await placeTestOrder(ctx, buyer.key);
    const goodsId = goodsIds[0] as number;
    const held = await stockOf(goodsId);

    expect((await post(await keyOf('仓库'), endpoints.cancelShopOrder.path, { order_id: orderId })).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
    expect((await orderRow(orderId))?.oStatus).toBe(0);
    expect(await auditOf(orderId, 'cancelShopOrder')).toEqual([]);

    const service = await keyOf('客服');
    const cancelled = await post(service, endpoints.cancelShopOrder.path, { order_id: orderId });
    expect(cancelled.body).toMatchObject({ code: 200, msg: ORDER_CANCELLED, data: { order_id: orderId, o_status: 0, is_delete: 1 } });
    expect(await stockOf(goodsId)).toBe((held as number) + 1);
    const [row] = await auditOf(orderId, 'cancelShopOrder');
    expect(row).toMatchObject({ before: expect.objectContaining({ is_delete: 0 }), after: expect.objectContaining({ is_delete: 1 }) });

    const story = await detail(service, orderId);
    expect(story.order.tab).toBe('closed');
    expect(story.timeline.at(-1)).toMatchObject({ kind: 'operator', text: 'cancelShopOrder' });
  });

  it('refuses a paid order, a second cancel and a father order with the domain’s words, changing nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    const unpaid = await placeTestOrder(ctx, buyer.key);
    const goodsId = unpaid.goodsIds[0] as number;
    expect((await post(ctx.operatorKey, endpoints.cancelShopOrder.path, { order_id: paid.orderId })).body).toEqual(refused(ORDER_ACTION_NOT_ALLOWED));
    expect((await orderRow(paid.orderId))?.oStatus).toBe(1);

    expect((await post(ctx.operatorKey, endpoints.cancelShopOrder.path, { order_id: unpaid.orderId })).body.code).toBe(200);
    const restocked = await stockOf(goodsId);
    expect((await post(ctx.operatorKey, endpoints.cancelShopOrder.path, { order_id: unpaid.orderId })).body).toEqual(
      refused(ORDER_ACTION_NOT_ALLOWED),
    );
    // The stock came back once.
    expect(await stockOf(goodsId)).toBe(restocked);
    expect(await auditOf(unpaid.orderId, 'cancelShopOrder')).toHaveLength(1);
    expect(await auditOf(paid.orderId, 'cancelShopOrder')).toEqual([]);

    const first = await createGoods(ctx.db, { sendAddressId: 1 });
    const second = await createGoods(ctx.db, { sendAddressId: 2 });
    const split = await placeSplitOrder(ctx, buyer.user.id, [
      { goodsId: first.goodsId, number: 1 },
      { goodsId: second.goodsId, number: 1 },
    ]);
    expect((await post(ctx.operatorKey, endpoints.cancelShopOrder.path, { order_id: split.order_father_id })).body).toEqual(
      refused(ORDER_NOT_FOUND, 404),
    );
    expect((await post(ctx.operatorKey, endpoints.cancelShopOrder.path, { order_id: 'x' })).body.code).toBe(400);
  });
});

describe('POST /v1/operator/orders/note', () => {
  it('keeps a note for every role reading orders, in the detail (not the shopper’s order) and the audit trail', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key, { paid: true });
    const warehouse = await keyOf('仓库');
    const noted = await post(warehouse, endpoints.addOrderNote.path, { order_id: orderId, note: '  顾客来电：周六前送到  ' });
    expect(noted.body).toMatchObject({
      code: 200,
      msg: ORDER_NOTE_SAVED,
      data: { note: '顾客来电：周六前送到', operator_login: expect.stringMatching(/^ord/) },
    });
    expect((await post(await keyOf('运营'), endpoints.addOrderNote.path, { order_id: orderId, note: '运营不能写' })).body).toEqual(
      refused(OPERATOR_FORBIDDEN, 403),
    );

    const story = await detail(await keyOf('客服'), orderId);
    expect(story.notes.map((note) => note.note)).toEqual(['顾客来电：周六前送到']);
    expect(story.timeline.at(-1)).toMatchObject({ kind: 'operator', text: 'addOrderNote' });
    const [row] = await auditOf(orderId, 'addOrderNote');
    expect(row).toMatchObject({
      before: expect.objectContaining({ notes: [] }),
      after: expect.objectContaining({ notes: ['顾客来电：周六前送到'] }),
    });

    // The shopper's own order reply says nothing of it.
    const own = await call(ctx.app, 'GET', endpoints.readOrder.path, { key: buyer.key, query: { order_id: String(orderId) } });
    expect(JSON.stringify(own.body)).not.toContain('周六前送到');
  });

  it('refuses a blank or too long note and an unknown order, keeping nothing and recording nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key);
    expect((await post(ctx.operatorKey, endpoints.addOrderNote.path, { order_id: orderId, note: '  ' })).body).toEqual(refused(ORDER_NOTE_REQUIRED));
    expect((await post(ctx.operatorKey, endpoints.addOrderNote.path, { order_id: orderId, note: '花'.repeat(501) })).body).toEqual(
      refused(ORDER_NOTE_TOO_LONG),
    );
    expect((await post(ctx.operatorKey, endpoints.addOrderNote.path, { order_id: orderId })).body).toEqual(refused(ORDER_NOTE_REQUIRED));
    expect((await post(ctx.operatorKey, endpoints.addOrderNote.path, { order_id: 2_000_000_000, note: '备注' })).body).toEqual(
      refused(ORDER_NOT_FOUND, 404),
    );
    expect(await ctx.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId))).toEqual([]);
    expect(await auditOf(orderId, 'addOrderNote')).toEqual([]);
  });
});

describe('POST /v1/operator/orders/ship: the tracking number', () => {
  it('is refused unless it is a courier number (6–30 letters or digits), shipping nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key, { paid: true });
    const warehouse = await keyOf('仓库');
    for (const invoice of ['SF12', 'SF 1234 5678', '顺丰1234567'])
      expect((await post(warehouse, endpoints.shipOrder.path, { order_id: orderId, shipping_id: 1, invoice_no: invoice })).body).toEqual(
        refused(PARCEL_NUMBER_INVALID),
      );
    expect(await ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
    expect(await auditOf(orderId, 'shipOrder')).toEqual([]);
    const carriers = await call<{ list: { shipping_id: number; shipping_name: string }[] }>(
      ctx.app,
      'GET',
      endpoints.listShippingCarriers.path,
      as(warehouse),
    );
    expect(carriers.body.data.list[0]).toEqual({ shipping_id: 1, shipping_name: '顺丰速运' });
    expect((await post(warehouse, endpoints.shipOrder.path, { order_id: orderId, shipping_id: 1, invoice_no: 'SF1234567890' })).body.code).toBe(200);
  });
});
