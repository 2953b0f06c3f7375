// Member cards (shopping §3 "Member card", §7 GET /v2/user/vipCard).
import { formatYuan, fromFen } from '@garden/domain';
import type { Database } from '../../db/client';
import { loadMemberCards } from '../checkout/index';

/** The shopper's cards as the pay page lists them: FCardNumber, ftype, fDisCount, FName, FAmtIn (yuan). */
export async function listVipCards(db: Database, userId: number) {
  const cards = await loadMemberCards(db, userId);
  return cards.map((card) => ({
    FCardNumber: card.fCardNumber,
    ftype: card.ftype,
    fDisCount: card.fDiscount,
    FName: card.fName,
    FAmtIn: formatYuan(fromFen(card.balanceFen)),
  }));
}
