// Placing orders (shopping §7 "Place order"): one statement takes the stock with
// conditional updates, reserves coupons and balance, and writes the split orders with a snapshot of
// every fact `computeCheckout` read, so an audit can recompute them.
import { randomInt } from 'node:crypto';
import {
  BALANCE_SHORT,
  type CheckoutResult,
  checkConfirmedCharge,
  type ConfirmedCharge,
  COUPON_TAKEN,
  countGifts,
  fromFen,
  type MemberCardUse,
  type OrderCheckout,
  type OrderState,
  paymentDeadline,
  type PlannedOrder,
  planPlacement,
  REQUEST_IN_PROGRESS,
  SOLD_OUT_BUTTON,
  type StoredOrderAmounts,
  toFen,
  validateSellerMessage,
} from '@garden/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { balanceLogs, cartItems, goods, goodsSkus, idempotencyKeys, orderGifts, orderGoods, orders, userCoupons, users } from '../../db/schema/index';
import { ApiError, badRequest, conflict, notFound, someCause } from '../../platform/api-error';
import { namedStatement } from '../../platform/prepared';
import { goodsChanged } from '../../platform/catalog-cache';
import type { GiftOffer } from '../cart/cart';
import { ADDRESS_REQUIRED, computeDraft, invalidCheckout, type CheckoutChoices, type CheckoutDraft, type DraftOrder } from '../checkout/checkout';

export const ORDER_NOT_FOUND = '订单不存在';
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
  /**
   * The checkout's `order_amount` and `pay_money` the shopper confirmed (the payment page sends them back):
   * the placement never charges more (domain `checkConfirmedCharge`). Absent ones are not compared.
   */
  confirmed?: ConfirmedCharge;
  /** Cart lines the order buys, removed from the cart by the same statement (cart flow). */
  cartItemIds?: readonly number[];
  /**
   * The retry key's claim the request runs under (platform/idempotency.ts): the placement records its orders on
   * the key, and is refused (409) once the claim is no longer this request's.
   */
  claim?: { key: string; token: string };
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

/**
 * An order number: China local time to the second and six random digits. Two placements in one second may
 * draw the same one (one in about 3,000 at 600 orders a second): the unique index refuses the second, which
 * then runs again with new numbers (placeOrders).
 */
export function createOrderSn(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${china}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** How many times a placement draws its order numbers before the collision is reported (as 请勿重复提交, app.ts). */
const ORDER_SN_DRAWS = 3;

/**
 * Places the orders of a draft in one statement. A retried request never reaches this twice: the
 * route answers a repeated `idempotency_key` with the first reply, or with the orders its key recorded in
 * this statement when the first request's process died before replying (platform/idempotency.ts).
 */
export async function placeOrders(db: Database, input: PlaceOrderInput): Promise<PlacedOrderIds> {
  for (const message of Object.values(input.messages)) {
    const refusal = validateSellerMessage(message);
    if (refusal) throw badRequest(refusal);
  }
  if (!input.draft.address) throw invalidCheckout(ADDRESS_REQUIRED);
  // A line that cannot be bought now (sold out, off sale since the checkout): the state changed, so 409.
  const [firstError] = input.draft.errors;
  if (firstError) throw conflict(firstError.msg);
  const { result, card, pricingCard } = computeDraft(input.draft, input.choices, input.now);
  const [firstIssue] = result.issues.filter((issue) => issue.kind !== 'unknown-shipping');
  if (firstIssue) throw badRequest(firstIssue.message);

  const place = (executor: Database) => writeOrders(executor, input, result, card?.fCardNumber ?? null, pricingCard);
  let placed: PlacedOrderIds;
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Alone, the placement statement is its own transaction, and a refused one writes nothing. The balance
      // is read under lock before it, so both need a transaction around them.
      placed = input.useBalance ? await db.transaction(place) : await place(db);
      break;
    } catch (error) {
      // A drawn order number already taken: nothing was written, so the placement runs again with new ones.
      if (attempt === ORDER_SN_DRAWS || !someCause(error, ({ constraint }) => constraint === 'orders_order_sn_uq')) throw error;
    }
  }
  goodsChanged(
    db,
    input.draft.orders.flatMap((order) => order.lines.map((line) => line.goodsId)),
  );
  return placed;
}

/**
 * The columns of `table` that placing writes, named once: the statement's column list and each row's
 * JSON (keyed by column name, as `jsonb_populate_record` reads it) come from the same keys.
 */
