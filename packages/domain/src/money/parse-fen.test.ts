import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyArb } from '../testing';
import { fromFen } from './from-fen';
import { MAX_STORED_FEN, parseFen } from './parse-fen';
import { toMoney } from './to-money';

describe('parseFen', () => {
  it('reads yuan with at most two decimals as whole fen', () => {
    expect([parseFen('30.5'), parseFen(' 12.50 '), parseFen('0'), parseFen('0.07')]).toEqual([3050, 1250, 0, 7]);
  });

  it('refuses what is not such text: signs, exponents, three decimals, no digits', () => {
    for (const text of ['-1', '+1', '1e3', '1.234', '.5', '1.', '', 'abc', 'NaN', 'Infinity', '0x10', '1 000']) {
      expect(parseFen(text)).toBeNull();
    }
  });

  it('refuses an amount past what the shop keeps, or past the given most', () => {
    expect(parseFen('21474836.47')).toBe(MAX_STORED_FEN);
    expect([parseFen('21474836.48'), parseFen('100000000000000'), parseFen('99999999999999999999.99')]).toEqual([null, null, null]);
    expect([parseFen('100', 10_000), parseFen('100.01', 10_000)]).toEqual([10_000, null]);
  });
});

describe('properties', () => {
  it('an amount it takes is the same money as the text says', () => {
    fc.assert(
      fc.property(moneyArb({ maxFen: MAX_STORED_FEN }), (yuan) => {
        expect(fromFen(parseFen(yuan) as number).equals(toMoney(yuan))).toBe(true);
      }),
    );
  });

  it('never answers more than the most it was given, nor a fen count that is not a safe integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,25}(\.\d{1,2})?$/), fc.string()), fc.integer({ min: 0, max: MAX_STORED_FEN }), (text, most) => {
        const fen = parseFen(text, most);
        if (fen !== null) {
          expect(Number.isSafeInteger(fen)).toBe(true);
          expect(fen).toBeLessThanOrEqual(most);
        }
      }),
    );
  });

  it('takes every whole fen count up to the most, written as yuan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_STORED_FEN }), (fen) => {
        expect(parseFen(fromFen(fen).toFixed(2))).toBe(fen);
      }),
    );
  });
});
