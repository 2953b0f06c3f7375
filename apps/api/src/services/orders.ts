// Placing orders (shopping §7 "Place order"): one transaction takes the stock with
// conditional updates, reserves coupons and balance, and writes the split orders with a snapshot of
// every fact `computeCheckout` read, so an audit can recompute them.
import { randomInt } from 'node:crypto';
import {
  BALANCE_SHORT,
  type CheckoutResult,
  countGifts,
  fromFen,
  type MemberCardUse,
  type OrderCheckout,
  type OrderState,
  paymentDeadline,
  type PlannedOrder,
  planPlacement,
  SOLD_OUT_BUTTON,
  type StoredOrderAmounts,
  toFen,
  validateSellerMessage,
} from '@garden/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { balanceLogs, cartItems, goods, goodsSkus, orderGifts, orderGoods, orders, userCoupons, users } from '../db/schema/index';
import { ApiError, badRequest, conflict, notFound } from '../lib/api-error';
import { goodsChanged, goodsChangeNotice } from './catalog-cache';
import type { GiftOffer } from './cart';
import { ADDRESS_REQUIRED, computeDraft, invalidCheckout, type CheckoutChoices, type CheckoutDraft, type DraftOrder } from './checkout';

export const ORDER_NOT_FOUND = '订单不存在';
export const COUPON_TAKEN = '优惠券已被使用，请重新选择';
export const BALANCE_USE_DESC = '下单使用余额';

export type OrderRow = typeof orders.$inferSelect;

/** What a placed order answers (shopping §7: order_id or order_father_id, order_ids). */
export interface PlacedOrderIds {
  order_id: number;
  order_father_id: number;
  order_ids: number[];
}

export interface PlaceOrderInput {
  userId: number;
  draft: CheckoutDraft;
  choices: CheckoutChoices;
  /** `msg_to_shop` per devide_item. */
  messages: Readonly<Record<string, string>>;
  /** `is_balance`: pay what the balance covers from it. */
  useBalance: boolean;
  /** Cart lines the order buys, removed from the cart in the same transaction (cart flow). */
  cartItemIds?: readonly number[];
  /** Runs in the placement's transaction once the orders are written (the retry key records them, lib/idempotency.ts). */
  afterPlacing?: (tx: Database, placed: PlacedOrderIds) => Promise<void>;
  now: Date;
}

/** The order's fields the domain's status rules read. */
export function toOrderState(row: OrderRow): OrderState {
  return {
    oStatus: row.oStatus,
    isDelete: row.isDelete,
    status: row.status,
    isCommented: row.isComment !== 0,
    isFollowedUp: row.isTwice !== 0,
    isDeposit: row.isDingjin,
    djStatus: row.djStatus,
    addTime: row.addTime,
    statusBeforeAfterSales: row.statusBeforeAfterSales,
    balanceWindow:
      row.isDingjin && row.payBegTime && row.payEndTime
        ? { payBegTime: Math.floor(row.payBegTime.getTime() / 1000), payEndTime: Math.floor(row.payEndTime.getTime() / 1000) }
        : null,
  };
}

/** A shopper's order by id; another shopper's order is "not found" (never say which). */
export async function findOwnOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** A unique order number: China local time to the second and six random digits. */
export function createOrderSn(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${china}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * Places the orders of a draft in one transaction. A retried request never reaches this twice: the
 * route answers a repeated `idempotency_key` with the first reply, or with the orders its key recorded in
 * this transaction when the first request's process died before replying (lib/idempotency.ts).
 */
export async function placeOrders(db: Database, input: PlaceOrderInput): Promise<PlacedOrderIds> {
  for (const message of Object.values(input.messages)) {
    const refusal = validateSellerMessage(message);
    if (refusal) throw badRequest(refusal);
  }
  if (!input.draft.address) throw invalidCheckout(ADDRESS_REQUIRED);
  const [firstError] = input.draft.errors;
  if (firstError) throw badRequest(firstError.msg);
  const { result, card, pricingCard } = computeDraft(input.draft, input.choices, input.now);
  const [firstIssue] = result.issues.filter((issue) => issue.kind !== 'unknown-shipping');
  if (firstIssue) throw badRequest(firstIssue.message);

  const placed = await db.transaction(async (tx) => {
    const placed = await writeOrders(tx, input, result, card?.fCardNumber ?? null, pricingCard);
    if (input.afterPlacing) await input.afterPlacing(tx, placed);
    if (input.cartItemIds && input.cartItemIds.length > 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.userId, input.userId), inArray(cartItems.itemId, [...input.cartItemIds])));
    }
    return placed;
  });
  goodsChanged(
    db,
    input.draft.orders.flatMap((order) => order.lines.map((line) => line.goodsId)),
  );
  return placed;
}

