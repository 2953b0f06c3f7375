// The cart (shopping §2 "Cart", §3 "Cart response" and "Cart item", §4 "Cart and checkout", §5, §7 "Cart").
// Every line is re-read against the catalogue on each call: prices follow the shopper's grade, and
// lines that can no longer be bought move to `errors` instead of silently disappearing.
import type { Cart, CartItem } from '@garden/contract';
import {
  cartLineRefusal,
  formatYuan,
  freeShippingHint,
  fromFen,
  groupByShipFrom,
  isCartItemSelectable,
  type MemberGrade,
  type Money,
  type QuantityLimits,
  quoteGoodsPrice,
  sumMoney,
  CART_ITEM_NOT_FOUND,
} from '@garden/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, favActivities, favActivityGoods, goods, goodsAttrs, goodsDeliveries, goodsSkus, shipFromPlaces } from '../../db/schema/index';
import { notFound } from '../../platform/api-error';
import { gradeOf } from '../catalogue/index';
import { depositStatusOf, type GoodsRow } from '../catalogue/index';

import { activityRunsAt, describePresent, type GiftOffer, loadGiftOffers } from '../promotions/index';
import { secondsOrZero } from '../../platform/unix-time';

/** Free-shipping activities count pieces (type 1) or yuan (type 2) (shopping §4 "Free-shipping activity"). */
const FREE_SHIPPING_TYPES = [1, 2];
const ACTIVITY_TYPE_NAMES: Record<number, string> = { 1: '满件包邮', 2: '满额包邮' };

type CartRow = typeof cartItems.$inferSelect;
export type SkuRow = Pick<typeof goodsSkus.$inferSelect, 'skuId' | 'stock' | 'marketPriceFen' | 'gradePricesFen' | 'weightGrams'>;
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
      .where(and(inArray(favActivityGoods.goodsId, goodsIds), inArray(favActivities.actType, FREE_SHIPPING_TYPES), activityRunsAt(now)))
      .orderBy(asc(favActivities.fvId)),
  ]);
  const labelOf = new Map(labelRows.map((r) => [r.id, r.label]));
  const activityOf = new Map<number, ActivityRow>();
  for (const { goodsId, activity } of activityRows) if (!activityOf.has(goodsId)) activityOf.set(goodsId, activity);
  return rows.map(({ row, goods: goodsRow, sku, deliveryTime, shipFromName }) => {
    const invalid = cartLineRefusal({ sku, isForward: goodsRow.forward, isSale: goodsRow.isSale });
    const djStatus = depositStatusOf(goodsRow, now);
    const selectable = invalid === null && isCartItemSelectable({ supSale: goodsRow.isSale, isDeposit: goodsRow.isDeposit, depositStatus: djStatus });
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
    beon_time: secondsOrZero(g.beonTime),
    type: row.type,
    forward: g.forward ? 1 : 0,
    delivery_id: row.deliveryId,
    delivery_time: entry.deliveryTime,
    is_dingjin: row.type === 'deposit' ? 1 : 0,
    dj: { dj_status: entry.djStatus, beg_time: secondsOrZero(g.djBegTime) },
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
    products: groups.map((group) => describeGroup(group.shipFrom, group.items)),
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
export function ownEntry(entries: readonly CartEntry[], itemId: number): CartEntry {
  const entry = entries.find((candidate) => candidate.row.itemId === itemId);
  if (!entry) throw notFound(CART_ITEM_NOT_FOUND);
  return entry;
}

/** All the shopper's own lines for these ids, or 404 with nothing changed. */
export function ownEntries(entries: readonly CartEntry[], itemIds: readonly number[]): CartEntry[] {
  return [...new Set(itemIds)].map((id) => ownEntry(entries, id));
}
