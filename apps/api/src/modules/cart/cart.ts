// The cart (shopping §2 "Cart", §3 "Cart response" and "Cart item", §4 "Cart and checkout", §5, §7 "Cart").
// Every line is re-read against the catalogue on each call: prices follow the shopper's grade, and
// lines that can no longer be bought move to `errors` instead of silently disappearing.
import type { Cart, CartItem } from '@garden/contract';
import {
  ATTRIBUTES_INCOMPLETE,
  cartLineRefusal,
  countGifts,
  DELIVERY_NOT_FOUND,
  formatYuan,
  freeShippingHint,
  fromFen,
  type GiftCountLine,
  type GiftPromotion,
  type GoodsLine,
  groupByShipFrom,
  isCartItemSelectable,
  maxQuantityMessage,
  type MemberGrade,
  type Money,
  NOT_YET_ON_SALE,
  parseQuantityInput,
  purchaseType,
  type QuantityLimits,
  quoteGoodsPrice,
  stepQuantity,
  sumMoney,
  toFen,
  validateCartDelete,
  validateCheckoutSelection,
  CART_ITEM_NOT_FOUND,
  SPEC_CHANGE_OTHER_GOODS,
} from '@garden/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  cartItems,
  favActivities,
  favActivityGoods,
  favourites,
  goods,
  goodsAttrs,
  goodsDeliveries,
  goodsSkus,
  shipFromPlaces,
  users,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { preparedPer } from '../../platform/prepared';
import { gradeOf } from '../catalogue/index';
import { chooseSku, depositStatusOf, loadGoodsDetail, purchaseRefusals, type GoodsRow } from '../catalogue/index';

/** Free-shipping activities count pieces (type 1) or yuan (type 2) (shopping §4 "Free-shipping activity"). */
const FREE_SHIPPING_TYPES = [1, 2];
const ACTIVITY_TYPE_NAMES: Record<number, string> = { 1: '满件包邮', 2: '满额包邮' };

type CartRow = typeof cartItems.$inferSelect;
type SkuRow = Pick<typeof goodsSkus.$inferSelect, 'skuId' | 'stock' | 'marketPriceFen' | 'gradePricesFen' | 'weightGrams'>;
type ActivityRow = Pick<typeof favActivities.$inferSelect, 'fvId' | 'actType' | 'name' | 'number' | 'amountFen'>;

/** One cart line re-read against the catalogue, with what the rules decided about it. */
export interface CartEntry {
  row: CartRow;
  goods: GoodsRow;
  sku: SkuRow | null;
  attrIds: number[];
  labels: string[];
  deliveryTime: string;
  activity: ActivityRow | null;
  /** Why the line cannot be bought (`errors[].msg`), or null. */
  invalid: string | null;
  /** `dj_status` of deposit goods now (2 before the deposit starts). */
  djStatus: 0 | 1 | 2;
  /** Whether the shopper may tick it (shopping §4: not `sup_sale` 2, not deposit `dj_status` 2). */
  selectable: boolean;
  /** Ticked and countable: items with selected 0, or unselectable ones, count as unselected (shopping §4). */
  selected: boolean;
  unitPrice: Money;
  marketPrice: Money;
  limits: QuantityLimits;
  /** The ship-from group (`devide_item`): the goods' send-address id. */
  devideItem: string;
  /** The ship-from place's name (`sendaddress_name`, e.g. 杭州仓); '' when the place is not named. */
  shipFromName: string;
}

const seconds = (date: Date | null): number => (date ? Math.floor(date.getTime() / 1000) : 0);

