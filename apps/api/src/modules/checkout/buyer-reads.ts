// The shopper's side of a checkout, read fresh: the address, unused coupons and member cards (shopping §3, §7),
// with a one-line checkout's goods in the same statement.
import { type ActRange, fromFen } from '@garden/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, couponTypes, memberCards, regions, userCoupons } from '../../db/schema/index';
import { fromJsonRow, jsonRowOf } from '../../platform/json-rows';
import { namedStatement, preparedPer } from '../../platform/prepared';

import type { AddressRow, CardRow, DirectBuyRequest, HeldCoupon } from './draft';
import { type LineFacts, type LineRowJson, lineRowsOf, lineRowValues, readLineFacts } from './line-reads';

/** The shopper's side of a checkout as PostgreSQL sends it, with the goods rows of a line when asked for. */
interface BuyerFactsRow {
  address: { row: Record<string, unknown>; provinceName: string; cityName: string; districtName: string } | null;
  coupons: { bonusId: number; type: Record<string, unknown> }[];
  cards: Record<string, unknown>[];
  line_rows?: LineRowJson[];
}

/**
 * What a checkout reads of the shopper, in one statement: the chosen address (or, without one, the
 * default) with its region names, the coupons not yet used or reserved by an order, and the member cards;
 * with `line`, also the goods rows of a checkout's one line (line-reads.ts), saving a statement per order.
 */
const buyerFactsStatement = (name: string, line?: SQL) =>
  namedStatement<BuyerFactsRow>(
    name,
    sql`
    SELECT
      (SELECT json_build_object('row', ${jsonRowOf(addresses, 'a')}, 'provinceName', p.region_name, 'cityName', c.region_name,
          'districtName', d.region_name)
        FROM ${addresses} a
        JOIN ${regions} p ON p.region_id = a.province
        JOIN ${regions} c ON c.region_id = a.city
        JOIN ${regions} d ON d.region_id = a.district
        WHERE a.user_id = ${sql.placeholder('userId')}::int
          AND CASE WHEN ${sql.placeholder('addressId')}::int IS NULL THEN a.is_default ELSE a.address_id = ${sql.placeholder('addressId')}::int END
        LIMIT 1) AS address,
      (SELECT coalesce(json_agg(json_build_object('bonusId', u.bonus_id, 'type', ${jsonRowOf(couponTypes, 't')}) ORDER BY u.bonus_id), '[]')
        FROM ${userCoupons} u JOIN ${couponTypes} t ON t.type_id = u.type_id
        WHERE u.user_id = ${sql.placeholder('userId')}::int AND u.order_id IS NULL AND u.used_time IS NULL) AS coupons,
      (SELECT coalesce(json_agg(${jsonRowOf(memberCards, 'm')} ORDER BY m.f_card_number), '[]')
        FROM ${memberCards} m WHERE m.user_id = ${sql.placeholder('userId')}::int) AS cards${
          line
            ? sql`,
      ${line} AS line_rows`
            : sql``
        }`,
  );
const buyerFacts = buyerFactsStatement('checkout_buyer_facts');
const buyerFactsWithChosenSku = buyerFactsStatement('checkout_buyer_facts_goods_with_chosen_sku', lineRowsOf(true));
const buyerFactsWithEverySku = buyerFactsStatement('checkout_buyer_facts_goods_with_every_sku', lineRowsOf(false));

/** The shopper's side of a checkout: the address (null without one), unused coupons and member cards. */
interface BuyerFacts {
  address: AddressRow | null;
  coupons: HeldCoupon[];
  cards: CardRow[];
}

/** The shopper's side of a checkout from the row its statement answered (none: no address, coupon or card). */
function fromBuyerFactsRow(row: BuyerFactsRow | undefined): BuyerFacts {
  const found = row?.address;
  return {
    address: found
      ? { ...fromJsonRow(addresses, found.row), provinceName: found.provinceName, cityName: found.cityName, districtName: found.districtName }
      : null,
    coupons: (row?.coupons ?? []).map(({ bonusId, type }) => toHeldCoupon(bonusId, fromJsonRow(couponTypes, type))),
    cards: (row?.cards ?? []).map((card) => fromJsonRow(memberCards, card)),
  };
}

/** Reads the shopper's side of a checkout; `addressId` chooses an address, else the default one. */
export async function loadBuyerFacts(db: Database, userId: number, addressId: number | undefined): Promise<BuyerFacts> {
  const [row] = await buyerFacts(db, { userId, addressId: addressId || null });
  return fromBuyerFactsRow(row);
}

/** The shopper's side of a checkout of one line and that line's facts, the goods read in the same statement. */
export async function loadBuyerFactsWithLine(
  db: Database,
  userId: number,
  addressId: number | undefined,
  request: DirectBuyRequest,
): Promise<{ facts: BuyerFacts; line: LineFacts }> {
  const values = { userId, addressId: addressId || null, ...lineRowValues(request) };
  const read = (values.attrKey === '' ? buyerFactsWithEverySku : buyerFactsWithChosenSku)(db, values).then(([row]) => row);
  const [row, line] = await Promise.all([
    read,
    readLineFacts(
      db,
      request,
      read.then((found) => found?.line_rows ?? []),
    ),
  ]);
  return { facts: fromBuyerFactsRow(row), line };
}

/** A shopper's coupon of a stored type as the domain reads it. */
export function toHeldCoupon(bonusId: number, type: typeof couponTypes.$inferSelect): HeldCoupon {
  return {
    couponId: bonusId,
    typeName: type.typeName,
    faceValue: fromFen(type.typeMoneyFen),
    deductionCap: type.typeMoneyDealFen === null ? null : fromFen(type.typeMoneyDealFen),
    minGoodsAmount: fromFen(type.minGoodsAmountFen),
    isShipping: type.isShipping,
    actRange: type.actRange as ActRange,
    actRangeExt: type.actRangeExt,
    useStartDate: type.useStartDate,
    useEndDate: type.useEndDate,
  };
}

const heldCards = preparedPer((db) =>
  db
    .select()
    .from(memberCards)
    .where(eq(memberCards.userId, sql.placeholder('userId')))
    .orderBy(memberCards.fCardNumber)
    .prepare('checkout_member_cards'),
);

/** The shopper's member cards (shopping §3 "Member card"). */
export function loadMemberCards(db: Database, userId: number): Promise<CardRow[]> {
  return heldCards(db).execute({ userId });
}