async function writeOrders(
  tx: Database,
  input: PlaceOrderInput,
  result: CheckoutResult,
  cardNumber: number | null,
  pricingCard: MemberCardUse | null,
): Promise<PlacedOrderIds> {
  const { draft, now } = input;
  const drafts = new Map(draft.orders.map((order) => [order.devideItem, order]));
  await takeStock(tx, draft.orders);

  // The domain decides every stored amount, the balance each order takes and its starting status.
  let balanceFen = 0;
  if (input.useBalance) {
    const [user] = await tx.select({ money: users.userMoneyFen }).from(users).where(eq(users.id, input.userId)).for('update');
    balanceFen = user?.money ?? 0;
  }
  const plan = planPlacement(result.orders, fromFen(balanceFen), now);
  const children = plan.orders.map((planned) => {
    const order = drafts.get(planned.id) as DraftOrder;
    const computed = result.orders.find((candidate) => candidate.id === planned.id) as OrderCheckout;
    return {
      lines: order.lines,
      gifts: earnedGifts(order, draft.giftOffers),
      couponIds: planned.couponIds,
      row: orderRow(input, planned, order, computed, { cardNumber, pricingCard }),
    };
  });

  // Split orders hang under a father that only carries the totals (shopping §3 `order_father_id`).
  let fatherId = 0;
  if (plan.father) {
    const [father] = await tx
      .insert(orders)
      .values({
        ...(children[0] as (typeof children)[number]).row,
        orderSn: createOrderSn(now),
        ...amountColumns(plan.father.amounts),
        bonusId: null,
        bonusShipId: null,
        moneyPaidFen: plan.father.surplus,
        surplusFen: plan.father.surplus,
        oStatus: plan.father.oStatus,
        payTime: plan.father.oStatus === 1 ? now : null,
        postscript: '',
      })
      .returning({ orderId: orders.orderId });
    fatherId = (father as { orderId: number }).orderId;
  }

  // One statement writes every child order and all their lines: a line finds its order by the order's
  // number among the inserted rows, and the answer maps the numbers back to the new ids (spelled out in
  // RETURNING, where Drizzle drops table names).
  const placed = tx.$with('placed').as(
    tx
      .insert(orders)
      .values(children.map((child) => ({ ...child.row, orderFatherId: fatherId || null })))
      .returning({ orderId: orders.orderId, orderSn: orders.orderSn }),
  );
  const written = await tx
    .with(placed)
    .insert(orderGoods)
    .values(
      children.flatMap((child) =>
        child.lines.map((line) => ({
          orderId: sql<number>`(select ${placed.orderId} from ${placed} where ${placed.orderSn} = ${child.row.orderSn})`,
          ...lineColumns(line),
        })),
      ),
    )
    .returning({
      orderId: orderGoods.orderId,
      orderSn: sql<string>`(select placed.order_sn from placed where placed.order_id = order_goods.order_id)`,
    });
  const orderIdOf = new Map(written.map(({ orderId, orderSn }) => [orderSn, orderId]));
  const orderIds = children.map((child) => orderIdOf.get(child.row.orderSn) as number);

  // Only orders that earned gifts pay for this statement (the orders benchmark counts them).
  const gifts = children.flatMap((child, index) => child.gifts.map((gift) => ({ ...gift, orderId: orderIds[index] as number })));
  if (gifts.length > 0) await tx.insert(orderGifts).values(gifts);

  await reserveCoupons(
    tx,
    input.userId,
    children.map((child, index) => ({ orderId: orderIds[index] as number, couponIds: child.couponIds })),
    now,
  );
  await debitBalance(tx, input.userId, plan.balanceUsed, fatherId || (orderIds[0] as number), now);
  return { order_id: fatherId || (orderIds[0] as number), order_father_id: fatherId, order_ids: orderIds };
}