/** The shopper's cart lines, newest first, each re-read against the catalogue at `now`. */
export async function loadCartEntries(db: Database, userId: number, grade: MemberGrade | null, now: Date): Promise<CartEntry[]> {
  const rows = await db
    .select({ row: cartItems, goods, sku: goodsSkus, deliveryTime: goodsDeliveries.deliveryTime, shipFromName: shipFromPlaces.name })
    .from(cartItems)
    .innerJoin(goods, eq(goods.goodsId, cartItems.goodsId))
    .leftJoin(shipFromPlaces, eq(shipFromPlaces.sendAddressId, goods.sendAddressId))
    .leftJoin(goodsSkus, and(eq(goodsSkus.goodsId, cartItems.goodsId), eq(goodsSkus.attrKey, cartItems.attrKey)))
    .leftJoin(goodsDeliveries, and(eq(goodsDeliveries.goodsId, cartItems.goodsId), eq(goodsDeliveries.deliveryId, cartItems.deliveryId)))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.itemId));
  if (rows.length === 0) return [];
  const attrIdsOf = (row: CartRow) => (row.attrKey === '' ? [] : row.attrKey.split(',').map(Number));
  const allAttrIds = [...new Set(rows.flatMap(({ row }) => attrIdsOf(row)))];
  const goodsIds = [...new Set(rows.map(({ row }) => row.goodsId))];
  const [labelRows, activityRows] = await Promise.all([
    allAttrIds.length === 0
      ? []
      : db.select({ id: goodsAttrs.goodsAttrId, label: goodsAttrs.label }).from(goodsAttrs).where(inArray(goodsAttrs.goodsAttrId, allAttrIds)),
    db
      .select({ goodsId: favActivityGoods.goodsId, activity: favActivities })
      .from(favActivityGoods)
      .innerJoin(favActivities, eq(favActivities.fvId, favActivityGoods.fvId))
      .where(
        and(
          inArray(favActivityGoods.goodsId, goodsIds),
          inArray(favActivities.actType, FREE_SHIPPING_TYPES),
          lte(favActivities.begTime, now),
          gte(favActivities.endTime, now),
        ),
      )
      .orderBy(asc(favActivities.fvId)),
  ]);
  const labelOf = new Map(labelRows.map((r) => [r.id, r.label]));
  const activityOf = new Map<number, ActivityRow>();
  for (const { goodsId, activity } of activityRows) if (!activityOf.has(goodsId)) activityOf.set(goodsId, activity);
  return rows.map(({ row, goods: goodsRow, sku, deliveryTime, shipFromName }) => {
    const invalid = cartLineRefusal({ sku, isForward: goodsRow.forward, isSale: goodsRow.isSale });
    const djStatus = depositStatusOf(goodsRow, now);
    const selectable = invalid === null && isCartItemSelectable({ supSale: goodsRow.isSale, isDeposit: goodsRow.isDingjin, djStatus });
    const quote = sku ? quoteGoodsPrice({ marketPrice: fromFen(sku.marketPriceFen), gradePrices: gradePricesOf(sku) }, grade) : null;
    const attrIds = attrIdsOf(row);
    return {
      row,
      goods: goodsRow,
      sku,
      attrIds,
      labels: attrIds.map((id) => labelOf.get(id) ?? '').filter((label) => label !== ''),
      deliveryTime: deliveryTime ?? '',
      activity: activityOf.get(row.goodsId) ?? null,
      invalid,
      djStatus,
      selectable,
      selected: selectable && row.selected,
      unitPrice: quote?.unitPrice ?? fromFen(0),
      marketPrice: quote?.originalPrice ?? fromFen(0),
      limits: { step: goodsRow.nbei, min: goodsRow.startNum, stock: sku?.stock ?? 0 },
      devideItem: String(goodsRow.sendAddressId),
      shipFromName: shipFromName ?? '',
    };
  });
}

function gradePricesOf(sku: SkuRow) {
  return Object.fromEntries(Object.entries(sku.gradePricesFen).map(([grade, fen]) => [grade, fromFen(fen)]));
}

