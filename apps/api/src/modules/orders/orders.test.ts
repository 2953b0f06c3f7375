import {
  DEPOSIT_BALANCE_MISSED,
  DEPOSIT_NOT_IN_ACTIVITY,
  ORDER_ACTION_NOT_ALLOWED,
  ORDER_SN_INVALID,
  SOLD_OUT_BUTTON,
  depositBalanceBeforeMessage,
  formatChinaTime,
  BALANCE_RETURN_CANCELLED_DESC,
  ORDER_NOT_FOUND,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceLogs, cartItems, favActivities, goods, goodsSkus, orderGoods, orders, payments, userCoupons, users } from '../../db/schema/index';
import { invalidateCatalogue } from '../../platform/catalogue-cache';
import { shipOrder } from './shipping';
import type { Order, PendingWork } from '@garden/contract';
import { createBuyer, createDepositGoods, giveCard, giveCoupon } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call, callAsOperator } from '../../test/http';
import { createGiftPromotion, placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const richBuyer = () => createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000_000 });
/** A rich buyer and an order of theirs placed but not paid, the start of most life-cycle tests. */
const buyerWithUnpaidOrder = async () => {
  const buyer = await richBuyer();
  return { buyer, unpaid: await placeTestOrder(ctx, buyer.key) };
};

interface OrderList {
  list: Order[];
  total: number;
  page: number;
  limit: number;
}
const listIds = async (key: string, query: Record<string, string | number> = {}) => {
  const { body } = await call<OrderList>(ctx.app, 'GET', '/v1/order/list', { key, query });
  expect(body.code).toBe(200);
  return body.data.list.map((card) => card.order_id);
};

/** Calls an order change and checks the refusal left the order row as it was. */
async function expectRefused(method: string, path: string, key: string, orderId: number, status: number, msg: string) {
  const before = await orderOf(orderId);
  const reply = await call(ctx.app, method, path, { key, json: { order_id: orderId } });
  expect(reply).toMatchObject({ status, body: { code: status, msg, data: null } });
  expect(await orderOf(orderId)).toEqual(before);
}

/** A paid order shipped whole, then confirmed through the API: complete (7). */
async function placeCompleteOrder(key: string) {
  const placed = await placeTestOrder(ctx, key, { paid: true });
  await shipOrder(ctx.db, { orderId: placed.orderId, logisticsName: '顺丰速运', invoiceNo: 'SF1', now: ctx.clock.now() });
  const confirmed = await call(ctx.app, 'PUT', '/v1/order/confirm', { key, json: { order_id: placed.orderId } });
  expect(confirmed.body.code).toBe(200);
  return placed;
}