/** Reserves each order's coupons for it; a coupon another order took meanwhile refuses the whole placement. */
async function reserveCoupons(
  tx: Database,
  userId: number,
  reservations: readonly { orderId: number; couponIds: readonly number[] }[],
  now: Date,
): Promise<void> {
  for (const { orderId, couponIds } of reservations) {
    if (couponIds.length === 0) continue;
    const reserved = await tx
      .update(userCoupons)
      .set({ orderId, usedTime: now })
      .where(and(inArray(userCoupons.bonusId, [...couponIds]), eq(userCoupons.userId, userId), isNull(userCoupons.orderId)))
      .returning({ bonusId: userCoupons.bonusId });
    if (reserved.length !== couponIds.length) throw conflict(COUPON_TAKEN);
  }
}

/** Takes the balance the plan uses, with its ledger row; a balance spent meanwhile refuses the placement. */
async function debitBalance(tx: Database, userId: number, amountFen: number, orderId: number, now: Date): Promise<void> {
  if (amountFen <= 0) return;
  const [after] = await tx
    .update(users)
    .set({ userMoneyFen: sql`${users.userMoneyFen} - ${amountFen}` })
    .where(and(eq(users.id, userId), sql`${users.userMoneyFen} >= ${amountFen}`))
    .returning({ money: users.userMoneyFen });
  if (!after) throw conflict(BALANCE_SHORT);
  await tx
    .insert(balanceLogs)
    .values({ userId, changeFen: -amountFen, balanceAfterFen: after.money, shortChangeDesc: BALANCE_USE_DESC, orderId, changeTime: now });
}

/** The stored columns of an order line, as the checkout priced it. */
function lineColumns(line: DraftOrder['lines'][number]) {
  return {
    goodsId: line.goodsId,
    skuId: line.skuId,
    goodsName: line.goodsName,
    goodsAttr: line.goodsAttr,
    goodsAttrId: line.goodsAttrId,
    goodsThumb: line.goodsThumb,
    goodsPriceFen: line.priceFen,
    marketPriceFen: line.marketPriceFen,
    goodsNumber: line.quantity,
    weightGrams: line.weightGrams,
    isDingjin: line.isDingjin,
    deliveryId: line.deliveryId,
    deliveryTime: line.deliveryTime,
    catId: line.catId,
    brandId: line.brandId,
    supId: line.supId,
    specialGoods: line.specialGoods,
    isFei5zhe: line.isFei5zhe,
    isHei5ka: line.isHei5ka,
    isMini: line.isMini,
  };
}

/** The stored amount columns of an order (fen). */
function amountColumns(amounts: StoredOrderAmounts) {
  return {
    goodsAmountFen: amounts.goodsAmount,
    marketAmountFen: amounts.marketAmount,
    shippingFeeFen: amounts.shippingFee,
    bonusFen: amounts.bonus,
    bonusShipFen: amounts.bonusShip,
    discountFen: amounts.discount,
    orderAmountFen: amounts.orderAmount,
    depositFen: amounts.deposit,
  };
}