/** A cart item as the API shows it (shopping §3 "Cart item"). */
function describeItem(entry: CartEntry): CartItem {
  const { row, goods: g, activity } = entry;
  return {
    item_id: row.itemId,
    goods_id: g.goodsId,
    gsup_id: g.gsupId,
    sup_id: g.supId,
    goods_name: g.name,
    goods_thumb: g.thumbnail,
    goods_attr: entry.labels.join(' '),
    goods_attr_id: row.attrKey,
    goods_number: row.number,
    Nbei: g.nbei,
    start_num: g.startNum,
    stock: entry.limits.stock,
    price: formatYuan(entry.unitPrice),
    market_price: formatYuan(entry.marketPrice),
    subtotal: formatYuan(entry.unitPrice.times(row.number)),
    weight: (entry.sku?.weightGrams ?? 0) / 1000,
    selected: entry.selected ? 1 : 0,
    sup_sale: g.isSale,
    beon_time: seconds(g.beonTime),
    type: row.type,
    forward: g.forward ? 1 : 0,
    delivery_id: row.deliveryId,
    delivery_time: entry.deliveryTime,
    is_dingjin: row.type === 'deposit' ? 1 : 0,
    dj: { dj_status: entry.djStatus, beg_time: seconds(g.djBegTime) },
    is_mini_goods: g.isMini ? 1 : 0,
    fav_activity_id: activity?.fvId ?? 0,
    free_shipping: activity
      ? { id: activity.fvId, type: activity.actType, number: activity.number, amount: formatYuan(fromFen(activity.amountFen)), name: activity.name }
      : null,
    sendaddress: g.sendAddressId,
    devide_item: entry.devideItem,
  };
}

const piecesOf = (entries: readonly CartEntry[]) => entries.reduce((sum, entry) => sum + entry.row.number, 0);
const weightOf = (entries: readonly CartEntry[]) => entries.reduce((sum, entry) => sum + (entry.sku?.weightGrams ?? 0) * entry.row.number, 0) / 1000;
const amountOf = (entries: readonly CartEntry[]) => sumMoney(entries.map((entry) => entry.unitPrice.times(entry.row.number)));

/** One ship-from group: goods outside activities, then one block per free-shipping activity with its hint. */
function describeGroup(devideItem: string, entries: CartEntry[]) {
  const checked = entries.filter((entry) => entry.selected);
  const activities = new Map<number, CartEntry[]>();
  for (const entry of entries) {
    if (entry.activity) activities.set(entry.activity.fvId, [...(activities.get(entry.activity.fvId) ?? []), entry]);
  }
  const selectable = entries.filter((entry) => entry.selectable);
  return {
    devide_item: devideItem,
    sendaddress: (entries[0] as CartEntry).goods.sendAddressId,
    sendaddress_name: (entries[0] as CartEntry).shipFromName,
    goods_detail: entries.filter((entry) => !entry.activity).map(describeItem),
    activity_goods_list: [...activities.values()].map((members) => {
      const activity = (members[0] as CartEntry).activity as ActivityRow;
      const ticked = members.filter((entry) => entry.selected);
      const hint = freeShippingHint(
        { type: activity.actType, number: activity.number, amount: fromFen(activity.amountFen) },
        { pieces: piecesOf(ticked), amount: amountOf(ticked) },
      );
      return {
        activity_id: activity.fvId,
        activity_type_name: ACTIVITY_TYPE_NAMES[activity.actType] ?? activity.name,
        activity_msg: hint?.message ?? activity.name,
        free_shipping_reached: hint ? 0 : 1,
        goodItem: members.map(describeItem),
      };
    }),
    checked_subnumber: piecesOf(checked),
    checked_subweight: weightOf(checked),
    freeshipping_subweight: weightOf(checked.filter((entry) => entry.activity)),
    isselected: selectable.length > 0 && selectable.every((entry) => entry.selected) ? 1 : 0,
  };
}

/** Buy-N-get-a-gift promotions are activities of this type (fav_activities.act_type). */
export const GIFT_ACTIVITY_TYPE = 4;

