import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentShares } from './payment-shares';

const payments = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 });

describe('payment shares', () => {
  it('a share never exceeds its payment, and the shares add up to what the order was charged, as far as the payments go', () => {
    fc.assert(
      fc.property(payments, fc.integer({ min: 0, max: 3_000_000 }), (paid, charged) => {
        const shares = paymentShares(paid, charged);
        shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(paid[index]!));
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(
          Math.min(
            charged,
            paid.reduce((sum, fen) => sum + fen, 0),
          ),
        );
      }),
    );
  });

  it('takes from the earliest payments first', () => {
    expect(paymentShares([500, 700, 300], 900)).toEqual([500, 400, 0]);
  });
});