/** The row of one planned split order: the plan's amounts and status, the draft's address and goods facts. */
function orderRow(
  input: PlaceOrderInput,
  planned: PlannedOrder,
  order: DraftOrder,
  computed: OrderCheckout,
  cards: { cardNumber: number | null; pricingCard: MemberCardUse | null },
): typeof orders.$inferInsert {
  const { now } = input;
  const address = input.draft.address as NonNullable<CheckoutDraft['address']>;
  const firstLine = order.lines[0];
  return {
    orderSn: createOrderSn(now),
    userId: input.userId,
    oStatus: planned.oStatus,
    djStatus: planned.djStatus,
    isDingjin: planned.isDeposit,
    payBegTime: planned.isDeposit ? (firstLine?.payBegTime ?? null) : null,
    payEndTime: planned.isDeposit ? (firstLine?.payEndTime ?? null) : null,
    payDeadline: paymentDeadline(now),
    ...amountColumns(planned.amounts),
    moneyPaidFen: planned.surplus,
    surplusFen: planned.surplus,
    payTime: planned.oStatus === 1 ? now : null,
    fCardNumber: cards.cardNumber,
    pricingCardNumber: cards.pricingCard ? Number(cards.pricingCard.cardNumber) : null,
    pricingCardDiscount: cards.pricingCard ? String(cards.pricingCard.discount) : null,
    isBlack: computed.mode === 'black-five',
    bonusId: computed.coupon?.coupon?.bonusId ?? null,
    bonusShipId: computed.shippingCoupon?.coupon?.bonusId ?? null,
    consignee: address.consignee,
    phone: address.tel,
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.address,
    sendAddressId: order.sendAddressId,
    sendAddressName: order.sendAddressName,
    shippingId: computed.shipping.id,
    shippingName: computed.shipping.name,
    postscript: input.messages[computed.id] ?? '',
    addTime: now,
  };
}

type GiftRow = Omit<typeof orderGifts.$inferInsert, 'orderId'>;

/**
 * The gifts one child order's own lines earn (shopping §3 `present`, the same `countGifts` over the same
 * promotions the checkout showed), snapshotted for `order_gifts`. No gift stock is taken: gifts are given
 * while stocks last and the operator packs what there is, so a short gift never refuses a paid-for order.
 */
function earnedGifts(order: DraftOrder, offers: readonly GiftOffer[]): GiftRow[] {
  const offerOf = new Map(offers.map((offer) => [offer.id, offer]));
  return countGifts(
    order.lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity })),
    offers,
  ).map((award) => {
    const offer = offerOf.get(award.promotionId) as GiftOffer;
    return {
      fvId: award.promotionId,
      goodsId: award.giftGoodsId,
      goodsName: offer.gift.name,
      thumbnail: offer.gift.thumbnail,
      goodsNumber: award.giftNumber,
      marketPriceFen: toFen(offer.gift.market_price),
    };
  });
}

/**
 * Takes the stock of every line with a conditional update (never read-then-write) and keeps the
 * goods' total stock and sales in step, one statement per SKU; lines go in goods then SKU order so two
 * buyers never lock the same rows in opposite orders. A SKU short of stock refuses the whole order.
 */
async function takeStock(tx: Database, drafts: readonly DraftOrder[]): Promise<void> {
  const bySku = new Map<number, { goodsId: number; quantity: number }>();
  for (const line of drafts.flatMap((order) => order.lines)) {
    const known = bySku.get(line.skuId);
    bySku.set(line.skuId, { goodsId: line.goodsId, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  const ordered = [...bySku].sort(([skuA, a], [skuB, b]) => a.goodsId - b.goodsId || skuA - skuB);
  for (const [skuId, { quantity }] of ordered) {
    const { rows } = await tx.execute<{ goods_id: number }>(sql`
      WITH taken AS (
        UPDATE ${goodsSkus} SET stock = stock - ${quantity} WHERE sku_id = ${skuId} AND stock >= ${quantity} RETURNING goods_id
      )
      UPDATE ${goods} SET stock = ${goods}.stock - ${quantity}, sales = ${goods}.sales + ${quantity}
      FROM taken WHERE ${goods}.goods_id = taken.goods_id RETURNING ${goods}.goods_id, ${goodsChangeNotice(sql`${goods}.goods_id`)}`);
    if (rows.length === 0) throw new ApiError(409, SOLD_OUT_BUTTON, 409);
  }
}
