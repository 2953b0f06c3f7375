// The member cards the shop issues (shopping §3 "Member card": FCardNumber, ftype, fDisCount, FName). A shopper
// holds at most one card of each number, so the number names the kind: 2 is the black-five card.
import { BLACK_FIVE_CARD_NUMBER } from '../constants/shop-constants';
import { CARD_BALANCE_EMPTY_LABEL, CARD_USABLE_LABEL } from '../messages/messages';

export interface MemberCardKind {
  /** FCardNumber. */
  readonly fCardNumber: number;
  readonly ftype: number;
  /** fDisCount: the rate the card pays at, exact decimal text ("0.95"; "1" no discount). */
  readonly fDiscount: string;
  /** FName. */
  readonly fName: string;
}

/** The kinds a card is issued as (the seed's demo cards are one of each). */
export const MEMBER_CARD_KINDS: readonly MemberCardKind[] = [
  { fCardNumber: BLACK_FIVE_CARD_NUMBER, ftype: 2, fDiscount: '1', fName: '黑五卡' },
  { fCardNumber: 8801, ftype: 1, fDiscount: '0.95', fName: '园艺会员卡' },
];

export function memberCardKindOf(fCardNumber: number): MemberCardKind | undefined {
  return MEMBER_CARD_KINDS.find((kind) => kind.fCardNumber === fCardNumber);
}

/** The most one top-up adds (50 000.00 yuan): a slip of the keyboard stays a refusal, not a fortune on a card. */
export const CARD_TOP_UP_MAX_FEN = 5_000_000;
/** The most a card may hold after a top-up (1 000 000.00 yuan), far below what the balance column keeps. */
export const CARD_BALANCE_MAX_FEN = 100_000_000;
/** The longest reason a top-up's ledger row keeps. */
export const CARD_TOP_UP_REASON_MAX = 100;

/** A card's states as the staff read them (the back office's cards, `garden cards`). */
export const MEMBER_CARD_STATES = ['usable', 'empty'] as const;
export type MemberCardState = (typeof MEMBER_CARD_STATES)[number];

/** Each state's words. */
export const MEMBER_CARD_STATE_LABELS: Readonly<Record<MemberCardState, string>> = {
  usable: CARD_USABLE_LABEL,
  empty: CARD_BALANCE_EMPTY_LABEL,
};

/** A card's state: one with nothing on it cannot pay. */
export function memberCardStateOf(balanceFen: number): MemberCardState {
  return balanceFen > 0 ? 'usable' : 'empty';
}

/** The card ledger's text of a top-up: who made it and why (the audit trail keeps the same write by operator id). */
export function cardTopUpDesc(operatorLogin: string, reason: string): string {
  return `后台充值（${operatorLogin}）：${reason}`;
}
