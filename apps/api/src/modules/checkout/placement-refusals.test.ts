// The price the shopper confirmed is the price charged, or the placement is refused (shopping §4 "Cart and
// checkout"), and a black-five order is paid by card 2 only (shopping §3 "Member card", §4, §9).
import { BLACK_FIVE_PAY_BY_CARD_ONLY, COUPON_TAKEN, maxQuantityMessage, PRICE_CHANGED } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardLogs, goodsSkus, memberCards, orders, userCoupons, users } from '../../db/schema/index';
import { createBuyer, giveCard, giveCoupon, type PlacedReply } from '../../test/buying-factories';
import { attrIdsOf, createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { countRows, listTableNames } from '../../test/row-counts';

interface Shown {
  order_amount: string;
  pay_money: string;
  surplus: string;
  order_list: { bonus_id: number; bonus_ship_id: number }[];
}
type Placed = PlacedReply & { pay_msg: string };

const ctx = useSeededContext();

const ordersOf = (userId: number) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const stockOf = async (goodsId: number) => (await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)))[0]?.stock;
const checkout = (key: string, json: Record<string, unknown>) => call<Shown>(ctx.app, 'POST', '/v2/order/checkout', { key, json });
/** The amounts of a checkout reply, as the payment page sends them back when it places the order. */
const confirmed = ({ order_amount, pay_money }: Shown) => ({ order_amount, pay_money });

describe('placing charges what the checkout showed, or refuses', () => {
  it('20 placements in parallel naming the same coupon: one uses it, 19 are refused 409, none charged the full price', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[6_580, 100]] });
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    const fields = { gshp_id: item.goodsId, shipping_id: 1, bonus_id: bonus };
    const shown = await checkout(buyer.key, fields);
    expect(shown.body.data).toMatchObject({ order_amount: '60.80', pay_money: '60.80' });

    const place = (n: number) =>
      call<Placed>(ctx.app, 'POST', '/v2/order/done', {
        key: buyer.key,
        json: { ...fields, ...confirmed(shown.body.data), idempotency_key: `same-coupon-${n}` },
      });
    // Two waves of 10: the first race for the coupon under the placement's locks; the second read their
    // checkout after it was taken, and a chosen coupon that no longer stands is refused, never replaced by the
    // automatic pick (shopping §4 "Cart and checkout": the shopper confirms the payable amount).
    const firstWave = await Promise.all(Array.from({ length: 10 }, (_, n) => place(n)));
    const replies = [...firstWave, ...(await Promise.all(Array.from({ length: 10 }, (_, n) => place(10 + n))))];
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((candidate) => candidate.status !== 200)) {
      expect(reply).toMatchObject({ status: 409, body: { code: 409, msg: COUPON_TAKEN, data: null } });
    }
    const placed = await ordersOf(buyer.user.id);
    expect(placed.map((order) => [order.orderAmountFen, order.bonusId])).toEqual([[6_080, bonus]]);
    expect(await stockOf(item.goodsId)).toBe(99);
  });

  it('a named coupon taken meanwhile is refused even when the page sends no amounts', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[6_580, 10]] });
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    const first = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, bonus_id: bonus } });
    expect(first.body.code).toBe(200);
    const before = await countRows(ctx.db, listTableNames());
    const second = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, bonus_id: bonus } });
    expect(second).toMatchObject({ status: 409, body: { code: 409, msg: COUPON_TAKEN } });
    expect(await countRows(ctx.db, listTableNames())).toEqual(before);
  });

  it('a named shipping coupon taken meanwhile is refused in the cart flow too', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const ship = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500, isShipping: true }, ctx.clock.now());
    // Used by another order meanwhile (as the placement marks it).
    await ctx.db.update(userCoupons).set({ usedTime: ctx.clock.now() }).where(eq(userCoupons.bonusId, ship));
    const add = await call(ctx.app, 'POST', '/v3/cart/add', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, number: 1, attr_id: await attrIdsOf(ctx.db, item.goodsId) },
    });
    expect(add.body.code).toBe(200);
    const refused = await call(ctx.app, 'POST', '/v2/order/cart_done', {
      key: buyer.key,
      json: { devide_items: '1', shipping_ids: { 1: 2 }, bonus_ship_ids: { 1: ship } },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 409, msg: COUPON_TAKEN } });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it('a price raised after the checkout refuses the placement; the new checkout places at the new price', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const fields = { gshp_id: item.goodsId, shipping_id: 1 };
    const shown = await checkout(buyer.key, fields);
    await ctx.db.update(goodsSkus).set({ marketPriceFen: 12_000 }).where(eq(goodsSkus.goodsId, item.goodsId));

    const refused = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, ...confirmed(shown.body.data) } });
    expect(refused).toMatchObject({ status: 409, body: { code: 409, msg: PRICE_CHANGED, data: null } });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    expect(await stockOf(item.goodsId)).toBe(10);

    const again = await checkout(buyer.key, fields);
    expect(again.body.data.pay_money).toBe('120.00');
    const placed = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, ...confirmed(again.body.data) } });
    expect(placed.body.code).toBe(200);
    // A price that fell meanwhile charges less than was confirmed, and stands.
    await ctx.db.update(goodsSkus).set({ marketPriceFen: 9_000 }).where(eq(goodsSkus.goodsId, item.goodsId));
    const cheaper = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, ...confirmed(again.body.data) } });
    expect(cheaper.body.code).toBe(200);
    expect((await ordersOf(buyer.user.id)).map((order) => order.orderAmountFen).sort()).toEqual([12_000, 9_000].sort());
  });

  it('a balance spent meanwhile refuses the placement rather than leave more to pay than was shown', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 3_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const fields = { gshp_id: item.goodsId, shipping_id: 1, is_balance: 1 };
    const shown = await checkout(buyer.key, fields);
    expect(shown.body.data).toMatchObject({ surplus: '30.00', pay_money: '70.00' });
    await ctx.db.update(users).set({ userMoneyFen: 1_000 }).where(eq(users.id, buyer.user.id));

    const refused = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, ...confirmed(shown.body.data) } });
    expect(refused).toMatchObject({ status: 409, body: { msg: PRICE_CHANGED } });
    expect((await ctx.db.select().from(users).where(eq(users.id, buyer.user.id)))[0]?.userMoneyFen).toBe(1_000);
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it('stock sold meanwhile refuses the placement with 409 and the reason', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 1]] });
    const shown = await checkout(buyer.key, { gshp_id: item.goodsId });
    await ctx.db.update(goodsSkus).set({ stock: 0 }).where(eq(goodsSkus.goodsId, item.goodsId));
    const refused = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, ...confirmed(shown.body.data) } });
    expect(refused).toMatchObject({ status: 409, body: { code: 409, msg: maxQuantityMessage(0), data: null } });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it('refuses a confirmed amount that is not money', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db);
    const refused = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, pay_money: '1e3' } });
    expect(refused).toMatchObject({ status: 400, body: { code: 400 } });
  });
});

