import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDueNow } from './amount-due-now';
import { initialOrderStatus } from './initial-order-status';

const fen = fc.integer({ min: 0, max: 10_000_000 });

describe('amount due now', () => {
  it('a deposit order awaiting its deposit owes the deposit, any other order the rest of its amount, never below 0', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(0, 1), fen, fen, fen, (isDeposit, depositStatus, depositFen, orderAmountFen, moneyPaidFen) => {
        const due = amountDueNow({ isDeposit, depositStatus: depositStatus, depositFen, orderAmountFen, moneyPaidFen });
        const owed = (isDeposit && depositStatus === 0 ? depositFen : orderAmountFen) - moneyPaidFen;
        expect(due).toBe(Math.max(0, owed));
      }),
    );
  });

  it('a new deposit order waits for its deposit (9), any other for its payment (0)', () => {
    expect(initialOrderStatus(true)).toEqual({ orderStatus: 9, depositStatus: 0 });
    expect(initialOrderStatus(false)).toEqual({ orderStatus: 0, depositStatus: 0 });
  });
});