/** A running gift promotion with what its gift looks like in a `present` list. */
export interface GiftOffer extends GiftPromotion {
  gift: { goods_id: number; name: string; thumbnail: string; market_price: string };
}

/** Rows whose `column` is one of the ids in placeholder `name` (an array: one statement for any number). */
const oneOf = (column: PgColumn, name: string) => sql`${column} = any(${sql.placeholder(name)}::int[])`;

/** The running gift promotions some of the goods qualify for (listed without a promo price), by id. */
const runningGiftPromotions = preparedPer((db) =>
  db
    .selectDistinct({ fvId: favActivities.fvId, number: favActivities.number })
    .from(favActivities)
    .innerJoin(favActivityGoods, eq(favActivityGoods.fvId, favActivities.fvId))
    .where(
      and(
        eq(favActivities.actType, GIFT_ACTIVITY_TYPE),
        oneOf(favActivityGoods.goodsId, 'goodsIds'),
        isNull(favActivityGoods.promoPriceFen),
        lte(favActivities.begTime, sql.placeholder('now')),
        gte(favActivities.endTime, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(favActivities.fvId))
    .prepare('gift_promotions_running'),
);

/** Every goods of the promotions, with its name and picture (the gift is the one at promo price 0). */
const giftPromotionGoods = preparedPer((db) =>
  db
    .select({
      fvId: favActivityGoods.fvId,
      goodsId: favActivityGoods.goodsId,
      promoPriceFen: favActivityGoods.promoPriceFen,
      name: goods.name,
      thumbnail: goods.thumbnail,
    })
    .from(favActivityGoods)
    .innerJoin(goods, eq(goods.goodsId, favActivityGoods.goodsId))
    .where(oneOf(favActivityGoods.fvId, 'fvIds'))
    .prepare('gift_promotion_goods'),
);

/** The lowest market price of each of the goods. */
const lowestMarketPrices = preparedPer((db) =>
  db
    .select({ goodsId: goodsSkus.goodsId, marketPriceFen: min(goodsSkus.marketPriceFen) })
    .from(goodsSkus)
    .where(oneOf(goodsSkus.goodsId, 'goodsIds'))
    .groupBy(goodsSkus.goodsId)
    .prepare('gift_lowest_market_prices'),
);

/**
 * The running buy-N-get-a-gift promotions (act_type 4, `number` = N) that any of `goodsIds` takes part
 * in. Their goods listed without a promo price qualify; the one listed at promo price 0 is the gift.
 */
export async function loadGiftOffers(db: Database, goodsIds: readonly number[], now: Date): Promise<GiftOffer[]> {
  if (goodsIds.length === 0) return [];
  const running = await runningGiftPromotions(db).execute({ goodsIds, now });
  if (running.length === 0) return [];
  const members = await giftPromotionGoods(db).execute({ fvIds: running.map(({ fvId }) => fvId) });
  const gifts = members.filter((member) => member.promoPriceFen === 0);
  if (gifts.length === 0) return [];
  const prices = await lowestMarketPrices(db).execute({ goodsIds: gifts.map(({ goodsId }) => goodsId) });
  const marketPriceOf = new Map(prices.map(({ goodsId, marketPriceFen }) => [goodsId, marketPriceFen ?? 0]));
  return running.flatMap(({ fvId, number }) => {
    const gift = gifts.find((member) => member.fvId === fvId);
    if (!gift) return [];
    return [
      {
        id: fvId,
        buyNumber: number,
        goodsIds: members.filter((member) => member.fvId === fvId && member.promoPriceFen === null).map(({ goodsId }) => goodsId),
        giftGoodsId: gift.goodsId,
        gift: {
          goods_id: gift.goodsId,
          name: gift.name,
          thumbnail: gift.thumbnail,
          market_price: formatYuan(fromFen(marketPriceOf.get(gift.goodsId) ?? 0)),
        },
      },
    ];
  });
}

/** The gifts lines bought together earn (shopping §3 `present`), by the domain's `countGifts`. */
export function describePresent(lines: readonly GiftCountLine[], offers: readonly GiftOffer[]) {
  return countGifts(lines, offers).map((award) => {
    const { gift } = offers.find((offer) => offer.id === award.promotionId) as GiftOffer;
    return { ...gift, goods_attr: '', goods_number: award.giftNumber, goods_price: '0.00' };
  });
}

/**
 * The cart reply (shopping §3 "Cart response"): valid lines grouped by ship-from place and activity,
 * `present` (the gifts the selected lines earn), `errors` for lines that cannot be bought, the
 * selected total and the piece counts.
 */
export function describeCart(entries: readonly CartEntry[], giftOffers: readonly GiftOffer[]): Cart {
  const valid = entries.filter((entry) => entry.invalid === null);
  const groups = groupByShipFrom(
    [...valid].sort((a, b) => a.goods.sendAddressId - b.goods.sendAddressId),
    (entry) => entry.devideItem,
  );
  const checked = valid.filter((entry) => entry.selected);
  return {
    products: groups.map((group) => describeGroup(group.devideItem, group.items)),
    present: describePresent(
      checked.map((entry) => ({ goodsId: entry.row.goodsId, quantity: entry.row.number })),
      giftOffers,
    ),
    total: formatYuan(amountOf(checked)),
    market_total: formatYuan(sumMoney(checked.map((entry) => entry.marketPrice.times(entry.row.number)))),
    count: { total_number: piecesOf(entries), checked_total_number: piecesOf(checked) },
    errors: entries
      .filter((entry) => entry.invalid !== null)
      .map((entry) => ({ msg: entry.invalid as string, item_id: entry.row.itemId, data: { product: describeItem(entry) } })),
  };
}

/** The shopper's cart as the API answers it. */
export async function readCart(db: Database, user: { id: number; uGrade: number }, now: Date): Promise<Cart> {
  const entries = await loadCartEntries(db, user.id, gradeOf(user), now);
  return describeCart(entries, await loadGiftOffers(db, [...new Set(entries.map((entry) => entry.row.goodsId))], now));
}

/** The shopper's own line; another shopper's item id reads as not found. */
function ownEntry(entries: readonly CartEntry[], itemId: number): CartEntry {
  const entry = entries.find((candidate) => candidate.row.itemId === itemId);
  if (!entry) throw notFound(CART_ITEM_NOT_FOUND);
  return entry;
}

/** All the shopper's own lines for these ids, or 404 with nothing changed. */
function ownEntries(entries: readonly CartEntry[], itemIds: readonly number[]): CartEntry[] {
  return [...new Set(itemIds)].map((id) => ownEntry(entries, id));
}

/** What `POST /v3/cart/add` asks for (shopping §7). */
export interface CartAddition {
  goodsId: number;
  /** The typed quantity, as text for the domain's quantity rule. */
  number: string;
  attrIds: readonly number[];
  /** 0 when no pre-sale delivery date is chosen. */
  deliveryId: number;
  /** The line whose spec is being changed, if any. */
  itemId?: number;
  /** `is_add` 1: add to a line of the same SKU and delivery; 0: set its quantity. */
  isAdd: boolean;
}

/** A cart addition the catalogue accepts, ready to be written: the SKU, its stock and the stepped quantity. */
export interface CheckedAddition {
  goodsId: number;
  attrKey: string;
  deliveryId: number;
  quantity: number;
  /** The SKU's stock when checked; the merged line must stay within it. */
  stock: number;
  type: (typeof cartItems.$inferInsert)['type'];
  itemId?: number;
  isAdd: boolean;
}

/**
 * Checks an addition against the catalogue, reading only: the goods must be buyable now (forward
 * pre-sale, not on sale, deposit not started, sold out are refused with the domain's messages), every
 * spec attribute chosen (`属性不全`), the quantity a multiple of `Nbei` from the minimum up (rounded as
 * the domain rounds typed input).
 */
export async function checkCartAddition(db: Database, addition: CartAddition, now: Date): Promise<CheckedAddition> {
  const detail = await loadGoodsDetail(db, addition.goodsId, now);
  const row = detail.goods;
  const refusal = purchaseRefusals(detail, undefined, now)[0];
  if (refusal !== undefined) throw badRequest(refusal);
  const djStatus = depositStatusOf(row, now);
  const type = purchaseType({ isDeposit: row.isDingjin && djStatus !== 0, isForward: row.forward, deliveryId: addition.deliveryId });
  if (!type.ok) throw badRequest(type.message);
  if (addition.deliveryId !== 0 && !detail.deliveries.some((d) => d.delivery_id === addition.deliveryId)) throw badRequest(DELIVERY_NOT_FOUND);
  const choice = chooseSku(detail, addition.attrIds, false);
  const chosen = choice.sku ?? (detail.skus.length === 1 && choice.matching.length === 1 ? choice.matching[0] : undefined);
  if (!chosen) throw badRequest(ATTRIBUTES_INCOMPLETE);
  const attrKey = [...chosen.attrIds].sort((a, b) => a - b).join(',');
  const [sku] = await db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, row.goodsId), eq(goodsSkus.attrKey, attrKey)));
  if (!sku) throw badRequest(ATTRIBUTES_INCOMPLETE);
  // The stock bound is checked on the merged line when written, so the typed number is only stepped here.
  const typed = parseQuantityInput(addition.number, { step: row.nbei, min: row.startNum, stock: Number.MAX_SAFE_INTEGER });
  if (!typed.ok) throw badRequest(typed.message);
  return {
    goodsId: row.goodsId,
    attrKey,
    deliveryId: addition.deliveryId,
    quantity: typed.quantity,
    stock: sku.stock,
    type: type.type,
    itemId: addition.itemId,
    isAdd: addition.isAdd,
  };
}

