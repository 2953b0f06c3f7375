// Checkout (shopping §3 "Checkout result", §4 "Cart and checkout", §7 "Checkout and order placement"):
// the server builds the split orders from stored goods, never from prices the page sends, and every
// amount comes from the domain's `computeCheckout`.
import type { Address, Checkout, CheckoutCoupon, CheckoutLine as CheckoutLineView } from '@garden/contract';
import {
  type ActRange,
  applyBalance,
  ATTRIBUTES_INCOMPLETE,
  BLACK_FIVE_CARD_NUMBER,
  BLACK_FIVE_NO_STACKING,
  type CheckoutResult,
  computeCheckout,
  type Coupon,
  type CouponChoices,
  couponUsableOrders,
  deductionTotal,
  DELIVERY_NOT_FOUND,
  FALLBACK_SHIPPING_OPTIONS,
  formatYuan,
  FORWARD_PRESALE_USE_APP,
  fromFen,
  type GoodsLine,
  groupByShipFrom,
  type MemberCardUse,
  type MemberGrade,
  quantityRefusal,
  quoteGoodsPrice,
  toFen,
  GOODS_NOT_FOUND,
  ADDRESS_INVALID,
  BLACK_FIVE_CARD_REQUIRED,
  CHECKOUT_INVALID_CODE,
  CARD_NOT_HELD,
  SHIPPING_INVALID,
} from '@garden/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addresses,
  couponTypes,
  goods,
  goodsAttrs,
  goodsDeliveries,
  goodsSkus,
  memberCards,
  regions,
  shipFromPlaces,
  userCoupons,
} from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../platform/api-error';
import { fromJsonRow, jsonRowOf } from '../../platform/json-rows';
import { namedStatement, preparedPer } from '../../platform/prepared';
import { toSkuPrices } from '../catalogue/index';
import { catalogueCache } from '../../platform/catalogue-cache';
import { selectedCartForCheckout } from '../cart/index';
import { describePresent, loadGiftOffers, type GiftOffer } from '../promotions/index';
import { purchaseRefusals } from '../catalogue/index';

/** Code 303 (shopping §8): the address or shipping is invalid; the page flags the result `is_correct` false. */
export const invalidCheckout = (msg: string) => new ApiError(CHECKOUT_INVALID_CODE, msg, 400);

/** One goods line of a checkout, with every stored fact the order line snapshots. */
export interface CheckoutLine {
  goodsId: number;
  skuId: number;
  goodsName: string;
  goodsAttr: string;
  goodsAttrId: string;
  goodsThumb: string;
  priceFen: number;
  marketPriceFen: number;
  quantity: number;
  weightGrams: number;
  catId: number;
  brandId: number;
  supId: number;
  specialGoods: boolean;
  isFei5zhe: boolean;
  isHei5ka: boolean;
  isMini: boolean;
  isDingjin: boolean;
  deliveryId: number | null;
  deliveryTime: string;
  /** Balance window of deposit goods, copied to the order. */
  payBegTime: Date | null;
  payEndTime: Date | null;
}

/** One split order before computing: its `devide_item` (the ship-from place) and lines. */
export interface DraftOrder {
  devideItem: string;
  sendAddressId: number;
  /** The ship-from place's name, snapshotted on the placed order (`sendaddress_name`); '' when unnamed. */
  sendAddressName: string;
  lines: CheckoutLine[];
}

/** A line that cannot be bought (`errors_order_list`: msg, data.product). */
export interface LineError {
  msg: string;
  goodsId: number;
  goodsName: string;
  goodsThumb: string;
  quantity: number;
}

export type AddressRow = typeof addresses.$inferSelect & { provinceName: string; cityName: string; districtName: string };
export type CardRow = typeof memberCards.$inferSelect;

/** A stored coupon of the shopper as the domain reads it, with its display name. */
export interface HeldCoupon extends Coupon {
  typeName: string;
}

