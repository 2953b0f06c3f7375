import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawalStatusLabel } from './withdrawal-status-label';

describe('withdrawalStatusLabel', () => {
  it('shows is_paid 1 as completed and anything else as applying', () => {
    expect(withdrawalStatusLabel(1)).toBe('已完成');
    expect(withdrawalStatusLabel(0)).toBe('申请中');
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
