// Split orders (shopping §3 `order_father_id`): a checkout over two ship-from places makes a father and
// two children; paying the father pays both, the auto-cancel closes all three and gives the stock back.
import { COUPON_TAKEN, SOLD_OUT_BUTTON } from '@garden/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { goods, goodsSkus, orders, userCoupons } from '../../db/schema/index';
import { createSandboxGateway } from '../../integrations/payments-sandbox';
import { createBuyer, giveCard, giveCoupon } from '../../test/buying-factories';
import { attrIdsOf, createGoods, useSeededContext, overwriteStock } from '../../test/catalogue-factories';
import type { CheckoutChoices, CheckoutDraft } from './draft';
import { loadDirectBuyDraft } from './drafts';
import { createOrderSn } from '../orders/index';
import { placeOrders } from './placement';
import { cancelAllExpiredOrders } from '../orders/index';
import { payForOrder } from '../payments/index';

const ctx = useSeededContext();

/** One draft over goods from two ship-from places, as a checkout of two groups would build it. */
async function splitDraft(userId: number): Promise<{ draft: CheckoutDraft; goodsIds: number[] }> {
  const here = await createGoods(ctx.db, { sendAddressId: 1, skus: [[10_000, 5]] });
  const there = await createGoods(ctx.db, { sendAddressId: 2, skus: [[6_000, 5]] });
  const user = { id: userId, grade: null };
  const [a, b] = await Promise.all([
    loadDirectBuyDraft(ctx.db, user, { goodsId: here.goodsId, number: 1, attrIds: [] }, ctx.clock.now()),
    loadDirectBuyDraft(ctx.db, user, { goodsId: there.goodsId, number: 2, attrIds: [] }, ctx.clock.now()),
  ]);
  return {
    draft: { ...a, orders: [...a.orders, ...b.orders], shippingDescs: new Map([...a.shippingDescs, ...b.shippingDescs]) },
    goodsIds: [here.goodsId, there.goodsId],
  };
}

const childrenOf = (fatherId: number) => ctx.db.select().from(orders).where(eq(orders.orderFatherId, fatherId));

/** Places a draft as the shopper confirmed it, without the balance, seller messages or a retry key. */
const placeWithout = (
  userId: number,
  draft: CheckoutDraft,
  choices: CheckoutChoices = { isBlack: false },
  drawOrderDigits?: (max: number) => number,
) => placeOrders(ctx.db, { userId, draft, choices, messages: {}, useBalance: false, now: ctx.clock.now(), drawOrderDigits });

/** What a placement may change of the goods: each SKU's stock and each goods' stock and sales. */
const stockOf = async (goodsIds: number[]) => ({
  skus: await ctx.db.select({ skuId: goodsSkus.skuId, stock: goodsSkus.stock }).from(goodsSkus).where(inArray(goodsSkus.goodsId, goodsIds)),
  goods: await ctx.db.select({ stock: goods.stock, sales: goods.sales }).from(goods).where(inArray(goods.goodsId, goodsIds)),
});
const ordersOf = (userId: number) => ctx.db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.userId, userId));

