import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyArb } from '../testing';
import { compareMoney } from './compare-money';
import { formatYuan } from './format-yuan';
import { fromFen } from './from-fen';
import { InvalidMoneyError } from './invalid-money-error';
import { roundFen } from './round-fen';
import { sumMoney } from './sum-money';
import { toFen } from './to-fen';
import { formatFen, yuanTextToFen } from './yuan-text';
import { toMoney } from './to-money';

describe('toMoney', () => {
  it('parses payload strings, numbers and Decimals exactly', () => {
    expect(toMoney('12.50').toString()).toBe('12.5');
    expect(toMoney(' 0.1 ').plus(toMoney(0.2)).toString()).toBe('0.3');
    expect(toMoney(new Decimal('3.005')).toString()).toBe('3.005');
    expect(toMoney('-4').toString()).toBe('-4');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1e3', '0x10', 'Infinity', '12.5元'])('rejects %s with InvalidMoneyError', (value) => {
    expect(() => toMoney(value)).toThrow(InvalidMoneyError);
  });

  it('rejects a non-finite Decimal', () => {
    expect(() => toMoney(new Decimal(Number.NaN))).toThrow(InvalidMoneyError);
  });

  it("ignores the caller's global Decimal settings", () => {
    const saved = { precision: Decimal.precision, rounding: Decimal.rounding };
    Decimal.set({ precision: 2, rounding: Decimal.ROUND_DOWN });
    try {
      expect(roundFen('1234.565').toString()).toBe('1234.57');
      expect(toMoney('1234.56').times(3).toString()).toBe('3703.68');
      // A caller's own Decimal becomes money too, not a value computing with the caller's settings.
      expect(toMoney(new Decimal('1234.56')).times(3).toString()).toBe('3703.68');
    } finally {
      Decimal.set(saved);
    }
  });
});

describe('roundFen', () => {
  it('rounds half-up to the fen', () => {
    expect(roundFen('0.005').toString()).toBe('0.01');
    expect(roundFen('0.0049').toString()).toBe('0');
    expect(roundFen('19.995').toString()).toBe('20');
    expect(roundFen(1.005).toString()).toBe('1.01');
    // a tie rounds away from zero
    expect(roundFen('-0.005').toString()).toBe('-0.01');
  });
});

describe('toFen, fromFen and formatYuan', () => {
  it('store and show yuan as whole fen and two decimals', () => {
    expect(toFen('12.5')).toBe(1250);
    expect(toFen(0.1 + 0.2)).toBe(30);
    expect(fromFen(1250).toString()).toBe('12.5');
    expect(formatYuan(fromFen(1250))).toBe('12.50');
    expect(formatYuan('0')).toBe('0.00');
    expect(formatYuan('1234567.891')).toBe('1234567.89');
  });

  it('refuse fractions of a fen and unsafe integers', () => {
    expect(() => fromFen(1.5)).toThrow(InvalidMoneyError);
    expect(() => fromFen(Number.NaN)).toThrow(InvalidMoneyError);
    expect(() => toFen('1000000000000000000000000000000')).toThrow(InvalidMoneyError);
  });

  it('sums exactly', () => {
    expect(sumMoney(['0.1', 0.2, '0.3']).toString()).toBe('0.6');
    expect(sumMoney([]).toString()).toBe('0');
  });
});

describe('properties', () => {
  it('a stored amount reads back unchanged (fromFen ∘ toFen is the identity on fen amounts)', () => {
    fc.assert(
      fc.property(moneyArb(), (yuan) => {
        expect(fromFen(toFen(yuan)).equals(toMoney(yuan))).toBe(true);
      }),
    );
  });

  it('roundFen leaves at most two decimals and moves an amount by at most half a fen', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundFen(value);
        expect(rounded.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(rounded.minus(toMoney(value)).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
    );
  });

  it('formatYuan always shows exactly two decimals of the rounded amount', () => {
    fc.assert(
      fc.property(moneyArb({ minFen: -10_000_000 }), (yuan) => {
        const text = formatYuan(yuan);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toMoney(text).equals(roundFen(yuan))).toBe(true);
      }),
    );
  });
});

describe('yuan text without decimal.js', () => {
  it("reads the API's yuan text in whole fen and writes fen back, refusing anything else", () => {
    expect([yuanTextToFen('128'), yuanTextToFen('128.5'), yuanTextToFen(' 0.05 ')]).toEqual([12_800, 12_850, 5]);
    expect(formatFen(12_850)).toBe('128.50');
    for (const bad of ['', '1.005', '-1', '1e3', 'abc']) expect(() => yuanTextToFen(bad)).toThrow(InvalidMoneyError);
    expect(() => formatFen(1.5)).toThrow(InvalidMoneyError);
  });

  it('agrees with the decimal.js path on every amount: the fen read and the text written are the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        const text = formatFen(fen);
        expect(text).toBe(formatYuan(fromFen(fen)));
        expect(yuanTextToFen(text)).toBe(toFen(text));
      }),
    );
  });
});

describe('compareMoney', () => {
  // Amounts of every shape decimal.js stores differently: zero, signs, integers and fractions across
  // word boundaries, long digit runs, and the same value reached by different arithmetic.
  const decimalArb = fc
    .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 25 }), fc.constantFrom('plain', 'times', 'minus'))
    .map(([digits, scale, via]) => {
      const value = toMoney(digits.toString()).dividedBy(toMoney(10).pow(scale));
      if (via === 'times') return value.times(3).dividedBy(3);
      return via === 'minus' ? value.plus('0.1').minus('0.1') : value;
    });

  it('answers as comparedTo on any two amounts, and 0 for an amount and itself rebuilt', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(compareMoney(a, b)).toBe(a.comparedTo(b));
        expect(compareMoney(a, toMoney(a.toString()))).toBe(0);
      }),
      { numRuns: 2000 },
    );
    // An amount and a hair more share their leading digits and differ only in how many follow (within
    // the 40 digits money keeps).
    fc.assert(
      fc.property(moneyArb(), fc.integer({ min: 1, max: 30 }), (text, places) => {
        const a = toMoney(text);
        const more = a.plus(toMoney(10).pow(-places));
        expect([compareMoney(a, more), compareMoney(more, a)]).toEqual([-1, 1]);
        expect([compareMoney(a.negated(), more.negated()), compareMoney(more.negated(), a.negated())]).toEqual([1, -1]);
      }),
    );
    expect(compareMoney(toMoney('0.3'), toMoney('0.1').plus('0.2'))).toBe(0);
    expect([
      compareMoney(toMoney(0), toMoney('-0')),
      compareMoney(toMoney('-1'), toMoney(0)),
      compareMoney(toMoney('0.0000001'), toMoney(0)),
    ]).toEqual([0, -1, 1]);
  });
});
