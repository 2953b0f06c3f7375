import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_RETURNED } from '../messages/messages';
import { operatorWithdrawalStatusLabel, withdrawalStatusLabel } from './withdrawal-status-label';

describe('withdrawalStatusLabel', () => {
  it('shows is_paid 1 as completed and anything else as applying', () => {
    expect(withdrawalStatusLabel(1)).toBe('已完成');
    expect(withdrawalStatusLabel(0)).toBe('申请中');
  });

  it('shows the staff a refused payout (is_paid 2) as back on the balance, the rest as the shopper sees them', () => {
    expect(operatorWithdrawalStatusLabel(2)).toBe(WITHDRAWAL_RETURNED);
    expect(withdrawalStatusLabel(2)).toBe('申请中');
    for (const isPaid of [0, 1]) expect(operatorWithdrawalStatusLabel(isPaid)).toBe(withdrawalStatusLabel(isPaid));
  });
});

describe('properties', () => {
  it('every is_paid value but 1 reads as applying', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((value) => value !== 1),
        (isPaid) => {
          expect(withdrawalStatusLabel(isPaid)).toBe('申请中');
        },
      ),
    );
  });
});
