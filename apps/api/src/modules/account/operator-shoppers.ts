// What the operator does to a shopper's account: issue a coupon (`garden coupons issue`), mark a trader
// (`garden users trader`), and the back office's 顾客 page (issue 32 "People"): find shoppers, read an account,
// disable or enable it.
import type { ShopperDetail, ShopperRow } from '@garden/contract';
import { checkUseDates, formatYuan, fromFen, OPERATOR_ORDER_TABS, ORDER_STATUS_LABELS, operatorOrderTabOf, USER_NOT_FOUND } from '@garden/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { favourites, memberCards, orders, sessions, userCoupons, couponTypes, users } from '../../db/schema/index';
import { containing } from '../../db/text-match';
import { notFound } from '../../platform/api-error';
import { seconds } from '../../platform/unix-time';
import { receiveCoupon } from './coupons';

/** The shopper named by id or mobile. */
export async function findShopper(db: Database, who: { userId?: number; mobile?: string }): Promise<{ id: number; mobile: string | null }> {
  const condition = who.userId !== undefined ? eq(users.id, who.userId) : eq(users.mobile, who.mobile ?? '');
  const [user] = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(condition);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Gives a shopper one coupon of a type, the operator's way: also a type shoppers cannot claim, still
 * within its dates and `total`. One coupon per shopper and type (the schema's rule), so issuing again
 * answers the coupon already held (`created` 0).
 */
export async function issueCoupon(db: Database, input: { typeId: number; userId?: number; mobile?: string; now: Date }) {
  const user = await findShopper(db, input);
  const { bonusId, created } = await receiveCoupon(db, user.id, input.typeId, input.now, { byOperator: true });
  return { bonus_id: bonusId, type_id: input.typeId, user_id: user.id, mobile: user.mobile ?? '', created: created ? (1 as const) : (0 as const) };
}

/** Marks a shopper a trade buyer (shopping §6 "Trader": the catalogue's quotation list), or not. */
export async function setTrader(db: Database, who: { userId?: number; mobile?: string }, isTrader: boolean) {
  const user = await findShopper(db, who);
  // A transaction of its own, as every operator write: its audit row commits with it (modules/operators).
  await db.transaction((tx) => tx.update(users).set({ isTrader }).where(eq(users.id, user.id)));
  return { user_id: user.id, mobile: user.mobile ?? '', is_trader: isTrader ? (1 as const) : (0 as const) };
}

type UserRow = typeof users.$inferSelect;
const yuan = (fen: number) => formatYuan(fromFen(fen));
const flag = (value: boolean) => (value ? (1 as const) : (0 as const));

function describeShopper(user: UserRow): ShopperRow {
  return {
    user_id: user.id,
    mobile: user.mobile ?? '',
    user_name: user.userName ?? '',
    nick: user.nick,
    u_grade: user.uGrade,
    is_trader: flag(user.isTrader),
    disabled: flag(user.disabled),
    user_money: yuan(user.userMoneyFen),
    created_at: seconds(user.createdAt),
  };
}

/** What a search names: an id or mobile as typed (digits), or part of a mobile, a nickname or a user name. */
function shopperCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byId = /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined;
  return or(byId, ilike(users.mobile, containing(q)), ilike(users.nick, containing(q)), ilike(users.userName, containing(q)));
}

/** A page of shoppers, newest first, found by mobile, nickname, user name or id (issue 32 "People"). */
export async function listShoppers(db: Database, query: { q?: string; page: number; limit: number }) {
  const where = shopperCondition(query.q);
  const { rows, total } = await readPage(db, db.select().from(users).where(where), {
    orderBy: [desc(users.createdAt), desc(users.id)],
    page: query.page,
    limit: query.limit,
  });
  return { list: rows.map(describeShopper), total, page: query.page, limit: query.limit };
}

/** A father order is a payment group of split orders, not an order of its own. */
const notFather = sql`not exists (select 1 from ${orders} as children where children.order_father_id = ${orders.orderId})`;
const LATEST_ORDERS = 10;

/** A shopper's account as customer service reads it: the latest orders, cards, coupons and favourites count. */
export async function readShopper(db: Database, userId: number, now: Date): Promise<ShopperDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  const ownOrders = and(eq(orders.userId, userId), notFather);
  const [latest, [orderCount], cards, coupons, [favouriteCount]] = await Promise.all([
    db.select().from(orders).where(ownOrders).orderBy(desc(orders.addTime), desc(orders.orderId)).limit(LATEST_ORDERS),
    db.select({ n: count() }).from(orders).where(ownOrders),
    db.select().from(memberCards).where(eq(memberCards.userId, userId)).orderBy(memberCards.fCardNumber),
    db
      .select({ coupon: userCoupons, type: couponTypes })
      .from(userCoupons)
      .innerJoin(couponTypes, eq(couponTypes.typeId, userCoupons.typeId))
      .where(eq(userCoupons.userId, userId))
      .orderBy(desc(userCoupons.addTime), desc(userCoupons.bonusId)),
    db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
  ]);
  const tabName = (oStatus: number, isDelete: number) =>
    OPERATOR_ORDER_TABS.find(({ tab }) => tab === operatorOrderTabOf(oStatus, isDelete))?.name ?? ORDER_STATUS_LABELS.other;
  return {
    shopper: describeShopper(user),
    orders: {
      total: orderCount?.n ?? 0,
      list: latest.map((order) => ({
        order_id: order.orderId,
        order_sn: order.orderSn,
        status_name: tabName(order.oStatus, order.isDelete),
        order_amount: yuan(order.orderAmountFen),
        add_time: seconds(order.addTime),
      })),
    },
    cards: cards.map((card) => ({
      card_id: card.cardId,
      f_card_number: card.fCardNumber,
      f_name: card.fName,
      discount: card.fDiscount,
      balance: yuan(card.balanceFen),
    })),
    coupons: coupons.map(({ coupon, type }) => ({
      bonus_id: coupon.bonusId,
      type_name: type.typeName,
      type_money: yuan(type.typeMoneyFen),
      min_goods_amount: yuan(type.minGoodsAmountFen),
      is_shipping: flag(type.isShipping),
      state: coupon.usedTime !== null ? 'used' : checkUseDates(type, now) === 'expired' ? 'expired' : 'unused',
      use_end_date: seconds(type.useEndDate),
    })),
    favourites_count: favouriteCount?.n ?? 0,
  };
}

/**
 * Disables a shopper account, ending every session of theirs in the same transaction (sign-in then answers
 * `ACCOUNT_DISABLED`), or enables it again (issue 32 "People").
 */
export async function setShopperDisabled(db: Database, userId: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ disabled }).where(eq(users.id, userId)).returning({ id: users.id });
    if (!row) throw notFound(USER_NOT_FOUND);
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return { user_id: row.id, disabled: flag(disabled) };
  });
}
