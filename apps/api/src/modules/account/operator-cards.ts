// A shopper's member cards as finance works them (issue 32 "Money"): the cards, issuing one of the shop's kinds
// (domain MEMBER_CARD_KINDS), topping one up, and a card's ledger. Each write is one transaction, so its audit row
// (modules/operators) and the card's ledger row commit with the balance or not at all.
import type { CardLedgerPage, CardLedgerRow, CardToppedUp, OperatorMemberCard, ShopperCards } from '@garden/contract';
import {
  CARD_ALREADY_ISSUED,
  CARD_BALANCE_MAX_FEN,
  CARD_BALANCE_OVER_MAX,
  CARD_KIND_INVALID,
  CARD_NOT_HELD,
  cardTopUpDesc,
  formatYuan,
  fromFen,
  memberCardKindOf,
  memberCardStateOf,
  operatorShownName,
} from '@garden/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { cardLogs, memberCards, operators, orders } from '../../db/schema/index';
import { badRequest } from '../../platform/api-error';
import { findOwnRow } from '../../platform/own-row';
import { seconds } from '../../platform/unix-time';
import { findShopper } from './operator-shoppers';

type CardRow = typeof memberCards.$inferSelect;
type CardLogRow = typeof cardLogs.$inferSelect;

const yuan = (fen: number) => formatYuan(fromFen(fen));

function describeCard(card: CardRow): OperatorMemberCard {
  return {
    card_id: card.cardId,
    user_id: card.userId,
    f_card_number: card.fCardNumber,
    ftype: card.ftype,
    f_name: card.fName,
    discount: card.fDiscount,
    balance: yuan(card.balanceFen),
    state: memberCardStateOf(card.balanceFen),
    created_at: seconds(card.createdAt),
  };
}

function describeEntry(log: CardLogRow, orderSn: string | null): CardLedgerRow {
  return {
    log_id: log.logId,
    change_time: seconds(log.changeTime),
    amount: yuan(log.changeFen),
    balance_after: yuan(log.balanceAfterFen),
    change_desc: log.changeDesc,
    order_id: log.orderId,
    order_sn: orderSn,
  };
}

/** The shopper's card `cardId`; another shopper's card is one this shopper does not hold (404, as an unknown one). */
function heldCard(db: Database, userId: number, cardId: number): Promise<CardRow> {
  return findOwnRow(db, memberCards, { id: [memberCards.cardId, cardId], owner: [memberCards.userId, userId] }, CARD_NOT_HELD);
}

/** A shopper's cards by number (an unknown shopper is 404). */
export async function listShopperCards(db: Database, userId: number): Promise<ShopperCards> {
  const shopper = await findShopper(db, { userId });
  const cards = await db.select().from(memberCards).where(eq(memberCards.userId, shopper.id)).orderBy(memberCards.fCardNumber);
  return { user_id: shopper.id, mobile: shopper.mobile ?? '', list: cards.map(describeCard) };
}

/** Issues the shopper a card of a kind the shop issues, with nothing on it; one of each kind per shopper. */
export async function issueMemberCard(db: Database, input: { userId: number; fCardNumber: number; now: Date }): Promise<OperatorMemberCard> {
  const kind = memberCardKindOf(input.fCardNumber);
  if (!kind) throw badRequest(CARD_KIND_INVALID);
  const shopper = await findShopper(db, { userId: input.userId });
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(memberCards)
      .values({
        userId: shopper.id,
        fCardNumber: kind.fCardNumber,
        ftype: kind.ftype,
        fDiscount: kind.fDiscount,
        fName: kind.fName,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: [memberCards.userId, memberCards.fCardNumber] })
      .returning();
    // Refused inside the transaction, so it rolls back with its audit row.
    if (!card) throw badRequest(CARD_ALREADY_ISSUED);
    return describeCard(card);
  });
}

/**
 * Adds `amountFen` to the shopper's card with its ledger row (the operator's login and the reason), in one
 * transaction; a card the top-up would take past `CARD_BALANCE_MAX_FEN` is refused and nothing is written.
 */
export async function topUpMemberCard(
  db: Database,
  input: { userId: number; cardId: number; amountFen: number; reason: string; operatorId: number | null; now: Date },
): Promise<CardToppedUp> {
  await heldCard(db, input.userId, input.cardId);
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(memberCards)
      .set({ balanceFen: sql`${memberCards.balanceFen} + ${input.amountFen}` })
      .where(
        and(
          eq(memberCards.cardId, input.cardId),
          eq(memberCards.userId, input.userId),
          sql`${memberCards.balanceFen} + ${input.amountFen} <= ${CARD_BALANCE_MAX_FEN}`,
        ),
      )
      .returning();
    if (!card) throw badRequest(CARD_BALANCE_OVER_MAX);
    const [operator] =
      input.operatorId === null ? [] : await tx.select({ login: operators.login }).from(operators).where(eq(operators.id, input.operatorId));
    const [entry] = await tx
      .insert(cardLogs)
      .values({
        cardId: card.cardId,
        changeFen: input.amountFen,
        balanceAfterFen: card.balanceFen,
        changeDesc: cardTopUpDesc(operatorShownName(operator?.login), input.reason),
        changeTime: input.now,
      })
      .returning();
    if (!entry) throw new Error('top-up wrote no ledger row');
    return { card: describeCard(card), entry: describeEntry(entry, null) };
  });
}

/** A card's ledger, newest first: the orders it paid (and refunds back to it) with their numbers, and its top-ups. */
export async function readCardLedger(db: Database, query: { userId: number; cardId: number; page: number; limit: number }): Promise<CardLedgerPage> {
  const card = await heldCard(db, query.userId, query.cardId);
  const ofCard = eq(cardLogs.cardId, card.cardId);
  const { rows, total } = await readPage(
    db,
    db.select({ log: cardLogs, orderSn: orders.orderSn }).from(cardLogs).leftJoin(orders, eq(orders.orderId, cardLogs.orderId)).where(ofCard),
    { orderBy: [desc(cardLogs.changeTime), desc(cardLogs.logId)], page: query.page, limit: query.limit },
  );
  return {
    card: describeCard(card),
    list: rows.map(({ log, orderSn }) => describeEntry(log, orderSn)),
    total,
    page: query.page,
    limit: query.limit,
  };
}
