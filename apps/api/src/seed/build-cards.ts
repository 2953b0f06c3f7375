// Demo member cards of the seeded shopper (shopping §3 "Member card"), so every payment method can be
// tried on a fresh shop: one card of each kind the shop issues (domain MEMBER_CARD_KINDS), the black-five
// card (FCardNumber 2) and a 95 % card with a balance to pay with.
import { BLACK_FIVE_CARD_NUMBER, MEMBER_CARD_KINDS } from '@garden/domain';
import type { memberCards } from '../db/schema/index';

/** What each demo card holds, in fen, by its number. */
const DEMO_BALANCE_FEN: Readonly<Record<number, number>> = { [BLACK_FIVE_CARD_NUMBER]: 20_000 };
const GARDEN_CARD_BALANCE_FEN = 500_000;

export function buildMemberCards(shopperId: number, now: Date): (typeof memberCards.$inferInsert)[] {
  return MEMBER_CARD_KINDS.map((kind) => ({
    userId: shopperId,
    fCardNumber: kind.fCardNumber,
    ftype: kind.ftype,
    fDiscount: kind.fDiscount,
    fName: kind.fName,
    balanceFen: DEMO_BALANCE_FEN[kind.fCardNumber] ?? GARDEN_CARD_BALANCE_FEN,
    createdAt: now,
  }));
}
