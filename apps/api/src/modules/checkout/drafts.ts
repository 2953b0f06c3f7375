// Grouping a checkout's lines by ship-from place into split orders, with the shopper's facts and the running
// gift offers (shopping §4 "Cart and checkout"): the draft of a direct buy or of the cart's selected group.
import { groupByShipFrom, type MemberGrade, ADDRESS_INVALID } from '@garden/domain';
import type { Database } from '../../db/client';
import { catalogueCache } from '../../platform/catalogue-cache';
import { selectedCartForCheckout } from '../cart/index';
import { giftOffersAt, loadEveryGiftOffer, type GiftOffer } from '../promotions/index';

import { loadBuyerFacts, loadBuyerFactsWithLine } from './buyer-reads';
import { type CheckoutDraft, type DirectBuyRequest, invalidCheckout } from './draft';
import { type LineFacts, buildDirectBuyLine, readLineFacts } from './line-reads';

/**
 * The gift promotions of the goods running at `now`, from every gift promotion of the shop with its window,
 * kept in the catalogue cache (one entry for every checkout and every moment, so a busy shop reads them once
 * per entry's life, not once per goods bought; the window is checked at the checkout's own time). They only
 * decide the `present` shown and the gifts a placed order records (`order_gifts`; a gift is not an order line
 * and costs nothing), so an operator's change to a promotion may show up to 2 s late here.
 */
async function runningGiftOffers(db: Database, goodsIds: readonly number[], now: Date): Promise<GiftOffer[]> {
  return giftOffersAt(await catalogueCache(db).read('gift-offers', () => loadEveryGiftOffer(db)), goodsIds, now);
}

/** The shopper's facts and each line's: one line (every direct buy) reads its goods in the shopper's statement. */
async function readBuyerAndLines(db: Database, userId: number, requests: readonly DirectBuyRequest[], addressId: number | undefined) {
  const [only] = requests;
  if (requests.length === 1 && only) {
    const { facts, line } = await loadBuyerFactsWithLine(db, userId, addressId, only);
    return { facts, lineFacts: [line] };
  }
  const [facts, lineFacts] = await Promise.all([
    loadBuyerFacts(db, userId, addressId),
    Promise.all(requests.map((request) => readLineFacts(db, request))),
  ]);
  return { facts, lineFacts };
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
  const [{ facts, lineFacts }, giftOffers] = await Promise.all([
    readBuyerAndLines(db, user.id, requests, addressId),
    runningGiftOffers(db, [...new Set(requests.map((request) => request.goodsId))], now),
  ]);
  const { address, coupons, cards } = facts;
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
  const shippingDescs = new Map(groups.map(({ shipFrom, items }) => [shipFrom, items.find((item) => item.shippingDesc)?.shippingDesc ?? '']));
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