function writtenColumns<Table extends PgTable, Key extends keyof Table['$inferInsert'] & keyof Table['_']['columns'] & string>(
  table: Table,
  keys: readonly Key[],
) {
  const names = keys.map((key) => (getTableColumns(table)[key] as PgColumn).name);
  return {
    list: sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    ),
    /** The same columns read from the row `alias`. */
    of: (alias: string) =>
      sql.join(
        names.map((name) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`),
        sql`, `,
      ),
    byName: (row: Required<Pick<Table['$inferInsert'], Key>>) => Object.fromEntries(keys.map((key, index) => [names[index], row[key]])),
  };
}

const orderColumns = writtenColumns(orders, [
  'orderSn',
  'userId',
  'oStatus',
  'djStatus',
  'isDingjin',
  'payBegTime',
  'payEndTime',
  'payDeadline',
  'goodsAmountFen',
  'marketAmountFen',
  'shippingFeeFen',
  'bonusFen',
  'bonusShipFen',
  'discountFen',
  'orderAmountFen',
  'depositFen',
  'moneyPaidFen',
  'surplusFen',
  'payTime',
  'fCardNumber',
  'pricingCardNumber',
  'pricingCardDiscount',
  'isBlack',
  'bonusId',
  'bonusShipId',
  'consignee',
  'phone',
  'province',
  'city',
  'district',
  'address',
  'sendAddressId',
  'sendAddressName',
  'shippingId',
  'shippingName',
  'postscript',
  'addTime',
]);
type OrderValues = Parameters<typeof orderColumns.byName>[0];

const lineColumns = writtenColumns(orderGoods, [
  'goodsId',
  'skuId',
  'goodsName',
  'goodsAttr',
  'goodsAttrId',
  'goodsThumb',
  'goodsPriceFen',
  'marketPriceFen',
  'goodsNumber',
  'weightGrams',
  'isDingjin',
  'deliveryId',
  'deliveryTime',
  'catId',
  'brandId',
  'supId',
  'specialGoods',
  'isFei5zhe',
  'isHei5ka',
  'isMini',
]);

const giftColumns = writtenColumns(orderGifts, ['fvId', 'goodsId', 'goodsName', 'thumbnail', 'goodsNumber', 'marketPriceFen']);
type GiftValues = Parameters<typeof giftColumns.byName>[0];

const userId = sql`${sql.placeholder('userId')}::int`;
const now = sql`${sql.placeholder('now')}::timestamptz`;
const balanceFen = sql`${sql.placeholder('balanceFen')}::int`;

/** Units wanted per SKU: a JSON object from SKU id to quantity. */
const quantities = sql`${sql.placeholder('quantities')}::jsonb`;

/**
 * The stock rows of the wanted SKUs, locked each SKU then its goods, in goods then SKU order, as
 * give-back locks them, so two transactions never lock them in opposite orders. (The ids go in as an
 * array so the planner looks each one up by its key.)
 */
const lockStockRows = sql`
  SELECT s.sku_id, s.stock, (${quantities} ->> s.sku_id::text)::int AS quantity
  FROM ${goodsSkus} s
  JOIN ${goods} g ON g.goods_id = s.goods_id
  WHERE s.sku_id = ANY (ARRAY(SELECT jsonb_object_keys(${quantities})::int))
  ORDER BY s.goods_id, s.sku_id
  FOR NO KEY UPDATE OF s, g`;

/**
 * The shopper's balance, locked for the rest of the placement: the plan spends what it reads. The stock
 * rows are locked first (joined only for that), the order in which cancelling locks them and then the balance.
 */
const lockBalance = namedStatement<{ money: number }>(
  'placement_lock_balance',
  sql`
    WITH locked AS MATERIALIZED (${lockStockRows})
    SELECT u.user_money_fen AS money FROM ${users} u, (SELECT count(*) FROM locked) AS stock_rows
    WHERE u.user_id = ${userId}
    FOR UPDATE OF u`,
);

interface PlacementOutcome {
  /** Read under the locks, before any write: whether every SKU has the stock, every chosen coupon is free and the claim is still this request's. */
  stock_ok: boolean;
  coupons_ok: boolean;
  claim_held: boolean;
  balance_debited: number;
  placed: PlacedOrderIds;
}

/** The optional parts of a placement: a father order, gifts, reserved coupons, a balance debit, cart lines removed, a retry key. */
interface PlacementParts {
  father: boolean;
  gifts: boolean;
  coupons: boolean;
  balance: boolean;
  cartLines: boolean;
  claim: boolean;
}

/**
 * Everything a placement writes, in one statement: the stock of every SKU taken with a conditional
 * update (never read-then-write) and the goods' total stock and sales kept in step, the father and child
 * orders, their lines and gifts, the coupons reserved for their orders, the balance debited with its
 * ledger row, the bought cart lines removed, the placed orders recorded on the retry key. The stock rows
 * are locked first, then the chosen coupons and the key, and what decides the placement is read under
 * those locks (`ready`): every write depends on it, so a refused placement writes nothing and the
 * statement needs no transaction around it when it runs alone (a single statement is its own
 * transaction). A line finds its order by the order's number.
 *
 * The statement holds only the parts this placement has: every part costs PostgreSQL its tables'
 * locks, indexes and triggers to set up on each run even when it writes nothing (a direct buy with no
 * coupon, balance or gift ran twice as long). Each combination is named, so a connection plans it once.
 */
function placementStatement(name: string, parts: PlacementParts) {
  const stockRowsFirst = sql`(SELECT count(*) FROM locked) >= 0`;
  const fatherId = parts.father ? sql`(SELECT order_id FROM father)` : sql`null::int`;
  return namedStatement<PlacementOutcome>(
    name,
    sql`
    WITH locked AS MATERIALIZED (${lockStockRows}),
    stock_ok AS (
      SELECT count(*) = (SELECT count(*) FROM jsonb_object_keys(${quantities})) AND coalesce(bool_and(stock >= quantity), false) AS ok
      FROM locked
    ),${
      parts.coupons
        ? sql`
    free_coupons AS MATERIALIZED (
      SELECT u.bonus_id FROM ${userCoupons} u
      WHERE u.bonus_id IN (SELECT (c->>'bonus_id')::int FROM jsonb_array_elements(${sql.placeholder('coupons')}::jsonb) AS c)
        AND u.user_id = ${userId} AND u.order_id IS NULL AND ${stockRowsFirst}
      FOR NO KEY UPDATE OF u
    ),`
        : sql``
    }${
      parts.claim
        ? sql`
    claim_held AS MATERIALIZED (
      SELECT k.key FROM ${idempotencyKeys} k
      WHERE k.user_id = ${userId} AND k.key = ${sql.placeholder('claimKey')}::text AND k.claim_token = ${sql.placeholder('claimToken')}::text
        AND k.response_status IS NULL AND ${stockRowsFirst}
      FOR NO KEY UPDATE OF k
    ),`
        : sql``
    }
    checks AS (
      SELECT stock_ok.ok AS stock_ok,
        ${parts.coupons ? sql`(SELECT count(*) FROM free_coupons) = jsonb_array_length(${sql.placeholder('coupons')}::jsonb)` : sql`true`} AS coupons_ok,
        ${parts.claim ? sql`EXISTS (SELECT 1 FROM claim_held)` : sql`true`} AS claim_held
      FROM stock_ok
    ),
    ready AS (SELECT stock_ok AND coupons_ok AND claim_held AS ok FROM checks),
    taken AS (
      UPDATE ${goodsSkus} s SET stock = s.stock - l.quantity FROM locked l
      WHERE s.sku_id = l.sku_id AND s.stock >= l.quantity AND (SELECT ok FROM ready)
      RETURNING s.goods_id, l.quantity
    ),
    counted AS (
      UPDATE ${goods} g SET stock = g.stock - t.quantity, sales = g.sales + t.quantity
      FROM (SELECT goods_id, sum(quantity)::int AS quantity FROM taken GROUP BY goods_id) t
      WHERE g.goods_id = t.goods_id
    ),
    all_taken AS (SELECT count(*) = (SELECT count(*) FROM jsonb_object_keys(${quantities})) AS ok FROM taken),
    ${
      parts.father
        ? sql`father AS (
      INSERT INTO ${orders} (${orderColumns.list})
      SELECT ${orderColumns.of('father_row')} FROM jsonb_populate_recordset(null::${orders}, ${sql.placeholder('father')}::jsonb) AS father_row
      WHERE (SELECT ok FROM all_taken)
      RETURNING order_id, order_sn
    ),`
        : sql``
    }
    children AS (
      INSERT INTO ${orders} (order_father_id, ${orderColumns.list})
      SELECT ${fatherId}, ${orderColumns.of('child')}
      FROM jsonb_populate_recordset(null::${orders}, ${sql.placeholder('children')}::jsonb) WITH ORDINALITY AS child
      WHERE (SELECT ok FROM all_taken)
      ORDER BY child.ordinality
      RETURNING order_id, order_sn
    ),
    placed AS (
      SELECT jsonb_build_object('order_id', coalesce(to_jsonb(${fatherId}), ids -> 0), 'order_father_id', coalesce(${fatherId}, 0), 'order_ids', ids) AS ids
      FROM (
        SELECT coalesce(jsonb_agg(c.order_id ORDER BY e.position), '[]'::jsonb) AS ids
        FROM jsonb_array_elements_text(${sql.placeholder('childSns')}::jsonb) WITH ORDINALITY AS e(order_sn, position)
        JOIN children c ON c.order_sn = e.order_sn
      ) AS child_ids
    ),
    lines AS (
      INSERT INTO ${orderGoods} (order_id, ${lineColumns.list})
      SELECT children.order_id, ${lineColumns.of('l')}
      FROM jsonb_array_elements(${sql.placeholder('lines')}::jsonb) WITH ORDINALITY AS e(line, position)
      CROSS JOIN jsonb_populate_record(null::${orderGoods}, e.line) AS l
      JOIN children ON children.order_sn = e.line->>'order_sn'
      ORDER BY e.position
    )${
      parts.gifts
        ? sql`,
    gifts AS (
      INSERT INTO ${orderGifts} (order_id, ${giftColumns.list})
      SELECT children.order_id, ${giftColumns.of('g')}
      FROM jsonb_array_elements(${sql.placeholder('gifts')}::jsonb) AS e(gift)
      CROSS JOIN jsonb_populate_record(null::${orderGifts}, e.gift) AS g
      JOIN children ON children.order_sn = e.gift->>'order_sn'
    )`
        : sql``
    }${
      parts.coupons
        ? sql`,
    reserved AS (
      UPDATE ${userCoupons} u SET order_id = children.order_id, used_time = ${now}
      FROM jsonb_to_recordset(${sql.placeholder('coupons')}::jsonb) AS r(bonus_id int, order_sn text)
      JOIN children ON children.order_sn = r.order_sn
      WHERE u.bonus_id = r.bonus_id AND u.user_id = ${userId} AND u.order_id IS NULL
    )`
        : sql``
    }${
      parts.balance
        ? sql`,
    debited AS (
      UPDATE ${users} SET user_money_fen = user_money_fen - ${balanceFen}
      WHERE user_id = ${userId} AND user_money_fen >= ${balanceFen} AND (SELECT ok FROM all_taken)
      RETURNING user_money_fen
    ),
    ledger AS (
      INSERT INTO ${balanceLogs} (user_id, change_fen, balance_after_fen, short_change_desc, order_id, change_time)
      SELECT ${userId}, -${balanceFen}, user_money_fen, ${BALANCE_USE_DESC},
        (SELECT (ids->>'order_id')::int FROM placed), ${now}
      FROM debited
    )`
        : sql``
    }${
      parts.cartLines
        ? sql`,
    emptied AS (
      DELETE FROM ${cartItems}
      WHERE user_id = ${userId} AND item_id IN (SELECT jsonb_array_elements_text(${sql.placeholder('cartItemIds')}::jsonb)::int)
        AND (SELECT ok FROM all_taken)
    )`
        : sql``
    }${
      parts.claim
        ? sql`,
    kept AS (
      UPDATE ${idempotencyKeys} k SET placed = (SELECT ids FROM placed)
      WHERE k.user_id = ${userId} AND k.key = ${sql.placeholder('claimKey')}::text AND k.claim_token = ${sql.placeholder('claimToken')}::text
        AND (SELECT ok FROM all_taken)
    )`
        : sql``
    }
    SELECT checks.stock_ok, checks.coupons_ok, checks.claim_held,
      ${parts.balance ? sql`(SELECT count(*) FROM debited)::int` : sql`0`} AS balance_debited,
      (SELECT ids FROM placed) AS placed
    FROM checks`,
  );
}

/** The placement statement of each combination of parts, by its name, built on first use. */
const placements = new Map<string, ReturnType<typeof placementStatement>>();
function placementFor(parts: PlacementParts): ReturnType<typeof placementStatement> {
  // place_orders, then the parts present in PlacementParts' order: place_orders_father_coupons.
  const name = `place_orders${Object.entries(parts)
    .filter(([, present]) => present)
    .map(([part]) => `_${part}`)
    .join('')}`;
  let statement = placements.get(name);
  if (!statement) {
    statement = placementStatement(name, parts);
    placements.set(name, statement);
  }
  return statement;
}

async function writeOrders(
  db: Database,
  input: PlaceOrderInput,
  result: CheckoutResult,
  cardNumber: number | null,
  pricingCard: MemberCardUse | null,
): Promise<PlacedOrderIds> {
  const { draft } = input;
  const drafts = new Map(draft.orders.map((order) => [order.devideItem, order]));
  const wanted = JSON.stringify(unitsPerSku(draft.orders));

  // The domain decides every stored amount, the balance each order takes and its starting status.
  const [balance] = input.useBalance ? await lockBalance(db, { quantities: wanted, userId: input.userId }) : [];
  const plan = planPlacement(result.orders, fromFen(balance?.money ?? 0), input.now);
  // Charged as the shopper confirmed, or refused (in-process, before the statement; the balance is read).
  const refusal = checkConfirmedCharge(result, fromFen(plan.balanceUsed), input.confirmed ?? {});
  if (refusal) throw conflict(refusal.message);
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
  const father: OrderValues | null = plan.father && {
    ...(children[0] as (typeof children)[number]).row,
    orderSn: createOrderSn(input.now),
    ...amountColumns(plan.father.amounts),
    bonusId: null,
    bonusShipId: null,
    // Paying the father pays every child: by card 2 when any of them took the black-five discount.
    isBlack: result.blackFiveApplied,
    moneyPaidFen: plan.father.surplus,
    surplusFen: plan.father.surplus,
    oStatus: plan.father.oStatus,
    payTime: plan.father.oStatus === 1 ? input.now : null,
    postscript: '',
  };
  const gifts = children.flatMap((child) => child.gifts.map((gift) => ({ order_sn: child.row.orderSn, ...giftColumns.byName(gift) })));
  const coupons = children.flatMap((child) => child.couponIds.map((bonusId) => ({ bonus_id: bonusId, order_sn: child.row.orderSn })));
  const cartItemIds = input.cartItemIds ?? [];
  const place = placementFor({
    father: father !== null,
    gifts: gifts.length > 0,
    coupons: coupons.length > 0,
    balance: plan.balanceUsed > 0,
    cartLines: cartItemIds.length > 0,
    claim: input.claim !== undefined,
  });
  const [outcome] = await place(db, {
    userId: input.userId,
    now: input.now,
    quantities: wanted,
    father: JSON.stringify(father ? [orderColumns.byName(father)] : []),
    children: JSON.stringify(children.map((child) => orderColumns.byName(child.row))),
    childSns: JSON.stringify(children.map((child) => child.row.orderSn)),
    lines: JSON.stringify(
      children.flatMap((child) => child.lines.map((line) => ({ order_sn: child.row.orderSn, ...lineColumns.byName(lineValues(line)) }))),
    ),
    gifts: JSON.stringify(gifts),
    coupons: JSON.stringify(coupons),
    balanceFen: plan.balanceUsed,
    cartItemIds: JSON.stringify(cartItemIds),
    claimKey: input.claim?.key,
    claimToken: input.claim?.token,
  });
  // A SKU short of stock refuses the whole placement; so do a coupon another order took and a retry key
  // another request took over (this one was believed dead). None of them wrote anything.
  if (!outcome?.stock_ok) throw new ApiError(409, SOLD_OUT_BUTTON, 409);
  if (!outcome.coupons_ok) throw conflict(COUPON_TAKEN);
  if (!outcome.claim_held) throw conflict(REQUEST_IN_PROGRESS);
  // The balance was read under lock in this transaction (lockBalance): a debit short of it is a defect, rolled back.
  if (plan.balanceUsed > 0 && outcome.balance_debited === 0) throw conflict(BALANCE_SHORT);
  return outcome.placed;
}

/** Units wanted per SKU id across every line of the draft. */
function unitsPerSku(drafts: readonly DraftOrder[]): Record<number, number> {
  const quantityOf: Record<number, number> = {};
  for (const line of drafts.flatMap((order) => order.lines)) quantityOf[line.skuId] = (quantityOf[line.skuId] ?? 0) + line.quantity;
  return quantityOf;
}

/** The stored columns of an order line, as the checkout priced it. */
function lineValues(line: DraftOrder['lines'][number]): Parameters<typeof lineColumns.byName>[0] {
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
): OrderValues {
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

/**
 * The gifts one child order's own lines earn (shopping §3 `present`, the same `countGifts` over the same
 * promotions the checkout showed), snapshotted for `order_gifts`. No gift stock is taken: gifts are given
 * while stocks last and the operator packs what there is, so a short gift never refuses a paid-for order.
 */
function earnedGifts(order: DraftOrder, offers: readonly GiftOffer[]): GiftValues[] {
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