describe('a black-five order is paid by card 2 only', () => {
  async function blackFiveBuyer(cardTwoFen = 100_000) {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 50_000 });
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 2, balanceFen: cardTwoFen, fName: '黑五卡' });
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 8801, balanceFen: 100_000 });
    const item = await createGoods(ctx.db, { isHei5ka: true, skus: [[10_000, 10]] });
    return { buyer, fields: { gshp_id: item.goodsId, is_black: 1, shipping_id: 1 } };
  }
  const cardTwoOf = async (userId: number) =>
    (await ctx.db.select().from(memberCards).where(eq(memberCards.userId, userId))).find((card) => card.fCardNumber === 2);

  it('refuses placing it with Alipay, WeChat, another card or the balance, writing nothing', async () => {
    const { buyer, fields } = await blackFiveBuyer();
    const before = await countRows(ctx.db, listTableNames());
    for (const payment of [{ pay_id: 15 }, { pay_id: 16 }, { pay_id: 8, card_number: 8801 }, { is_balance: 1 }]) {
      const refused = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, ...payment } });
      expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: BLACK_FIVE_PAY_BY_CARD_ONLY, data: null } });
    }
    expect(await countRows(ctx.db, listTableNames())).toEqual(before);
  });

  it('places it with pay_id 8 and charges card 2 the half price', async () => {
    const { buyer, fields } = await blackFiveBuyer();
    const { body } = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, pay_id: 8 } });
    expect(body).toMatchObject({ code: 200, data: { paid: 1, pay_msg: '' } });
    const [order] = await ordersOf(buyer.user.id);
    expect(order).toMatchObject({ isBlack: true, orderAmountFen: 5_000, oStatus: 1, payId: 8, fCardNumber: 2 });
    const card = await cardTwoOf(buyer.user.id);
    expect(card?.balanceFen).toBe(95_000);
    expect(
      (
        await ctx.db
          .select()
          .from(cardLogs)
          .where(eq(cardLogs.cardId, card?.cardId as number))
      ).map((log) => log.changeFen),
    ).toEqual([-5_000]);
  });

  it('refuses paying a placed black-five order any other way, and takes card 2', async () => {
    const { buyer, fields } = await blackFiveBuyer();
    const placed = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: fields });
    expect(placed.body.code).toBe(200);
    const orderId = placed.body.data.order_id;
    for (const payment of [{ pay_id: 15 }, { pay_id: 16 }, { pay_id: 8, card_number: 8801 }]) {
      const refused = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: orderId, ...payment } });
      expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: BLACK_FIVE_PAY_BY_CARD_ONLY } });
    }
    const paid = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: orderId, pay_id: 8 } });
    expect(paid.body).toMatchObject({ code: 200, data: { paid: 1, amount: '50.00' } });
    expect((await cardTwoOf(buyer.user.id))?.balanceFen).toBe(95_000);
  });
});
