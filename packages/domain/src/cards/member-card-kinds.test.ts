import { describe, expect, it } from 'vitest';
import { BLACK_FIVE_CARD_NUMBER } from '../constants/shop-constants';
import { CARD_BALANCE_OVER_MAX, CARD_TOP_UP_AMOUNT_INVALID } from '../messages/messages';
import { formatFen } from '../money/yuan-text';
import { MAX_STORED_FEN } from '../money/parse-fen';
import {
  CARD_BALANCE_MAX_FEN,
  CARD_TOP_UP_MAX_FEN,
  MEMBER_CARD_KINDS,
  MEMBER_CARD_STATE_LABELS,
  memberCardKindOf,
  memberCardStateOf,
} from './member-card-kinds';

describe('member card kinds', () => {
  it('issue one kind per card number, the black-five card among them', () => {
    const numbers = MEMBER_CARD_KINDS.map((kind) => kind.fCardNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(memberCardKindOf(BLACK_FIVE_CARD_NUMBER)?.fName).toBe('黑五卡');
    expect(memberCardKindOf(3)).toBeUndefined();
  });

  it('cap a top-up and a balance within what the shop keeps, as the messages say', () => {
    expect(CARD_TOP_UP_MAX_FEN).toBeLessThanOrEqual(CARD_BALANCE_MAX_FEN);
    expect(CARD_BALANCE_MAX_FEN).toBeLessThanOrEqual(MAX_STORED_FEN);
    expect(CARD_TOP_UP_AMOUNT_INVALID).toContain(`–${formatFen(CARD_TOP_UP_MAX_FEN)} 元`);
    expect(CARD_BALANCE_OVER_MAX).toContain(`${formatFen(CARD_BALANCE_MAX_FEN)} 元`);
  });

  it('read a card with nothing on it as unable to pay', () => {
    expect(MEMBER_CARD_STATE_LABELS[memberCardStateOf(1)]).toBe('可用');
    expect(MEMBER_CARD_STATE_LABELS[memberCardStateOf(0)]).toBe('余额为零');
  });
});
