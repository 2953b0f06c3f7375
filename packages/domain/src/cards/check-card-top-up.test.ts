import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BALANCE_OVER_MAX, CARD_TOP_UP_AMOUNT_INVALID, CARD_TOP_UP_REASON_INVALID } from '../messages/messages';
import { formatFen } from '../money/yuan-text';
import { cardTopUpRefusals, readCardTopUpAmount } from './check-card-top-up';
import { CARD_BALANCE_MAX_FEN, CARD_TOP_UP_MAX_FEN, CARD_TOP_UP_REASON_MAX } from './member-card-kinds';

describe('card top-ups', () => {
  it('read every amount from 0.01 to the cap back to the fen it was written from', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: CARD_TOP_UP_MAX_FEN }), (fen) => readCardTopUpAmount(formatFen(fen)) === fen));
  });

  it('refuse zero, more than the cap, three decimals and words, and a reason blank or too long in characters', () => {
    for (const amount of ['0', '0.00', formatFen(CARD_TOP_UP_MAX_FEN + 1), '1.234', '-5', '一百', ''])
      expect([amount, cardTopUpRefusals({ amount, reason: '线下收款' })]).toEqual([amount, { amount: CARD_TOP_UP_AMOUNT_INVALID }]);
    expect(cardTopUpRefusals({ amount: '1', reason: '   ' })).toEqual({ reason: CARD_TOP_UP_REASON_INVALID });
    // An emoji is one character to the operator, two UTF-16 units to JavaScript: the cap counts characters.
    expect(cardTopUpRefusals({ amount: '1', reason: '🌱'.repeat(CARD_TOP_UP_REASON_MAX) })).toEqual({});
    expect(cardTopUpRefusals({ amount: '1', reason: '🌱'.repeat(CARD_TOP_UP_REASON_MAX + 1) })).toEqual({ reason: CARD_TOP_UP_REASON_INVALID });
  });

  it('refuse a top-up that would take the card past its cap, when the balance is known', () => {
    const balanceFen = CARD_BALANCE_MAX_FEN - 100;
    expect(cardTopUpRefusals({ amount: '1.00', reason: '补差', balanceFen })).toEqual({});
    expect(cardTopUpRefusals({ amount: '1.01', reason: '补差', balanceFen })).toEqual({ amount: CARD_BALANCE_OVER_MAX });
  });
});
