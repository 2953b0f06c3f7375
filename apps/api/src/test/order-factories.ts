// Test helpers for orders after placing: real orders placed through the cart and
// `/v2/order/cart_done`, unpaid or paid from the balance, so every later call starts from a row the
// buying code wrote.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favActivities, favActivityGoods, goodsAttrs, orderGoods, orders, paymentEvents, payments } from '../db/schema/index';
import { GIFT_ACTIVITY_TYPE } from '../modules/promotions/index';
import { invalidateCatalogue } from '../platform/catalogue-cache';
import { loadDirectBuyDraft, type CheckoutDraft } from '../modules/checkout/index';
import { placeOrders } from '../modules/checkout/index';
import { createGoods } from './catalogue-factories';
import type { TestContext } from './context';
import { call } from './http';

export interface TestOrderLine {
  /** Buy these existing goods (from ship-from place 1, one SKU) instead of fresh ones. */
  goodsId?: number;
  /** Market price of the goods in fen (the grade price follows from it). */
  priceFen?: number;
  number?: number;
  stock?: number;
}

/**
 * A running buy-N-get-a-gift promotion (act_type 4, `number` = N): every N pieces of `goodsIds` bought
 * together earn one `giftGoodsId` (listed at promo price 0). Runs from a second before `now` for a day.
 */
export async function createGiftPromotion(db: Database, input: { goodsIds: readonly number[]; giftGoodsId: number; buyNumber: number; now: Date }) {
  const begins = input.now.getTime() - 1000;
  const [activity] = await db
    .insert(favActivities)
    .values({
      actType: GIFT_ACTIVITY_TYPE,
      name: `买${input.buyNumber}件送赠品`,
      number: input.buyNumber,
      begTime: new Date(begins),
      endTime: new Date(begins + 86_400_000),
    })
    .returning();
  const fvId = (activity as { fvId: number }).fvId;
  await db
    .insert(favActivityGoods)
    .values([...input.goodsIds.map((goodsId) => ({ fvId, goodsId })), { fvId, goodsId: input.giftGoodsId, promoPriceFen: 0 }]);
  // Written behind the services' back: the checkout's cached running promotions would otherwise show it up to 2 s late.
  invalidateCatalogue(db);
  return fvId;
}

/**
 * Places a split order unpaid (shopping §3 `order_father_id`): a father and a child per part, each part goods of
 * its own ship-from place bought directly. The web checks out one place at a time; the placement splits them.
 */
export async function placeSplitOrder(ctx: TestContext, userId: number, parts: readonly { goodsId: number; number: number }[]) {
  const user = { id: userId, grade: null };
  const drafts = await Promise.all(
    parts.map((part) => loadDirectBuyDraft(ctx.db, user, { goodsId: part.goodsId, number: part.number, attrIds: [] }, ctx.clock.now())),
  );
  const draft: CheckoutDraft = {
    ...(drafts[0] as CheckoutDraft),
    orders: drafts.flatMap((one) => one.orders),
    shippingDescs: new Map(drafts.flatMap((one) => [...one.shippingDescs])),
  };
  return placeOrders(ctx.db, { userId, draft, choices: { isBlack: false }, messages: {}, useBalance: false, now: ctx.clock.now() });
}

/** Puts `number` of a goods (every SKU attribute it has) in a signed-in shopper's cart; the cart item's id. */
export async function addToCart(ctx: TestContext, key: string, goodsId: number, number: number): Promise<number> {
  const attrIds = (await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, goodsId))).map((attr) => attr.goodsAttrId);
  const added = await call<{ item_id: number }>(ctx.app, 'POST', '/v3/cart/add', { key, json: { gshp_id: goodsId, number, attr_id: attrIds } });
  if (added.body.code !== 200) throw new Error(`adding to the cart failed: ${added.body.msg}`);
  return added.body.data.item_id;
}

/**
 * Places one order of fresh goods (one line each, all from ship-from place 1) for a signed-in shopper.
 * `paid` pays it at once from the shopper's balance (`is_balance`), which must cover it.
 */
export async function placeTestOrder(ctx: TestContext, key: string, options: { lines?: readonly TestOrderLine[]; paid?: boolean } = {}) {
  const lines = options.lines ?? [{}];
  const goodsIds: number[] = [];
  for (const line of lines) {
    const item =
      line.goodsId !== undefined
        ? { goodsId: line.goodsId }
        : await createGoods(ctx.db, { sendAddressId: 1, skus: [[line.priceFen ?? 10_000, line.stock ?? 10]] });
    await addToCart(ctx, key, item.goodsId, line.number ?? 1);
    goodsIds.push(item.goodsId);
  }
  const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/cart_done', {
    key,
    json: { devide_items: ['1'], bonus_ids: { 1: 0 }, bonus_ship_ids: { 1: 0 }, is_balance: options.paid ? 1 : 0 },
  });
  if (placed.body.code !== 200) throw new Error(`placing failed: ${placed.body.msg}`);
  const orderId = placed.body.data.order_id;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (options.paid && order?.oStatus !== 1) throw new Error('the balance did not cover the order');
  const recIds = (
    await ctx.db.select({ recId: orderGoods.recId }).from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(orderGoods.recId)
  ).map((line) => line.recId);
  return { orderId, goodsIds, recIds };
}

/** The payment of a trade number (`out_trade_no`) and the gateway notifications recorded against it. */
export async function paymentOfTrade(db: Database, trade: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, trade));
  const events = payment ? await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.paymentId)) : [];
  return { payment, events };
}
