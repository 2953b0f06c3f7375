import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDiscountRate, NO_DISCOUNT_TEXT } from './format-discount-rate';
import { InvalidMoneyError } from './invalid-money-error';
import { toMoney } from './to-money';

describe('formatDiscountRate', () => {
  it.each([
    ['0.95', '9.5折'],
    ['0.9500', '9.5折'],
    [0.5, '5折'],
    ['0.88', '8.8折'],
    ['0.955', '9.55折'],
    ['0.1', '1折'],
  ])('reads %s as %s', (rate, text) => {
    expect(formatDiscountRate(rate)).toBe(text);
  });

  it('reads a rate of 1 as no discount', () => {
    expect(formatDiscountRate('1.0000')).toBe(NO_DISCOUNT_TEXT);
    expect(NO_DISCOUNT_TEXT).toBe('无折扣');
  });

  it.each(['0', '-0.5', '1.01', '95'])('rejects the rate %s', (rate) => {
    expect(() => formatDiscountRate(rate)).toThrow(InvalidMoneyError);
  });
});

describe('properties', () => {
  const rateArb = fc.integer({ min: 1, max: 9999 }).map((tenThousandths) => toMoney(tenThousandths).dividedBy(10_000));

  it('a discount reads back as the rate it came from (tenths of the price, then 折)', () => {
    fc.assert(
      fc.property(rateArb, (rate) => {
        const text = formatDiscountRate(rate);
        expect(text.endsWith('折')).toBe(true);
        expect(toMoney(text.slice(0, -1)).dividedBy(10).equals(rate)).toBe(true);
      }),
    );
  });

  it('a discount never shows trailing zeros however the rate was written', () => {
    fc.assert(
      fc.property(rateArb, (rate) => {
        expect(formatDiscountRate(rate.toFixed(4))).toBe(formatDiscountRate(rate));
        expect(formatDiscountRate(rate)).not.toMatch(/\.\d*0折$|\.折$/);
      }),
    );
  });
});