describe('GET /v1/order/list', () => {
  it('lists each tab, the recycle bin, never a father order, newest first, 10 a page', async () => {
    const { buyer, unpaid } = await buyerWithUnpaidOrder();
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    const shipped = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    await shipOrder(ctx.db, {
      orderId: shipped.orderId,
      recIds: [shipped.recIds[0] as number],
      logisticsName: '中通快递',
      invoiceNo: '1',
      now: ctx.clock.now(),
    });
    const received = await placeTestOrder(ctx, buyer.key, { paid: true });
    await shipOrder(ctx.db, { orderId: received.orderId, logisticsName: '中通快递', invoiceNo: '2', now: ctx.clock.now() });
    const binned = await placeCompleteOrder(buyer.key);
    await call(ctx.app, 'DELETE', '/v1/order/delete', { key: buyer.key, json: { order_id: binned.orderId } });

    expect(await listIds(buyer.key)).toEqual([received.orderId, shipped.orderId, paid.orderId, unpaid.orderId]);
    expect(await listIds(buyer.key, { o_status: 0 })).toEqual([unpaid.orderId]);
    expect(await listIds(buyer.key, { o_status: 1 })).toEqual([paid.orderId]);
    expect(await listIds(buyer.key, { o_status: 3 })).toEqual([shipped.orderId]);
    expect(await listIds(buyer.key, { o_status: 4 })).toEqual([received.orderId]);
    expect(await listIds(buyer.key, { o_status: 6 })).toEqual([]);
    expect(await listIds(buyer.key, { is_delete: 2 })).toEqual([binned.orderId]);

    const { body } = await call<OrderList>(ctx.app, 'GET', '/v1/order/list', { key: buyer.key, query: { limit: 3, page: 2 } });
    expect(body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(body.data.list.map((card) => card.order_id)).toEqual([unpaid.orderId]);

    // An order that others point at as their father is a payment group only.
    await ctx.db.update(orders).set({ orderFatherId: paid.orderId }).where(eq(orders.orderId, unpaid.orderId));
    expect(await listIds(buyer.key)).not.toContain(paid.orderId);
    const father = await call(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: paid.orderId } });
    expect(father.body).toMatchObject({ code: 404, msg: ORDER_NOT_FOUND });
  });

  it('searches by order number digits and filters by days; anything but digits is refused', async () => {
    const buyer = await richBuyer();
    const recent = await placeTestOrder(ctx, buyer.key);
    const old = await placeTestOrder(ctx, buyer.key);
    await ctx.db
      .update(orders)
      .set({ addTime: new Date(ctx.clock.now().getTime() - 40 * DAY_MS) })
      .where(eq(orders.orderId, old.orderId));
    const sn = (await orderOf(recent.orderId))?.orderSn as string;

    expect(await listIds(buyer.key, { order_sn: sn })).toEqual([recent.orderId]);
    expect(await listIds(buyer.key, { order_sn: sn.slice(-6) })).toEqual([recent.orderId]);
    expect(await listIds(buyer.key, { add_time: 30 })).toEqual([recent.orderId]);
    expect(await listIds(buyer.key, { add_time: 91 })).toEqual([recent.orderId, old.orderId]);
    expect(await listIds(buyer.key, { add_time: 0 })).toEqual([recent.orderId, old.orderId]);

    const letters = await call(ctx.app, 'GET', '/v1/order/list', { key: buyer.key, query: { order_sn: '12a' } });
    expect(letters).toMatchObject({ status: 400, body: { code: 400, msg: ORDER_SN_INVALID } });
    const days = await call(ctx.app, 'GET', '/v1/order/list', { key: buyer.key, query: { add_time: 7 } });
    expect(days.status).toBe(400);
    const tab = await call(ctx.app, 'GET', '/v1/order/list', { key: buyer.key, query: { o_status: 2 } });
    expect(tab.status).toBe(400);
  });

  it("never shows another shopper's orders", async () => {
    const owner = await richBuyer();
    await placeTestOrder(ctx, owner.key);
    const stranger = await richBuyer();
    expect(await listIds(stranger.key)).toEqual([]);
  });
});