/**
 * Writes a checked addition in one transaction: the same SKU and delivery merge into one line (within
 * the SKU's stock), or the line of `item_id` takes the new spec. Returns the line's id.
 */
export function writeCartAddition(db: Database, userId: number, checked: CheckedAddition, now: Date): Promise<number> {
  const { goodsId, attrKey, quantity } = checked;
  return db.transaction(async (tx) => {
    const mine = and(eq(cartItems.userId, userId), eq(cartItems.goodsId, goodsId));
    const changed = checked.itemId;
    if (changed !== undefined) {
      const [old] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, changed)));
      if (!old) throw notFound(CART_ITEM_NOT_FOUND);
      if (old.goodsId !== goodsId) throw badRequest(SPEC_CHANGE_OTHER_GOODS);
    }
    const [same] = await tx
      .select()
      .from(cartItems)
      .where(and(mine, eq(cartItems.attrKey, attrKey), eq(cartItems.deliveryId, checked.deliveryId)));
    const merging = same !== undefined && same.itemId !== changed && checked.isAdd;
    const number = merging ? same.number + quantity : quantity;
    if (number > checked.stock) throw badRequest(maxQuantityMessage(checked.stock));
    const fields = { attrKey, deliveryId: checked.deliveryId, number, selected: true, type: checked.type };
    if (same) {
      if (changed !== undefined && changed !== same.itemId) await tx.delete(cartItems).where(eq(cartItems.itemId, changed));
      await tx.update(cartItems).set(fields).where(eq(cartItems.itemId, same.itemId));
      return same.itemId;
    }
    if (changed !== undefined) {
      await tx.update(cartItems).set(fields).where(eq(cartItems.itemId, changed));
      return changed;
    }
    const [inserted] = await tx
      .insert(cartItems)
      .values({ ...fields, userId, goodsId, addTime: now })
      .returning({ itemId: cartItems.itemId });
    if (!inserted) throw new Error('writeCartAddition inserted nothing');
    return inserted.itemId;
  });
}

