import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/cards: the shopper's member cards by number. */
export function shopperCardsQueryOptions(userId: number) {
  return queryOptions({ queryKey: queryKeys.shopperCards(userId), queryFn: () => call(endpoints.listShopperCards, { user_id: userId }) });
}

/** GET /v1/operator/cards/ledger: a card's ledger, newest first (orders it paid, refunds to it, top-ups). */
export function cardLedgerQueryOptions(userId: number, cardId: number, page: number) {
  return pageQueryOptions(endpoints.readCardLedger, queryKeys.cardLedger(userId, cardId, page), {
    user_id: userId,
    card_id: cardId,
    page,
    limit: 10,
  });
}

/** A card issued or topped up changes the cards, their ledgers and the shopper's detail (which lists the cards too). */
const CARDS = [queryKeys.cardsAll, queryKeys.shoppersAll];

/** POST /v1/operator/cards/issue: one card of a kind the shop issues, with nothing on it. */
export const useIssueMemberCard = () => useWrite(endpoints.issueMemberCard, CARDS);

/** POST /v1/operator/cards/top-up: the amount onto the card, with a ledger row naming the operator and the reason. */
export const useTopUpMemberCard = () => useWrite(endpoints.topUpMemberCard, CARDS);