describe('GET /v1/order/detail', () => {
  it('shows amounts, consignee with region names, lines with the default weight, and the domain view', async () => {
    const buyer = await richBuyer();
    const { orderId, recIds, goodsIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ priceFen: 12_300, number: 2 }] });
    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: orderId } });
    const row = await orderOf(orderId);
    const addedAt = Math.floor(row!.addTime.getTime() / 1000);
    expect(body.data).toMatchObject({
      order_id: orderId,
      order_father_id: 0,
      o_status: 0,
      order_status: '待付款',
      is_dingjin: 0,
      total_fee: '0.00',
      add_time: addedAt,
      order_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      pay_deadline: addedAt + 3600,
      refund_id: null,
      refund_sn: null,
      consignee: '林花匠',
      address: '浙江省杭州市西湖区文三路 100 号',
      sendaddress_name: '杭州仓',
      view: { kind: 'pendingPayment', step: 1, actions: ['pay', 'cancel'], shows_delete_icon: false, fetches_tracking: false, balance_window: null },
    });
    expect(body.data.goods_list).toEqual([
      expect.objectContaining({ rec_id: recIds[0], goods_id: goodsIds[0], goods_number: 2, weight: '0.01kg', shipped: false, refund_number: 0 }),
    ]);
    const line = body.data.goods_list[0];
    expect(Number(line?.subtotal)).toBeCloseTo(Number(line?.goods_price) * 2);
  });

  it("shows the shopper's message to the seller and each deduction once: a ¥5 coupon is one 优惠券 line, not again as 优惠", async () => {
    const buyer = await richBuyer();
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, number: 1, msg_to_shop: ' 请轻拿轻放 ' },
    });
    expect(placed.body.code, placed.body.msg).toBe(200);
    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: placed.body.data.order_id } });
    // `discount` is every deduction together; the lines say what each was, and add up to it.
    expect(body.data).toMatchObject({ msg_to_shop: '请轻拿轻放', bonus: '5.00', discount: '5.00' });
    expect(body.data.deduction_lines).toEqual([{ kind: 'coupon', label: '优惠券', amount: '5.00' }]);
    const plain = await placeTestOrder(ctx, buyer.key);
    const bare = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: plain.orderId } });
    expect(bare.body.data).toMatchObject({ msg_to_shop: '', deduction_lines: [] });
  });

  it('shows the gifts the order earned at placement, free and outside the goods lines, after the promotion is gone too', async () => {
    const buyer = await richBuyer();
    const pot = await createGoods(ctx.db, { sendAddressId: 1, skus: [[3_000, 10]] });
    const soil = await createGoods(ctx.db, { name: '营养土', skus: [[2_500, 10]] });
    const fvId = await createGiftPromotion(ctx.db, { goodsIds: [pot.goodsId], giftGoodsId: soil.goodsId, buyNumber: 2, now: ctx.clock.now() });
    const detailOf = async (orderId: number) =>
      (await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: orderId } })).body.data;

    // Five pots (two gifts' worth) and a goods outside the promotion, in one order.
    const earning = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: pot.goodsId, number: 5 }, {}], paid: true });
    const gift = {
      goods_id: soil.goodsId,
      name: '营养土',
      thumbnail: soil.thumbnail,
      goods_attr: '',
      goods_number: 2,
      market_price: '25.00',
      goods_price: '0.00',
    };
    const detail = await detailOf(earning.orderId);
    expect(detail.present).toEqual([gift]);
    // Not an order line: nothing to ship, refund, review or audit, and no gift stock taken.
    expect(detail.goods_list.map((line) => line.goods_id)).toEqual(expect.arrayContaining([pot.goodsId, earning.goodsIds[1]]));
    expect(detail.goods_list).toHaveLength(2);
    expect(await ctx.db.select().from(orderGoods).where(eq(orderGoods.goodsId, soil.goodsId))).toEqual([]);
    expect((await ctx.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.goodsId, soil.goodsId)))[0]?.stock).toBe(10);

    const none = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: pot.goodsId, number: 1 }] });
    expect((await detailOf(none.orderId)).present).toEqual([]);

    // A snapshot: the promotion ending, then going away, leaves the placed order's gift as it was.
    await ctx.db
      .update(favActivities)
      .set({ endTime: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(favActivities.fvId, fvId));
    expect((await detailOf(earning.orderId)).present).toEqual([gift]);
    await ctx.db.delete(favActivities).where(eq(favActivities.fvId, fvId));
    expect((await detailOf(earning.orderId)).present).toEqual([gift]);
    const { body } = await call<OrderList>(ctx.app, 'GET', '/v1/order/list', { key: buyer.key });
    expect(body.data.list.map((card) => [card.order_id, card.present])).toEqual([
      [none.orderId, []],
      [earning.orderId, [gift]],
    ]);
    // The operator's work waiting names the gift to pack with the paid order.
    const pending = await callAsOperator<PendingWork>(ctx, 'GET', '/v1/operator/orders/pending', { query: { limit: 100 } });
    expect(pending.body.data.orders_to_ship.find((row) => row.order_id === earning.orderId)?.gifts).toEqual([
      { goods_id: soil.goodsId, goods_name: '营养土', goods_number: 2 },
    ]);
  });

  it("answers another shopper's order and a bad id as not found / invalid", async () => {
    const owner = await richBuyer();
    const { orderId } = await placeTestOrder(ctx, owner.key);
    const stranger = await richBuyer();
    const reply = await call(ctx.app, 'GET', '/v1/order/detail', { key: stranger.key, query: { order_id: orderId } });
    expect(reply).toMatchObject({ status: 404, body: { code: 404, msg: ORDER_NOT_FOUND } });
    expect((await call(ctx.app, 'GET', '/v1/order/detail', { key: owner.key, query: { order_id: 'x' } })).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/v1/order/detail', { query: { order_id: orderId } })).status).toBe(401);
  });
});

