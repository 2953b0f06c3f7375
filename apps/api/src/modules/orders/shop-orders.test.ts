import { endpoints, type OperatorOrderDetail, type OperatorOrderPage } from '@garden/contract';
import { ORDER_NOT_FOUND, ORDER_TAB_INVALID } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { callAsOperator, refused } from '../../test/http';
import { placeSplitOrder, placeTestOrder } from '../../test/order-factories';
import { isNotFather } from './views';

const ctx = useSeededContext();

const list = (query: Record<string, string | number>) =>
  callAsOperator<OperatorOrderPage>(ctx, 'GET', endpoints.listShopOrders.path, {
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const detail = (orderId: number) =>
  callAsOperator<OperatorOrderDetail>(ctx, 'GET', endpoints.readShopOrder.path, { query: { order_id: String(orderId) } });
const idsOf = (page: OperatorOrderPage) => page.list.map((order) => order.order_id);

describe('GET /v1/operator/orders/list', () => {
  it('finds a shopper’s orders by their mobile, each under its tab, with how it was paid', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const mobile = buyer.user.mobile as string;
    const unpaid = await placeTestOrder(ctx, buyer.key);
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });

    const all = (await list({ person: mobile })).body.data;
    expect(idsOf(all)).toEqual([paid.orderId, unpaid.orderId]);
    expect(all.total).toBe(2);
    expect(all.list.map(({ tab, pay_name, user_mobile, order_status }) => ({ tab, pay_name, user_mobile, order_status }))).toEqual([
      { tab: 'toShip', pay_name: '余额', user_mobile: mobile, order_status: '待发货' },
      { tab: 'unpaid', pay_name: '', user_mobile: mobile, order_status: '待付款' },
    ]);
    expect(idsOf((await list({ person: mobile, tab: 'unpaid' })).body.data)).toEqual([unpaid.orderId]);
    expect(idsOf((await list({ person: mobile, tab: 'toShip' })).body.data)).toEqual([paid.orderId]);
    // Only the balance paid it; no order of the shopper's went through a gateway.
    expect(idsOf((await list({ person: mobile, pay_id: 0 })).body.data)).toEqual([paid.orderId]);
    expect(idsOf((await list({ person: mobile, pay_id: 15 })).body.data)).toEqual([]);
  });

  it('narrows by order number, goods name, consignee and the created and paid times; a % is a percent sign, not a wildcard', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { goodsId } = await createGoods(ctx.db, { name: '列表专用铁线莲100%' });
    const { orderId } = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId }], paid: true });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    if (!row) throw new Error('the order was not placed');
    const placedAt = Math.floor(row.addTime.getTime() / 1000);

    expect(idsOf((await list({ order_sn: row.orderSn.slice(-8) })).body.data)).toEqual([orderId]);
    expect(idsOf((await list({ goods_name: '专用铁线莲100%' })).body.data)).toEqual([orderId]);
    expect(idsOf((await list({ goods_name: '专用铁线莲1%' })).body.data)).toEqual([]);
    expect(idsOf((await list({ person: '林花匠', goods_name: '铁线莲100' })).body.data)).toEqual([orderId]);
    expect(idsOf((await list({ goods_name: '铁线莲100', created_from: placedAt, created_to: placedAt + 1 })).body.data)).toEqual([orderId]);
    expect(idsOf((await list({ goods_name: '铁线莲100', created_from: placedAt + 1 })).body.data)).toEqual([]);
    expect(idsOf((await list({ goods_name: '铁线莲100', paid_to: placedAt - 1 })).body.data)).toEqual([]);
  });

  it('counts every tab over the whole shop, whatever the other filters: each order once beside 全部, but for 其他订单', async () => {
    const { counts, total } = (await list({ tab: 'all', person: '没有这个人', limit: 1 })).body.data;
    expect(counts.map((count) => count.name)).toEqual(['全部', '待付款', '待发货', '部分发货', '已发货', '售后', '交易完成', '定金商品', '交易关闭']);
    const [all, ...others] = counts;
    expect(total).toBe(0);
    const shopOrders = await ctx.db.$count(orders, isNotFather);
    const otherOrders = await ctx.db.$count(orders, and(isNotFather, eq(orders.oStatus, 100)));
    expect(all?.count).toBe(shopOrders);
    expect(others.reduce((sum, count) => sum + count.count, 0)).toBe(shopOrders - otherOrders);
    expect((await list({ tab: 'toShip', limit: 1 })).body.data.total).toBe(counts.find((count) => count.tab === 'toShip')?.count);
  });

  it('leaves out the father of a split order (a payment group) and refuses a tab it does not have', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const first = await createGoods(ctx.db, { sendAddressId: 1 });
    const second = await createGoods(ctx.db, { sendAddressId: 2 });
    const placed = await placeSplitOrder(ctx, buyer.user.id, [
      { goodsId: first.goodsId, number: 1 },
      { goodsId: second.goodsId, number: 1 },
    ]);
    const shown = idsOf((await list({ person: buyer.user.mobile as string })).body.data);
    expect(shown.sort()).toEqual([...placed.order_ids].sort());
    expect(shown).not.toContain(placed.order_father_id);
    expect((await detail(placed.order_father_id)).body).toEqual(refused(ORDER_NOT_FOUND, 404));
    expect((await list({ tab: 'lost' })).body).toEqual(refused(ORDER_TAB_INVALID));
  });
});

describe('GET /v1/operator/orders/detail', () => {
  it('tells a shipped order’s story: lines, amounts, the payment, each parcel with its lines, and the operator who shipped it', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    const shipped = await callAsOperator(ctx, 'POST', endpoints.shipOrder.path, {
      json: { order_id: orderId, shipping_id: 1, invoice_no: 'SF2001', rec_ids: String(recIds[0]) },
    });
    expect(shipped.body.code).toBe(200);

    const { order, payments, shipments, requests, timeline } = (await detail(orderId)).body.data;
    expect(order).toMatchObject({ order_id: orderId, tab: 'partlyShipped', order_status: '部分发货', pay_name: '余额', user_id: buyer.user.id });
    expect(order.goods_list.map((line) => [line.rec_id, line.shipped])).toEqual([
      [recIds[0], true],
      [recIds[1], false],
    ]);
    expect(order.surplus).toBe(order.order_amount);
    // The balance paid it all: no gateway payment.
    expect(payments).toEqual([]);
    expect(shipments).toEqual([expect.objectContaining({ logistics_name: '顺丰速运', invoice_no: 'SF2001', rec_ids: [recIds[0]] })]);
    expect(requests).toEqual([]);
    expect(timeline.map(({ kind, text, operator_login }) => ({ kind, text, operator_login }))).toEqual([
      { kind: 'placed', text: '下单', operator_login: null },
      { kind: 'paid', text: '付款（余额）', operator_login: null },
      { kind: 'shipped', text: '发货：顺丰速运 SF2001', operator_login: null },
      { kind: 'operator', text: 'shipOrder', operator_login: 'owner' },
    ]);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await detail(2_000_000_000)).body).toEqual(refused(ORDER_NOT_FOUND, 404));
  });
});
