// The owner (IDOR) suite: every call that takes the id of something a shopper owns (address, cart line,
// order, refund, review, payment) is tried by another shopper with the owner's id. Each answers "not found"
// (or refuses), and no row of the database changes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCoupons } from './db/schema/index';
import { createBuyer, giveCoupon } from './test/buying-factories';
import { createGoods, useSeededContext } from './test/catalogue-factories';
import { call } from './test/http';
import { placeTestOrder } from './test/order-factories';
import { countRows, listTableNames } from './test/row-counts';

const ctx = useSeededContext();

describe('another shopper’s ids', () => {
  it('read as not found and change nothing, for every call that takes an owned id', async () => {
    const owner = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const intruder = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const goods = await createGoods(ctx.db, { skus: [[1_000, 50]] });
    const added = await call<{ item_id: number }>(ctx.app, 'POST', '/v3/cart/add', { key: owner.key, json: { gshp_id: goods.goodsId, number: '1' } });
    const itemId = added.body.data.item_id;
    const paid = await placeTestOrder(ctx, owner.key, { paid: true });
    const unpaid = await placeTestOrder(ctx, owner.key);
    const addressId = owner.address.addressId;

    const attempts: [method: string, path: string, fields: Record<string, unknown>][] = [
      ['GET', '/v1/address/info', { address_id: addressId }],
      [
        'PUT',
        '/v1/address/edit',
        { address_id: addressId, consignee: '别人', tel: '13912345678', province: 33, city: 3301, district: 330106, address: '改了' },
      ],
      ['DELETE', '/v1/address/delete', { address_id: addressId }],
      ['POST', '/v3/cart/select', { item_id: itemId }],
      ['POST', '/v3/cart/unselect', { item_id: itemId }],
      ['POST', '/v3/cart/number', { item_id: itemId, number: '3' }],
      ['POST', '/v3/cart/increase', { item_id: itemId }],
      ['POST', '/v3/cart/delete', { item_id: String(itemId) }],
      ['GET', '/v1/order/detail', { order_id: paid.orderId }],
      ['GET', '/v1/order/tracking', { order_id: paid.orderId }],
      ['PUT', '/v1/order/cancel', { order_id: unpaid.orderId }],
      ['PUT', '/v1/order/confirm', { order_id: paid.orderId }],
      ['DELETE', '/v1/order/delete', { order_id: unpaid.orderId }],
      ['POST', '/v1/order/recover', { order_id: unpaid.orderId }],
      ['POST', '/v1/order/buy_again', { order_id: paid.orderId }],
      [
        'POST',
        '/v1/order/refund',
        { order_id: paid.orderId, refund_type: 1, reason_type: 1, goods_json: JSON.stringify([{ rec_id: paid.recIds[0], number: 1 }]) },
      ],
      ['GET', '/v1/order/refund_info', { order_id: paid.orderId }],
      ['PUT', '/v1/order/cancel_refund', { order_id: paid.orderId }],
      ['GET', '/v2/order/comment_info', { order_id: paid.orderId }],
      ['GET', '/v2/order/pay_status', { order_id: unpaid.orderId }],
      ['POST', '/v2/order/pay', { order_id: unpaid.orderId, pay_id: 15 }],
    ];
    const tables = listTableNames();
    const before = await countRows(ctx.db, tables);
    // What the owner sees of each thing, to compare after the attempts (a count does not see an update).
    const ownerViews = async () =>
      Promise.all([
        call(ctx.app, 'GET', '/v1/order/detail', { key: owner.key, query: { order_id: paid.orderId } }),
        call(ctx.app, 'GET', '/v1/order/detail', { key: owner.key, query: { order_id: unpaid.orderId } }),
        call(ctx.app, 'GET', '/v1/address/info', { key: owner.key, query: { address_id: addressId } }),
        call(ctx.app, 'GET', '/v3/cart/lists', { key: owner.key }),
      ]).then((answers) => answers.map((answer) => answer.body.data));
    const viewsBefore = await ownerViews();
    for (const [method, path, fields] of attempts) {
      const options = method === 'GET' ? { query: fields as Record<string, string | number> } : { json: fields };
      const answer = await call(ctx.app, method, path, { key: intruder.key, ...options });
      expect([path, answer.body.code]).toEqual([path, 404]);
    }
    expect(await countRows(ctx.db, tables)).toEqual(before);

    // Another shopper's coupon is never applied nor taken: a checkout naming it prices without it, and an
    // order placed naming it leaves the owner's coupon unused.
    const coupon = await giveCoupon(ctx.db, owner.user.id, { typeMoneyFen: 500 }, ctx.config.now());
    const checkout = await call<{ order_list: { bonus_id: number }[] }>(ctx.app, 'POST', '/v2/order/checkout', {
      key: intruder.key,
      json: { gshp_id: goods.goodsId, number: 1, once: 1, bonus_id: coupon },
    });
    expect(checkout.body.data.order_list.map((order) => order.bonus_id)).not.toContain(coupon);
    await call(ctx.app, 'POST', '/v2/order/done', { key: intruder.key, json: { gshp_id: goods.goodsId, number: 1, once: 1, bonus_id: coupon } });
    const [held] = await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, coupon));
    expect([held?.userId, held?.orderId]).toEqual([owner.user.id, null]);
    // The owner's orders, address and cart are as they were.
    expect(await ownerViews()).toEqual(viewsBefore);
  });
});