/** Adds goods to the cart, or changes a line's spec (`item_id`): checked against the catalogue, then written. */
export async function addToCart(db: Database, userId: number, addition: CartAddition, now: Date): Promise<number> {
  return writeCartAddition(db, userId, await checkCartAddition(db, addition, now), now);
}

/**
 * Ticks or unticks one line. Lines not yet on sale (`sup_sale` 2) and deposit lines before the
 * deposit starts cannot be ticked (`商品暂未开售`), nor lines that cannot be bought (their own reason).
 */
export async function selectItem(db: Database, user: { id: number; uGrade: number }, itemId: number, selected: boolean, now: Date) {
  const entry = ownEntry(await loadCartEntries(db, user.id, gradeOf(user), now), itemId);
  if (selected && !entry.selectable) throw badRequest(entry.invalid ?? NOT_YET_ON_SALE);
  await db.update(cartItems).set({ selected }).where(eq(cartItems.itemId, itemId));
}

/** Ticks or unticks every line, or every line of one ship-from group; unselectable lines stay unticked. */
export async function selectGroup(db: Database, user: { id: number; uGrade: number }, devideItem: string | undefined, selected: boolean, now: Date) {
  const entries = await loadCartEntries(db, user.id, gradeOf(user), now);
  const ids = entries
    .filter((entry) => (devideItem === undefined || entry.devideItem === devideItem) && (!selected || entry.selectable))
    .map((entry) => entry.row.itemId);
  if (ids.length > 0) await db.update(cartItems).set({ selected }).where(inArray(cartItems.itemId, ids));
}

