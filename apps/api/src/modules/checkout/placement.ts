// Placing orders (shopping §7 "Place order"): one statement takes the stock with
// conditional updates, reserves coupons and balance, and writes the split orders with a snapshot of
// every fact `computeCheckout` read, so an audit can recompute them.
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
  paymentDeadline,
  type PlannedOrder,
  planPlacement,
  REQUEST_IN_PROGRESS,
  SOLD_OUT_BUTTON,
  type StoredOrderAmounts,
  toFen,
  validateSellerMessage,
  ADDRESS_REQUIRED,
} from '@garden/domain';
import type { Database } from '../../db/client';
import { ApiError, badRequest, conflict, someCause } from '../../platform/api-error';
import { goodsChanged } from '../../platform/catalogue-cache';
import type { GiftOffer } from '../promotions/index';
import { createOrderSn } from '../orders/index';
import { computeDraft } from './compute';
import { balanceWindowOf, invalidCheckout, type CheckoutChoices, type CheckoutDraft, type DraftOrder } from './draft';
import {
  type GiftValues,
  giftColumns,
  lineColumns,
  lockBalance,
  orderColumns,
  type OrderValues,
  type PlacedOrderIds,
  placementFor,
} from './placement-statement';
import { ordersPlaced } from '../../platform/metrics';

export type { PlacedOrderIds } from './placement-statement';

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
  /** The random digits of the order numbers (crypto's by default; a test draws a taken number with its own). */
  drawOrderDigits?: (max: number) => number;
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
  ordersPlaced.inc(input.draft.orders.length);
  goodsChanged(
    db,
    input.draft.orders.flatMap((order) => order.lines.map((line) => line.goodsId)),
  );
  return placed;
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
    orderSn: createOrderSn(input.now, input.drawOrderDigits),
    ...amountColumns(plan.father.amounts),
    bonusId: null,
    bonusShipId: null,
    // Paying the father pays every child: by card 2 when any of them took the black-five discount.
    isBlack: result.blackFiveApplied,
    moneyPaidFen: plan.father.surplus,
    surplusFen: plan.father.surplus,
    oStatus: plan.father.orderStatus,
    payTime: plan.father.orderStatus === 1 ? input.now : null,
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
    isDeposit: line.isDeposit,
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
    bonusFen: amounts.couponDiscount,
    bonusShipFen: amounts.shippingCouponDiscount,
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
  const balanceWindow = planned.isDeposit ? balanceWindowOf(order) : null;
  return {
    orderSn: createOrderSn(now, input.drawOrderDigits),
    userId: input.userId,
    oStatus: planned.orderStatus,
    djStatus: planned.depositStatus,
    isDeposit: planned.isDeposit,
    payBegTime: balanceWindow?.payBegTime ?? null,
    payEndTime: balanceWindow?.payEndTime ?? null,
    payDeadline: paymentDeadline(now),
    ...amountColumns(planned.amounts),
    moneyPaidFen: planned.surplus,
    surplusFen: planned.surplus,
    payTime: planned.orderStatus === 1 ? now : null,
    fCardNumber: cards.cardNumber,
    pricingCardNumber: cards.pricingCard ? Number(cards.pricingCard.cardNumber) : null,
    pricingCardDiscount: cards.pricingCard ? String(cards.pricingCard.discount) : null,
    isBlack: computed.mode === 'black-five',
    bonusId: computed.coupon?.coupon?.couponId ?? null,
    bonusShipId: computed.shippingCoupon?.coupon?.couponId ?? null,
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
