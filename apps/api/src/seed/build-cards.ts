// Demo member cards of the seeded shopper (shopping §3 "Member card"), so every payment method can be
// tried on a fresh shop: the black-five card (FCardNumber 2) and a 95 % card with a balance to pay with.
import { BLACK_FIVE_CARD_NUMBER } from '@garden/domain';
import type { memberCards } from '../db/schema/index';

/** The garden card's number: any number but 2 (the black-five card). */
export const GARDEN_CARD_NUMBER = 8801;

export function buildMemberCards(shopperId: number, now: Date): (typeof memberCards.$inferInsert)[] {
  return [
    { userId: shopperId, fCardNumber: BLACK_FIVE_CARD_NUMBER, ftype: 2, fDiscount: '1', fName: '黑五卡', balanceFen: 20_000, createdAt: now },
    { userId: shopperId, fCardNumber: GARDEN_CARD_NUMBER, ftype: 1, fDiscount: '0.95', fName: '园艺会员卡', balanceFen: 500_000, createdAt: now },
  ];
}