describe('GET /v1/order/tracking', () => {
  it('follows every parcel of a shipped order as the courier reports it, newest first', async () => {
    const buyer = await richBuyer();
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    const refused = await call(ctx.app, 'GET', '/v1/order/tracking', { key: buyer.key, query: { order_id: orderId } });
    expect(refused).toMatchObject({ status: 400, body: { msg: ORDER_ACTION_NOT_ALLOWED } });

    const shippedAt = new Date(ctx.clock.now().getTime() - 3 * DAY_MS);
    await shipOrder(ctx.db, { orderId, recIds: [recIds[0] as number], logisticsName: '顺丰速运', invoiceNo: 'SF001', now: shippedAt });
    await shipOrder(ctx.db, { orderId, logisticsName: '韵达快递', invoiceNo: 'YD002', now: ctx.clock.now() });
    type Parcel = { logistics_name: string; invoice_no: string; invoice_msg: { data: { time: string; context: string }[] } };
    const { body } = await call<Parcel & { parcels: Parcel[] }>(ctx.app, 'GET', '/v1/order/tracking', {
      key: buyer.key,
      query: { order_id: orderId },
    });
    expect(body.data).toMatchObject({ logistics_name: '韵达快递', invoice_no: 'YD002', invoice_msg: { data: [] } });
    expect(body.data.parcels.map((parcel) => parcel.invoice_no)).toEqual(['YD002', 'SF001']);
    const first = body.data.parcels[1] as Parcel;
    expect(first.invoice_msg.data[0]?.context).toContain('已签收');
    expect(first.invoice_msg.data.at(-1)?.context).toContain('已揽收');
    expect(first.invoice_msg.data[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const stranger = await richBuyer();
    expect((await call(ctx.app, 'GET', '/v1/order/tracking', { key: stranger.key, query: { order_id: orderId } })).status).toBe(404);
  });
});

describe('PUT /v1/order/cancel', () => {
  it('closes an unpaid order and gives back stock, coupon and balance once', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 3_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, number: 2, is_balance: 1 },
    });
    const orderId = placed.body.data.order_id;
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 0, surplusFen: 3_000, bonusId: bonus });

    const [first, second] = await Promise.all(
      [1, 2].map(() => call(ctx.app, 'PUT', '/v1/order/cancel', { key: buyer.key, json: { order_id: orderId } })),
    );
    expect([first?.body.code, second?.body.code].sort()).toEqual([200, 400]);
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 0, isDelete: 1 });
    expect((await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)))[0]?.stock).toBe(5);
    expect((await ctx.db.select().from(goods).where(eq(goods.goodsId, item.goodsId)))[0]?.stock).toBe(5);
    expect((await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, bonus)))[0]).toMatchObject({ orderId: null });
    expect((await ctx.db.select().from(users).where(eq(users.id, buyer.user.id)))[0]?.userMoneyFen).toBe(3_000);
    const logs = await ctx.db.select().from(balanceLogs).where(eq(balanceLogs.userId, buyer.user.id));
    expect(logs.filter((log) => log.shortChangeDesc === BALANCE_RETURN_CANCELLED_DESC)).toHaveLength(1);

    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: orderId } });
    expect(body.data).toMatchObject({ order_status: '交易关闭', view: { kind: 'closed' } });
    expect(body.data.view.actions).not.toContain('pay');
  });

  it("refuses a paid order and answers another shopper's as not found, changing nothing", async () => {
    const buyer = await richBuyer();
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    await expectRefused('PUT', '/v1/order/cancel', buyer.key, paid.orderId, 400, ORDER_ACTION_NOT_ALLOWED);
    const unpaid = await placeTestOrder(ctx, buyer.key);
    const stranger = await richBuyer();
    await expectRefused('PUT', '/v1/order/cancel', stranger.key, unpaid.orderId, 404, ORDER_NOT_FOUND);
  });
});