// Without the balance or a retry key the placement is one statement and no transaction: whatever refuses
// it must have been decided before its first write.
describe('a refused placement writes nothing', () => {
  it('one SKU ran short after the checkout: no order, and the other SKU keeps its stock and sales', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const { draft, goodsIds } = await splitDraft(buyer.user.id);
    const short = draft.orders[1]?.lines[0]?.skuId as number;
    await overwriteStock(ctx.db, short, 1);
    const before = await stockOf(goodsIds);
    await expect(placeWithout(buyer.user.id, draft)).rejects.toMatchObject({ msg: SOLD_OUT_BUTTON });
    expect(await stockOf(goodsIds)).toEqual(before);
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it('its coupon went to another order meanwhile: no order, no stock taken, the coupon left as it was', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const bonusId = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 1_000 }, ctx.clock.now());
    const { draft, goodsIds } = await splitDraft(buyer.user.id);
    const [elsewhere] = await ctx.db.select({ orderId: orders.orderId }).from(orders).limit(1);
    await ctx.db.update(userCoupons).set({ orderId: elsewhere?.orderId }).where(eq(userCoupons.bonusId, bonusId));
    const before = await stockOf(goodsIds);
    const choices = { isBlack: false, bonusIds: { [draft.orders[0]?.devideItem as string]: bonusId } };
    await expect(placeWithout(buyer.user.id, draft, choices)).rejects.toMatchObject({ msg: COUPON_TAKEN });
    expect(await stockOf(goodsIds)).toEqual(before);
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    const [coupon] = await ctx.db.select({ orderId: userCoupons.orderId }).from(userCoupons).where(eq(userCoupons.bonusId, bonusId));
    expect(coupon?.orderId).toBe(elsewhere?.orderId);
  });
});

describe('order numbers', () => {
  it('draws new numbers when one drawn is already taken, and places the order once', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const now = ctx.clock.now();
    const draft = await loadDirectBuyDraft(ctx.db, { id: buyer.user.id, grade: null }, { goodsId: item.goodsId, number: 1, attrIds: [] }, now);
    const drawnTwice = `${createOrderSn(now).slice(0, 14)}000042`;
    // Each placement draws 42 first, then crypto's digits.
    const drawingFortyTwoFirst = () => {
      const digits = [42];
      return (max: number) => digits.shift() ?? randomInt(max);
    };
    const first = await placeWithout(buyer.user.id, draft, undefined, drawingFortyTwoFirst());
    // The next placement draws the same digits in the same second, then new ones.
    const second = await placeWithout(buyer.user.id, draft, undefined, drawingFortyTwoFirst());
    const numbers = await ctx.db.select({ orderId: orders.orderId, orderSn: orders.orderSn }).from(orders).where(eq(orders.userId, buyer.user.id));
    expect(numbers.map((row) => row.orderId).sort()).toEqual([first.order_id, second.order_id].sort());
    expect(numbers.find((row) => row.orderId === first.order_id)?.orderSn).toBe(drawnTwice);
    expect(numbers.find((row) => row.orderId === second.order_id)?.orderSn).not.toBe(drawnTwice);
    expect((await stockOf([item.goodsId])).skus[0]?.stock).toBe(3);
  });
});

describe('split orders', () => {
  it('writes a father with the totals and a child per ship-from place; paying the father pays all', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 9, balanceFen: 50_000 });
    const { draft } = await splitDraft(buyer.user.id);
    const placed = await placeWithout(buyer.user.id, draft);
    expect(placed.order_father_id).toBe(placed.order_id);
    expect(placed.order_ids).toHaveLength(2);
    const [father] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.order_father_id));
    expect(father).toMatchObject({ goodsAmountFen: 22_000, orderAmountFen: 22_000, orderFatherId: null });
    expect((await childrenOf(placed.order_father_id)).map((child) => child.orderAmountFen).sort()).toEqual([10_000, 12_000]);

    const paid = await payForOrder(ctx.db, createSandboxGateway(ctx.db), {
      userId: buyer.user.id,
      orderId: placed.order_father_id,
      payId: 8,
      cardNumber: 9,
      now: ctx.clock.now(),
    });
    expect(paid).toMatchObject({ amount: 22_000, paid: 1 });
    expect((await childrenOf(placed.order_father_id)).every((child) => child.oStatus === 1)).toBe(true);
    expect((await ctx.db.select().from(orders).where(eq(orders.orderId, placed.order_father_id)))[0]?.oStatus).toBe(1);
  });

  it('closes an unpaid father and its children after 60 minutes, with the stock back', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const { draft, goodsIds } = await splitDraft(buyer.user.id);
    const placed = await placeWithout(buyer.user.id, draft);
    await cancelAllExpiredOrders(ctx.db, new Date(ctx.clock.now().getTime() + 60 * 60_000));
    const all = await ctx.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(all.map((row) => [row.orderId === placed.order_father_id, row.isDelete])).toEqual(
      expect.arrayContaining([
        [true, 1],
        [false, 1],
        [false, 1],
      ]),
    );
    for (const goodsId of goodsIds) expect((await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)))[0]?.stock).toBe(5);
  });
});