function refuseInvalid(entry: CartEntry): void {
  if (entry.invalid !== null) throw badRequest(entry.invalid);
}

/**
 * Sets a line's quantity from typed text by the domain's rule (shopping §5 "Cart quantity"): digits only
 * and not 0 (`数量格式错误！`), rounded up to `Nbei`, at least the minimum, at most the stock.
 */
export async function setItemNumber(db: Database, user: { id: number; uGrade: number }, itemId: number, text: string, now: Date) {
  const entry = ownEntry(await loadCartEntries(db, user.id, gradeOf(user), now), itemId);
  refuseInvalid(entry);
  const result = parseQuantityInput(text, entry.limits);
  if (!result.ok) throw badRequest(result.message);
  if (result.quantity > entry.limits.stock) throw badRequest(maxQuantityMessage(entry.limits.stock));
  await db.update(cartItems).set({ number: result.quantity }).where(eq(cartItems.itemId, itemId));
}

/** Moves a line's quantity one `Nbei` up or down, never below the minimum nor above stock (shopping §5). */
export async function stepItemNumber(db: Database, user: { id: number; uGrade: number }, itemId: number, direction: 1 | -1, now: Date) {
  const entry = ownEntry(await loadCartEntries(db, user.id, gradeOf(user), now), itemId);
  refuseInvalid(entry);
  const result = stepQuantity(entry.row.number, direction, entry.limits);
  if (!result.ok) throw badRequest(result.message);
  await db.update(cartItems).set({ number: result.quantity }).where(eq(cartItems.itemId, itemId));
}

/** Deletes the shopper's chosen lines; nothing chosen is `请选中要删除的商品！` (shopping §5). */
export async function deleteItems(db: Database, userId: number, itemIds: readonly number[]): Promise<void> {
  const message = validateCartDelete(itemIds.length);
  if (message) throw badRequest(message);
  const owned = await db
    .select({ id: cartItems.itemId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, [...itemIds])));
  if (owned.length !== new Set(itemIds).size) throw notFound(CART_ITEM_NOT_FOUND);
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, [...itemIds])));
}