describe('PUT /v1/order/confirm', () => {
  it('completes a shipped order with its confirm time; an unpaid or paid-not-shipped order is refused', async () => {
    const { buyer, unpaid } = await buyerWithUnpaidOrder();
    await expectRefused('PUT', '/v1/order/confirm', buyer.key, unpaid.orderId, 400, ORDER_ACTION_NOT_ALLOWED);
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    await expectRefused('PUT', '/v1/order/confirm', buyer.key, paid.orderId, 400, ORDER_ACTION_NOT_ALLOWED);
    await shipOrder(ctx.db, { orderId: paid.orderId, logisticsName: '顺丰速运', invoiceNo: '9', now: ctx.clock.now() });
    const stranger = await richBuyer();
    await expectRefused('PUT', '/v1/order/confirm', stranger.key, paid.orderId, 404, ORDER_NOT_FOUND);
    const reply = await call(ctx.app, 'PUT', '/v1/order/confirm', { key: buyer.key, form: { order_id: String(paid.orderId) } });
    expect(reply.body).toMatchObject({ code: 200, data: { order_id: paid.orderId, o_status: 7, is_delete: 0 } });
    expect(await orderOf(paid.orderId)).toMatchObject({ oStatus: 7, confirmTime: ctx.clock.now() });
    await expectRefused('PUT', '/v1/order/confirm', buyer.key, paid.orderId, 400, ORDER_ACTION_NOT_ALLOWED);
  });
});

describe('recycle bin: delete, recover, destroy', () => {
  it('moves a complete order to the bin and back, and deletes it for good from there', async () => {
    const { buyer, unpaid } = await buyerWithUnpaidOrder();
    await expectRefused('DELETE', '/v1/order/delete', buyer.key, unpaid.orderId, 400, ORDER_ACTION_NOT_ALLOWED);
    const { orderId } = await placeCompleteOrder(buyer.key);
    await expectRefused('POST', '/v1/order/recover', buyer.key, orderId, 400, ORDER_ACTION_NOT_ALLOWED);
    await expectRefused('DELETE', '/v1/order/destroy', buyer.key, orderId, 400, ORDER_ACTION_NOT_ALLOWED);

    expect((await call(ctx.app, 'DELETE', '/v1/order/delete', { key: buyer.key, json: { order_id: orderId } })).body.data).toMatchObject({
      is_delete: 2,
    });
    await expectRefused('DELETE', '/v1/order/delete', buyer.key, orderId, 400, ORDER_ACTION_NOT_ALLOWED);
    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: buyer.key, query: { order_id: orderId } });
    expect(body.data.view.actions).toEqual(['restore', 'buyAgain', 'deleteForever']);

    expect((await call(ctx.app, 'POST', '/v1/order/recover', { key: buyer.key, json: { order_id: orderId } })).body.data).toMatchObject({
      o_status: 7,
      is_delete: 0,
    });
    await call(ctx.app, 'DELETE', '/v1/order/delete', { key: buyer.key, json: { order_id: orderId } });
    const stranger = await richBuyer();
    await expectRefused('DELETE', '/v1/order/destroy', stranger.key, orderId, 404, ORDER_NOT_FOUND);
    expect((await call(ctx.app, 'DELETE', '/v1/order/destroy', { key: buyer.key, json: { order_id: orderId } })).body.code).toBe(200);
    expect((await orderOf(orderId))?.isDelete).toBe(3);
    await expectRefused('POST', '/v1/order/recover', buyer.key, orderId, 404, ORDER_NOT_FOUND);
    expect(await listIds(buyer.key, { is_delete: 2 })).toEqual([]);
  });
});

describe('POST /v1/order/buy_again', () => {
  it("puts the order's lines back in the cart, or nothing when one cannot be bought", async () => {
    const buyer = await richBuyer();
    const { orderId, goodsIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ number: 2 }, { number: 1 }] });
    const { body } = await call<{ cart: { count: { total_number: number } } }>(ctx.app, 'POST', '/v1/order/buy_again', {
      key: buyer.key,
      json: { order_id: orderId },
    });
    expect(body).toMatchObject({ code: 200, data: { cart: { count: { total_number: 3 } } } });

    await ctx.db.delete(cartItems).where(eq(cartItems.userId, buyer.user.id));
    await ctx.db
      .update(goodsSkus)
      .set({ stock: 0 })
      .where(eq(goodsSkus.goodsId, goodsIds[1] as number));
    await ctx.db
      .update(goods)
      .set({ stock: 0 })
      .where(eq(goods.goodsId, goodsIds[1] as number));
    // As `garden goods stock` does; the catalogue cache would otherwise show the old stock for 2 s.
    invalidateCatalogue(ctx.db);
    const refused = await call(ctx.app, 'POST', '/v1/order/buy_again', { key: buyer.key, json: { order_id: orderId } });
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining(SOLD_OUT_BUTTON) });
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toEqual([]);

    const stranger = await richBuyer();
    expect((await call(ctx.app, 'POST', '/v1/order/buy_again', { key: stranger.key, json: { order_id: orderId } })).status).toBe(404);
  });
});