describe('placing, as the database sees it', () => {
  it('updates the goods, its SKU and the balance heap-only, so no index gets an entry for them', async () => {
    // A non-HOT update writes a new entry into every index of its table; goods has four GIN indexes over
    // its search texts. An index naming a column placing changes (stock, sales, user_money_fen), or pages
    // packed full, would turn these updates into index writes (migration 0017).
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 50_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const draft = await loadDirectBuyDraft(
      ctx.db,
      { id: buyer.user.id, grade: null },
      { goodsId: item.goodsId, number: 1, attrIds: [] },
      ctx.clock.now(),
    );
    const updates = await ctx.db.transaction(async (tx) => {
      // The session's counts so far (PGlite's one session keeps every earlier test's), then this placement's.
      const counts = async () =>
        (
          await tx.execute<{ relname: string; updated: number; hot: number }>(
            sql`SELECT relname, n_tup_upd::int AS updated, n_tup_hot_upd::int AS hot FROM pg_stat_xact_user_tables
                WHERE relname IN ('goods', 'goods_skus', 'users') ORDER BY relname`,
          )
        ).rows;
      const before = await counts();
      await placeOrders(tx, { userId: buyer.user.id, draft, choices: { isBlack: false }, messages: {}, useBalance: true, now: ctx.clock.now() });
      return (await counts()).map((after) => {
        const earlier = before.find((row) => row.relname === after.relname);
        return { relname: after.relname, updated: after.updated - (earlier?.updated ?? 0), hot: after.hot - (earlier?.hot ?? 0) };
      });
    });
    expect(updates).toEqual([
      { relname: 'goods', updated: 1, hot: 1 },
      { relname: 'goods_skus', updated: 1, hot: 1 },
      { relname: 'users', updated: 1, hot: 1 },
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)('placing, as PostgreSQL plans it', () => {
  it('plans the shopper and goods read and the placement statement once per connection, then runs their generic plans', async () => {
    // A named statement whose generic plan looks dearer than a custom one is planned afresh on every run,
    // which cost a quarter of a millisecond per checkout (the goods read once matched "the key or any SKU").
    const buyer = await createBuyer(ctx.db, ctx.config);
    const plans = await ctx.db.transaction(async (tx) => {
      // One transaction is one connection, whose prepared statements pg_prepared_statements lists.
      for (let i = 0; i < 8; i += 1) {
        const item = await createGoods(tx, {
          skus: [
            [10_000, 5],
            [12_000, 5],
          ],
        });
        const [attrId] = await attrIdsOf(tx, item.goodsId);
        const draft = await loadDirectBuyDraft(
          tx,
          { id: buyer.user.id, grade: null },
          { goodsId: item.goodsId, number: 1, attrIds: [attrId as number] },
          ctx.clock.now(),
        );
        await placeOrders(tx, { userId: buyer.user.id, draft, choices: { isBlack: false }, messages: {}, useBalance: false, now: ctx.clock.now() });
      }
      return (
        await tx.execute<{ name: string; generic_plans: number; custom_plans: number }>(
          sql`SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements
              WHERE name IN ('checkout_buyer_facts_goods_with_chosen_sku', 'place_orders') ORDER BY name`,
        )
      ).rows;
    });
    // Earlier tests may have run both on this connection already: at most five custom plans, then generic ones.
    expect(plans.map((row) => row.name)).toEqual(['checkout_buyer_facts_goods_with_chosen_sku', 'place_orders']);
    for (const row of plans) {
      expect(row.custom_plans).toBeLessThanOrEqual(5);
      expect(row.generic_plans).toBeGreaterThanOrEqual(3);
    }
  });
});