/**
 * Moves lines into the shopper's favourites (the catalogue's favourites table) and out of the cart, in
 * one transaction; the favourite keeps the price the shopper sees now, never one the page sends.
 */
export async function moveItemsToFavourites(db: Database, user: { id: number; uGrade: number }, itemIds: readonly number[], now: Date) {
  const message = validateCartDelete(itemIds.length);
  if (message) throw badRequest(message);
  const moving = ownEntries(await loadCartEntries(db, user.id, gradeOf(user), now), itemIds);
  await db.transaction(async (tx) => {
    const rows = moving.map((entry) => ({ userId: user.id, goodsId: entry.goods.goodsId, priceFen: toFen(entry.unitPrice), addTime: now }));
    await tx.insert(favourites).values(rows).onConflictDoNothing();
    await tx.delete(cartItems).where(
      inArray(
        cartItems.itemId,
        moving.map((entry) => entry.row.itemId),
      ),
    );
  });
}

/** Deletes every line that cannot be bought (the cart's invalid-goods section). */
export async function clearInvalidItems(db: Database, userId: number, now: Date): Promise<void> {
  const ids = (await loadCartEntries(db, userId, null, now)).filter((entry) => entry.invalid !== null).map((entry) => entry.row.itemId);
  if (ids.length > 0) await db.delete(cartItems).where(inArray(cartItems.itemId, ids));
}

/** One selected cart line handed to checkout: what a direct buy names, plus the domain's goods line. */
export interface CartCheckoutItem {
  itemId: number;
  goodsId: number;
  skuId: number;
  attrIds: number[];
  number: number;
  /** 0 when no delivery date was chosen. */
  deliveryId: number;
  /** The line at the shopper's grade price, for `computeCheckout`. */
  line: GoodsLine;
}

/** The one ship-from group a cart checkout covers. */
export interface CartCheckout {
  devideItem: string;
  sendAddressId: number;
  items: CartCheckoutItem[];
}

/**
 * The selected, buyable lines of the given ship-from groups (`devide_items`; empty means every
 * group) for the cart-flow checkout at `now`. Nothing selected is `请选中要结算的商品哦！`, lines from two
 * ship-from places `发货地不同请分开结算哦！` (shopping §5 "Checkout"), both as code 400.
 */
export async function selectedCartForCheckout(db: Database, userId: number, devideItems: readonly string[], now: Date): Promise<CartCheckout> {
  const [user] = await db.select({ uGrade: users.uGrade }).from(users).where(eq(users.id, userId));
  const entries = await loadCartEntries(db, userId, user ? gradeOf(user) : null, now);
  const chosen = entries.filter((entry) => entry.selected && (devideItems.length === 0 || devideItems.includes(entry.devideItem)));
  const message = validateCheckoutSelection(chosen.map((entry) => ({ sendAddressId: entry.devideItem })));
  if (message) throw badRequest(message);
  const first = chosen[0] as CartEntry;
  return {
    devideItem: first.devideItem,
    sendAddressId: first.goods.sendAddressId,
    items: chosen.map((entry) => ({
      itemId: entry.row.itemId,
      goodsId: entry.goods.goodsId,
      skuId: (entry.sku as SkuRow).skuId,
      attrIds: entry.attrIds,
      number: entry.row.number,
      deliveryId: entry.row.deliveryId,
      line: {
        goodsId: entry.goods.goodsId,
        categoryId: entry.goods.catId,
        brandId: entry.goods.brandId ?? 0,
        supplierId: entry.goods.supId,
        price: entry.unitPrice,
        marketPrice: entry.marketPrice,
        quantity: entry.row.number,
        weight: (entry.sku as SkuRow).weightGrams / 1000,
        specialGoods: entry.goods.specialGoods,
        isFei5zhe: entry.goods.isFei5zhe,
        isHei5ka: entry.goods.isHei5ka,
        isMini: entry.goods.isMini,
        isDingjin: entry.row.type === 'deposit',
      },
    })),
  };
}
