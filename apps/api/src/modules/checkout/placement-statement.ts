// The placement statement (shopping §7 "Place order"): one statement per combination of parts takes the
// stock with conditional updates, reserves coupons and balance, and writes the split orders.
import { BALANCE_USE_DESC } from '@garden/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { balanceLogs, cartItems, goods, goodsSkus, idempotencyKeys, orderGifts, orderGoods, orders, userCoupons, users } from '../../db/schema/index';
import { namedStatement } from '../../platform/prepared';

/** What a placed order answers (shopping §7: order_id or order_father_id, order_ids). */
export interface PlacedOrderIds {
  order_id: number;
  order_father_id: number;
  order_ids: number[];
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

export const orderColumns = writtenColumns(orders, [
  'orderSn',
  'userId',
  'oStatus',
  'djStatus',
  'isDeposit',
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
export type OrderValues = Parameters<typeof orderColumns.byName>[0];

export const lineColumns = writtenColumns(orderGoods, [
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
  'isDeposit',
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

export const giftColumns = writtenColumns(orderGifts, ['fvId', 'goodsId', 'goodsName', 'thumbnail', 'goodsNumber', 'marketPriceFen']);
export type GiftValues = Parameters<typeof giftColumns.byName>[0];

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
export const lockBalance = namedStatement<{ money: number }>(
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
export function placementFor(parts: PlacementParts): ReturnType<typeof placementStatement> {
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