describe('deposit orders: the balance through /v2/order/pay', () => {
  /** A deposit order whose 20 % is paid by card (dj_status 1), balance window starting in `startsInHours`. */
  async function placeDepositOrder(startsInHours: number) {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 8801, balanceFen: 1_000_000 });
    const item = await createDepositGoods(ctx.db, ctx.clock.now(), startsInHours);
    const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } });
    const orderId = placed.body.data.order_id;
    const deposit = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: orderId, pay_id: 8, card_number: 8801 } });
    expect(deposit.body).toMatchObject({ code: 200, data: { amount: '20.00', paid: 1 } });
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 9, djStatus: 1, moneyPaidFen: 2_000 });
    return { key: buyer.key, orderId };
  }
  const payBalance = (key: string, orderId: number) =>
    call(ctx.app, 'POST', '/v2/order/pay', { key, json: { order_id: orderId, pay_id: 8, card_number: 8801 } });

  it('pays the balance inside the window: o_status 1 with everything paid', async () => {
    const { key, orderId } = await placeDepositOrder(-1);
    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key, query: { order_id: orderId } });
    expect(body.data).toMatchObject({
      deposit: '20.00',
      total_fee: '20.00',
      view: { actions: ['pay'], balance_window: { phase: 'open', payable: true } },
    });
    const paid = await payBalance(key, orderId);
    expect(paid.body).toMatchObject({ code: 200, data: { amount: '80.00', paid: 1 } });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ oStatus: 1, moneyPaidFen: 10_000 });
    // Two payments of one order: numbered in turn, so the balance's number can never meet the deposit's.
    const paidRows = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.paymentId);
    expect(paidRows.map((row) => row.outTradeNo)).toEqual([`${order?.orderSn}C0001`, `${order?.orderSn}C0002`]);
  });

  it('numbers the balance past a deposit numbered at random before serials (an older order)', async () => {
    const { key, orderId } = await placeDepositOrder(-1);
    const order = await orderOf(orderId);
    // Before serials a payment's number ended in four random digits; here the deposit drew the very serial the
    // balance would take by counting.
    await ctx.db
      .update(payments)
      .set({ outTradeNo: `${order?.orderSn}C0002` })
      .where(eq(payments.orderId, orderId));
    expect((await payBalance(key, orderId)).body).toMatchObject({ code: 200, data: { amount: '80.00', paid: 1 } });
    const paidRows = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.paymentId);
    expect(paidRows.map((row) => row.outTradeNo)).toEqual([`${order?.orderSn}C0002`, `${order?.orderSn}C0003`]);
  });

  it("refuses the balance before the window with the reminder's text, after it as missed, and with a 1970 start as out of the activity", async () => {
    const before = await placeDepositOrder(24);
    const row = await orderOf(before.orderId);
    const text = depositBalanceBeforeMessage(formatChinaTime(row?.payBegTime as Date), formatChinaTime(row?.payEndTime as Date));
    await expectRefusedPay(before.key, before.orderId, text);

    const over = await placeDepositOrder(-100);
    await expectRefusedPay(over.key, over.orderId, DEPOSIT_BALANCE_MISSED);
    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: over.key, query: { order_id: over.orderId } });
    expect(body.data.view.balance_window).toMatchObject({ phase: 'over', overtime: true, message: DEPOSIT_BALANCE_MISSED });

    const left = await placeDepositOrder(-1);
    await ctx.db
      .update(orders)
      .set({ payBegTime: new Date(0) })
      .where(eq(orders.orderId, left.orderId));
    await expectRefusedPay(left.key, left.orderId, DEPOSIT_NOT_IN_ACTIVITY);
  });

  async function expectRefusedPay(key: string, orderId: number, msg: string) {
    const before = await orderOf(orderId);
    const reply = await payBalance(key, orderId);
    expect(reply).toMatchObject({ status: 400, body: { code: 400, msg } });
    expect(await orderOf(orderId)).toEqual(before);
  }
});