/** Everything a checkout is computed from. */
export interface CheckoutDraft {
  orders: DraftOrder[];
  errors: LineError[];
  address: AddressRow | null;
  coupons: HeldCoupon[];
  cards: CardRow[];
  shippingDescs: Map<string, string>;
  /** The gift promotions the lines take part in (`present`). */
  giftOffers: GiftOffer[];
}

/** The shopper's choices on the confirmation page (shopping §7 place-order fields). */
export interface CheckoutChoices {
  isBlack: boolean;
  cardNumber?: number;
  /** `bonus_ids` per devide_item; null means "no coupon". */
  bonusIds?: CouponChoices;
  bonusShipIds?: CouponChoices;
  shippingIds?: Readonly<Record<string, number>>;
}

/** What the direct-buy checkout and placement read (shopping §7 POST /v2/order/checkout). */
export interface DirectBuyRequest {
  goodsId: number;
  number: number;
  attrIds: readonly number[];
  deliveryId?: number;
  addressId?: number;
}

/**
 * What a checkout reads of the shopper, in one statement: the chosen address (or, without one, the
 * default) with its region names, the coupons not yet used or reserved by an order, and the member cards.
 */
const buyerFacts = namedStatement<{
  address: { row: Record<string, unknown>; provinceName: string; cityName: string; districtName: string } | null;
  coupons: { bonusId: number; type: Record<string, unknown> }[];
  cards: Record<string, unknown>[];
}>(
  'checkout_buyer_facts',
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
        FROM ${memberCards} m WHERE m.user_id = ${sql.placeholder('userId')}::int) AS cards`,
);

/** The shopper's side of a checkout: the address (null without one), unused coupons and member cards. */
interface BuyerFacts {
  address: AddressRow | null;
  coupons: HeldCoupon[];
  cards: CardRow[];
}

/** Reads the shopper's side of a checkout; `addressId` chooses an address, else the default one. */
async function loadBuyerFacts(db: Database, userId: number, addressId: number | undefined): Promise<BuyerFacts> {
  const [row] = await buyerFacts(db, { userId, addressId: addressId || null });
  const found = row?.address;
  return {
    address: found
      ? { ...fromJsonRow(addresses, found.row), provinceName: found.provinceName, cityName: found.cityName, districtName: found.districtName }
      : null,
    coupons: (row?.coupons ?? []).map(({ bonusId, type }) => toHeldCoupon(bonusId, fromJsonRow(couponTypes, type))),
    cards: (row?.cards ?? []).map((card) => fromJsonRow(memberCards, card)),
  };
}

/** A shopper's coupon of a stored type as the domain reads it. */
export function toHeldCoupon(bonusId: number, type: typeof couponTypes.$inferSelect): HeldCoupon {
  return {
    bonusId,
    typeName: type.typeName,
    typeMoney: fromFen(type.typeMoneyFen),
    typeMoneyDeal: type.typeMoneyDealFen === null ? null : fromFen(type.typeMoneyDealFen),
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

/** The goods columns a checkout line reads: what decides whether it can be bought now, and what the line snapshots. */
const lineGoodsColumns = {
  goodsId: goods.goodsId,
  name: goods.name,
  thumbnail: goods.thumbnail,
  sendAddressId: goods.sendAddressId,
  shippingDesc: goods.shippingDesc,
  forward: goods.forward,
  isDingjin: goods.isDingjin,
  isSale: goods.isSale,
  stock: goods.stock,
  djBegTime: goods.djBegTime,
  djEndTime: goods.djEndTime,
  djPayBegTime: goods.djPayBegTime,
  djPayEndTime: goods.djPayEndTime,
  blockedRegionIds: goods.blockedRegionIds,
  nbei: goods.nbei,
  startNum: goods.startNum,
  catId: goods.catId,
  brandId: goods.brandId,
  supId: goods.supId,
  specialGoods: goods.specialGoods,
  isFei5zhe: goods.isFei5zhe,
  isHei5ka: goods.isHei5ka,
  isMini: goods.isMini,
};

/**
 * A goods row with the SKUs that `skus` keeps, each with its attribute labels, and the name of the place
 * it ships from, in one statement: read fresh on every checkout and placement (the catalogue cache may be
 * seconds old; stock decides here). The name rides along so placement costs no extra round trip.
 */
function goodsWithSkusWhere(skus: SQL | undefined, name: string) {
  return preparedPer((db) =>
    db
      .select({
        goods: lineGoodsColumns,
        sku: {
          skuId: goodsSkus.skuId,
          attrKey: goodsSkus.attrKey,
          stock: goodsSkus.stock,
          marketPriceFen: goodsSkus.marketPriceFen,
          gradePricesFen: goodsSkus.gradePricesFen,
          weightGrams: goodsSkus.weightGrams,
        },
        shipFromName: shipFromPlaces.name,
        labels: sql<string>`coalesce((select string_agg(${goodsAttrs.label}, ' ' order by ${goodsAttrs.goodsAttrId}) from ${goodsAttrs}
          where ${goodsAttrs.goodsAttrId} = any(string_to_array(${goodsSkus.attrKey}, ',')::int[])), '')`,
      })
      .from(goods)
      .leftJoin(goodsSkus, and(eq(goodsSkus.goodsId, goods.goodsId), skus))
      .leftJoin(shipFromPlaces, eq(shipFromPlaces.sendAddressId, goods.sendAddressId))
      .where(eq(goods.goodsId, sql.placeholder('goodsId')))
      .prepare(name),
  );
}

// Two statements, not one with "the key or every SKU": PostgreSQL plans such a condition afresh on every
// run (its generic plan looks dearer than a plan for the actual key), a quarter of a millisecond each time.
/** The goods with its SKU of the chosen attribute key. */
const goodsWithChosenSku = goodsWithSkusWhere(eq(goodsSkus.attrKey, sql.placeholder('attrKey')), 'checkout_goods_with_chosen_sku');
/** The goods with every SKU: no attribute was chosen, which a goods with one SKU needs none of. */
const goodsWithEverySku = goodsWithSkusWhere(undefined, 'checkout_goods_with_every_sku');

/** What a requested line is built from, read fresh: its goods with the SKUs of the chosen key, and the pre-sale date when one was chosen. */
async function readLineFacts(db: Database, request: DirectBuyRequest) {
  // A SKU's key is its goods_attr_ids sorted and joined (catalog.ts); goods with one SKU need no choice.
  const attrKey = [...request.attrIds].sort((a, b) => a - b).join(',');
  const [skuRows, delivery] = await Promise.all([
    attrKey === ''
      ? goodsWithEverySku(db).execute({ goodsId: request.goodsId })
      : goodsWithChosenSku(db).execute({ goodsId: request.goodsId, attrKey }),
    request.deliveryId
      ? db
          .select()
          .from(goodsDeliveries)
          .where(and(eq(goodsDeliveries.goodsId, request.goodsId), eq(goodsDeliveries.deliveryId, request.deliveryId)))
      : Promise.resolve(undefined),
  ]);
  return { attrKey, skuRows, delivery };
}
type LineFacts = Awaited<ReturnType<typeof readLineFacts>>;

/**
 * The one line of a direct buy (`once=1`) from its facts: the chosen SKU at the shopper's grade price.
 * Long-range pre-sale goods are refused with the domain message (shopping §4); goods that cannot be
 * bought now (not on sale, sold out, not sent to the address's city, short of stock) become an error line.
 */
function buildDirectBuyLine(
  request: DirectBuyRequest,
  { attrKey, skuRows, delivery }: LineFacts,
  grade: MemberGrade | null,
  cityId: number | undefined,
  now: Date,
): { order: DraftOrder | null; error: LineError | null; shippingDesc: string } {
  const row = skuRows[0]?.goods;
  if (!row) throw notFound(GOODS_NOT_FOUND);
  if (row.forward) throw badRequest(FORWARD_PRESALE_USE_APP);
  const skus = skuRows.flatMap(({ sku, labels }) => (sku ? [{ ...sku, labels }] : []));
  const sku = skus.find((candidate) => candidate.attrKey === attrKey) ?? (request.attrIds.length === 0 && skus.length === 1 ? skus[0] : undefined);
  if (!sku) throw badRequest(ATTRIBUTES_INCOMPLETE);
  if (delivery !== undefined && delivery.length === 0) throw badRequest(DELIVERY_NOT_FOUND);
  const quote = quoteGoodsPrice(toSkuPrices(sku), grade);
  const base = { goodsId: row.goodsId, goodsName: row.name, goodsThumb: row.thumbnail, quantity: request.number };
  const refusal =
    purchaseRefusals({ goods: row }, cityId, now)[0] ?? quantityRefusal(request.number, { step: row.nbei, min: row.startNum, stock: sku.stock });
  if (refusal) return { order: null, error: { ...base, msg: refusal }, shippingDesc: row.shippingDesc };
  const line: CheckoutLine = {
    ...base,
    skuId: sku.skuId,
    goodsAttr: sku.labels,
    goodsAttrId: sku.attrKey,
    priceFen: toFen(quote.unitPrice),
    marketPriceFen: sku.marketPriceFen,
    weightGrams: sku.weightGrams,
    catId: row.catId,
    brandId: row.brandId ?? 0,
    supId: row.supId,
    specialGoods: row.specialGoods,
    isFei5zhe: row.isFei5zhe,
    isHei5ka: row.isHei5ka,
    isMini: row.isMini,
    isDingjin: row.isDingjin,
    deliveryId: request.deliveryId || null,
    deliveryTime: delivery?.[0]?.deliveryTime ?? '',
    payBegTime: row.djPayBegTime,
    payEndTime: row.djPayEndTime,
  };
  return {
    order: {
      devideItem: String(row.sendAddressId),
      sendAddressId: row.sendAddressId,
      sendAddressName: skuRows[0]?.shipFromName ?? '',
      lines: [line],
    },
    error: null,
    shippingDesc: row.shippingDesc,
  };
}

/**
 * The gift promotions of the goods, through the catalogue cache: they only decide the `present` shown and
 * the gifts a placed order records (`order_gifts`; a gift is not an order line and costs nothing), so a
 * promotion may start or end up to 2 s late here.
 */
function runningGiftOffers(db: Database, goodsIds: readonly number[], now: Date): Promise<GiftOffer[]> {
  return catalogueCache(db).read(`gift-offers:${[...goodsIds].sort((a, b) => a - b).join(',')}`, () => loadGiftOffers(db, goodsIds, now));
}

/** Everything a checkout computes from: the lines of `requests` grouped by ship-from place, the address, coupons and cards. */
async function assembleDraft(
  db: Database,
  user: { id: number; grade: MemberGrade | null },
  requests: readonly DirectBuyRequest[],
  addressId: number | undefined,
  now: Date,
): Promise<CheckoutDraft> {
  // Every read at once; the refusals then come in a fixed order: the address first, then each line in turn.
  const [{ address, coupons, cards }, lineFacts, giftOffers] = await Promise.all([
    loadBuyerFacts(db, user.id, addressId),
    Promise.all(requests.map((request) => readLineFacts(db, request))),
    runningGiftOffers(db, [...new Set(requests.map((request) => request.goodsId))], now),
  ]);
  if (addressId && !address) throw invalidCheckout(ADDRESS_INVALID);
  const built = requests.map((request, index) => buildDirectBuyLine(request, lineFacts[index] as LineFacts, user.grade, address?.city, now));
  // One split order per ship-from place: the requests of one place share its first request's order.
  const groups = groupByShipFrom(
    built.flatMap(({ order, shippingDesc }) => (order ? [{ order, shippingDesc }] : [])),
    ({ order }) => order.devideItem,
  );
  const orders = groups.map(({ items: [first, ...rest] }) => {
    const { order } = first as (typeof groups)[number]['items'][number];
    return { ...order, lines: [...order.lines, ...rest.flatMap((item) => item.order.lines)] };
  });
  const shippingDescs = new Map(groups.map(({ devideItem, items }) => [devideItem, items.find((item) => item.shippingDesc)?.shippingDesc ?? '']));
  return { orders, errors: built.flatMap(({ error }) => (error ? [error] : [])), address, coupons, cards, shippingDescs, giftOffers };
}

/** The draft of a direct buy (`once=1`). */
export function loadDirectBuyDraft(
  db: Database,
  user: { id: number; grade: MemberGrade | null },
  request: DirectBuyRequest,
  now: Date,
): Promise<CheckoutDraft> {
  return assembleDraft(db, user, [request], request.addressId, now);
}

/**
 * The draft of a cart checkout: the selected lines of the chosen ship-from groups (`devide_items`),
 * from the cart's `selectedCartForCheckout`, each re-read like a direct buy. Also the cart item ids
 * the placed order removes.
 */
export async function loadCartDraft(
  db: Database,
  user: { id: number; grade: MemberGrade | null },
  selection: { devideItems: readonly string[]; addressId?: number },
  now: Date,
): Promise<{ draft: CheckoutDraft; itemIds: number[] }> {
  const cart = await selectedCartForCheckout(db, user.id, selection.devideItems, now);
  const requests = cart.items.map((item) => ({
    goodsId: item.goodsId,
    number: item.number,
    attrIds: item.attrIds,
    deliveryId: item.deliveryId || undefined,
  }));
  const draft = await assembleDraft(db, user, requests, selection.addressId, now);
  return { draft, itemIds: cart.items.map((item) => item.itemId) };
}

/** The facts of a checkout line (or of a stored order line) the domain reads. */
export type PricedLineFacts = Pick<
  CheckoutLine,
  | 'goodsId'
  | 'catId'
  | 'brandId'
  | 'supId'
  | 'priceFen'
  | 'marketPriceFen'
  | 'quantity'
  | 'weightGrams'
  | 'specialGoods'
  | 'isFei5zhe'
  | 'isHei5ka'
  | 'isMini'
  | 'isDingjin'
>;

/** A checkout or stored line as the domain's goods line. */
export function toGoodsLine(line: PricedLineFacts): GoodsLine {
  return {
    goodsId: line.goodsId,
    categoryId: line.catId,
    brandId: line.brandId,
    supplierId: line.supId,
    price: fromFen(line.priceFen),
    marketPrice: fromFen(line.marketPriceFen),
    quantity: line.quantity,
    weight: line.weightGrams / 1000,
    specialGoods: line.specialGoods,
    isFei5zhe: line.isFei5zhe,
    isHei5ka: line.isHei5ka,
    isMini: line.isMini,
    isDingjin: line.isDingjin,
  };
}

/** The member card the shopper pays with, checked to be theirs; the black-five toggle needs card 2 (shopping §6). */
function resolveCard(draft: CheckoutDraft, choices: CheckoutChoices): CardRow | undefined {
  if (choices.isBlack && !draft.cards.some((card) => card.fCardNumber === BLACK_FIVE_CARD_NUMBER)) {
    throw badRequest(BLACK_FIVE_CARD_REQUIRED);
  }
  if (choices.cardNumber === undefined || choices.cardNumber === 0) return undefined;
  const card = draft.cards.find((held) => held.fCardNumber === choices.cardNumber);
  if (!card) throw badRequest(CARD_NOT_HELD);
  return card;
}

/** Computes a draft with the shopper's choices; an unknown shipping id answers 303. */
export function computeDraft(
  draft: CheckoutDraft,
  choices: CheckoutChoices,
  now: Date,
): { result: CheckoutResult; card: CardRow | undefined; pricingCard: MemberCardUse | null } {
  const card = resolveCard(draft, choices);
  // The black-five card is a discount of its own: another card's rate would stack on it.
  const memberCard = card && card.fCardNumber !== BLACK_FIVE_CARD_NUMBER ? { cardNumber: String(card.fCardNumber), discount: card.fDiscount } : null;
  const result = computeCheckout({
    orders: draft.orders.map((order) => ({
      id: order.devideItem,
      lines: order.lines.map(toGoodsLine),
      shippingOptions: FALLBACK_SHIPPING_OPTIONS,
      shippingId: choices.shippingIds?.[order.devideItem],
    })),
    coupons: draft.coupons,
    now,
    blackFive: choices.isBlack,
    memberCard,
    couponChoices: choices.bonusIds,
    shippingCouponChoices: choices.bonusShipIds,
  });
  if (result.issues.some((issue) => issue.kind === 'unknown-shipping')) throw invalidCheckout(SHIPPING_INVALID);
  return { result, card, pricingCard: memberCard };
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

function describeCoupon(coupon: HeldCoupon): Omit<CheckoutCoupon, 'usable_devide_items' | 'is_usable' | 'devide_item'> {
  return {
    bonus_id: coupon.bonusId,
    type_name: coupon.typeName,
    type_money: formatYuan(coupon.typeMoney),
    type_money_deal: coupon.typeMoneyDeal ? formatYuan(coupon.typeMoneyDeal) : null,
    min_goods_amount: formatYuan(coupon.minGoodsAmount),
    is_shipping: coupon.isShipping ? 1 : 0,
    act_range: coupon.actRange,
    act_range_ext: [...coupon.actRangeExt],
    use_start_date: seconds(coupon.useStartDate),
    use_end_date: seconds(coupon.useEndDate),
  };
}

function describeAddress(address: AddressRow): Address {
  return {
    address_id: address.addressId,
    consignee: address.consignee,
    tel: address.tel,
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.address,
    province_name: address.provinceName,
    city_name: address.cityName,
    district_name: address.districtName,
    is_default: address.isDefault ? 1 : 0,
  };
}

function describeLine(line: CheckoutLine): CheckoutLineView {
  return {
    goods_id: line.goodsId,
    sku_id: line.skuId,
    goods_name: line.goodsName,
    goods_attr: line.goodsAttr,
    goods_attr_id: line.goodsAttrId,
    goods_thumb: line.goodsThumb,
    goods_price: formatYuan(fromFen(line.priceFen)),
    market_price: formatYuan(fromFen(line.marketPriceFen)),
    goods_number: line.quantity,
    subtotal: formatYuan(fromFen(line.priceFen * line.quantity)),
    weight: (line.weightGrams / 1000).toFixed(2),
    is_dingjin: line.isDingjin ? 1 : 0,
    is_hei5ka: line.isHei5ka ? 1 : 0,
    delivery_id: line.deliveryId ?? 0,
    delivery_time: line.deliveryTime,
  };
}

/**
 * The checkout reply of shopping §3 "Checkout result": totals, `order_list` (one per split order, by
 * subtotal descending as computed), every coupon with where it is usable and applied, the error block.
 * `balanceFen` is the shopper's balance when they chose to pay with it (`is_balance`), else 0: the
 * domain's `applyBalance` decides the `surplus` it pays, and `pay_money` is what is left to pay now.
 */
export function describeCheckout(draft: CheckoutDraft, result: CheckoutResult, choices: CheckoutChoices, now: Date, balanceFen = 0): Checkout {
  const drafts = new Map(draft.orders.map((order) => [order.devideItem, order]));
  const withLines = result.orders.map((computed) => ({ computed, lines: (drafts.get(computed.id) as DraftOrder).lines.map(toGoodsLine) }));
  const couponView = (coupon: HeldCoupon): CheckoutCoupon => {
    const usable = couponUsableOrders(coupon, withLines, now);
    const appliedTo = result.orders.find((computed) =>
      coupon.isShipping ? computed.shippingCoupon?.coupon?.bonusId === coupon.bonusId : computed.coupon?.coupon?.bonusId === coupon.bonusId,
    );
    return {
      ...describeCoupon(coupon),
      usable_devide_items: usable,
      is_usable: usable.length > 0 ? 1 : 0,
      devide_item: appliedTo?.id ?? null,
    };
  };
  const goodsCoupons = draft.coupons.filter((coupon) => !coupon.isShipping).map(couponView);
  const shippingCoupons = draft.coupons.filter((coupon) => coupon.isShipping).map(couponView);
  const balance = applyBalance(result.orders, fromFen(balanceFen));
  const surplusOf = new Map(balance.perOrder.map(({ id, amount }) => [id, amount]));
  return {
    bonus: {
      list: goodsCoupons,
      shipping_bonus: shippingCoupons,
      money: formatYuan(deductionTotal(result.orders, 'coupon')),
    },
    ship: formatYuan(deductionTotal(result.orders, 'shipping-coupon')),
    shipping_fee: formatYuan(result.totalShippingFee),
    order_amount: formatYuan(result.totalPayable),
    surplus: formatYuan(balance.total),
    pay_money: formatYuan(balance.remaining),
    is_black: result.blackFiveApplied ? 1 : 0,
    black_msg: choices.isBlack
      ? result.blackFiveApplied
        ? BLACK_FIVE_NO_STACKING
        : (result.issues.find((i) => i.kind === 'black-five-not-applicable')?.message ?? '')
      : '',
    has_black_card: draft.cards.some((card) => card.fCardNumber === BLACK_FIVE_CARD_NUMBER) ? 1 : 0,
    card_number: choices.cardNumber ?? 0,
    address: draft.address ? describeAddress(draft.address) : null,
    is_correct: draft.address !== null && result.orders.length > 0 ? 1 : 0,
    order_list: result.orders.map((computed) => {
      const order = drafts.get(computed.id) as DraftOrder;
      return {
        devide_item: computed.id,
        sendaddress: order.sendAddressId,
        sendaddress_name: order.sendAddressName,
        mode: computed.mode,
        subtotal: formatYuan(computed.goodsSubtotal),
        subtotal_dj: formatYuan(computed.deposit?.due ?? 0),
        subtotal_wk: formatYuan(computed.deposit?.balance ?? 0),
        market_subtotal: formatYuan(computed.marketSubtotal),
        discount: formatYuan(computed.discount),
        subweight: computed.subweight.toFixed(2),
        order_amount: formatYuan(computed.payable),
        pay_money: formatYuan(computed.payableNow),
        surplus: formatYuan(surplusOf.get(computed.id) ?? 0),
        shipping_id: computed.shipping.id,
        shipping_fee: formatYuan(computed.shippingDisplayFee),
        shipping_list: computed.shippingOptions.map((option) => ({
          shipping_id: option.id,
          shipping_name: option.name,
          shipping_fee: formatYuan(option.fee),
          shipping_desc: draft.shippingDescs.get(computed.id) ?? '',
        })),
        bonus_id: computed.coupon?.coupon?.bonusId ?? 0,
        bonus_ship_id: computed.shippingCoupon?.coupon?.bonusId ?? 0,
        detail_discount_arr: computed.deductions.map((line) => ({
          kind: line.kind,
          label: line.label,
          amount: formatYuan(line.amount),
          bonus_id: line.bonusId ?? 0,
        })),
        address: draft.address ? describeAddress(draft.address) : null,
        present: describePresent(
          order.lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity })),
          draft.giftOffers,
        ),
        goods_detail: order.lines.map(describeLine),
      };
    }),
    bonusUseNum: goodsCoupons.filter((coupon) => coupon.is_usable === 1).length,
    shipBonusUseNum: shippingCoupons.filter((coupon) => coupon.is_usable === 1).length,
    errors_order_list: draft.errors.map((error) => ({
      msg: error.msg,
      data: { product: { goods_id: error.goodsId, goods_name: error.goodsName, goods_thumb: error.goodsThumb, goods_number: error.quantity } },
    })),
  };
}
