import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_SALES_QUANTITY_INVALID, SELECT_AFTER_SALES_GOODS } from '../messages/messages';
import { AFTER_SALES_REASON_LABELS, AFTER_SALES_STATUS_LABELS, GOODS_STATUS_LABELS, REFUND_TYPE_LABELS } from './after-sales-labels';
import { InvalidRefundError } from './invalid-refund-error';
import { quoteRefund, type RefundableLine } from './quote-refund';
import { returnsToStock } from './returns-to-stock';
import { splitRefund } from './split-refund';

describe('after-sales labels', () => {
  it('names the seven reasons, both goods states and both refund types', () => {
    expect(Object.keys(AFTER_SALES_REASON_LABELS)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(AFTER_SALES_REASON_LABELS[1]).toBe('卖家缺货');
    expect(GOODS_STATUS_LABELS).toEqual({ 0: '未收到货', 1: '已收到货' });
    expect(REFUND_TYPE_LABELS).toEqual({ 1: '仅退款', 2: '退货退款' });
    expect(Object.keys(AFTER_SALES_STATUS_LABELS)).toEqual(['0', '1', '2', '3']);
  });
});

describe('returnsToStock', () => {
  it('restocks returned goods and goods that never left, not shipped goods refunded only', () => {
    expect(returnsToStock(2, true)).toBe(true);
    expect(returnsToStock(1, false)).toBe(true);
    expect(returnsToStock(1, true)).toBe(false);
  });
});

describe('quoteRefund', () => {
  // Two lines: 3 × ¥10 and 1 × ¥20, ¥45 paid after a ¥5 coupon.
  const lines: RefundableLine[] = [
    { recId: 1, priceFen: 1_000, bought: 3, refunded: 0 },
    { recId: 2, priceFen: 2_000, bought: 1, refunded: 0 },
  ];
  const quote = (requested: { recId: number; number: number }[], refundedFen = 0, refundedLines = lines) =>
    quoteRefund({ paidFen: 4_500, refundedFen, lines: refundedLines, requested });

  it("gives back each unit's price share of what was paid", () => {
    expect(quote([{ recId: 1, number: 1 }])).toEqual({ ok: true, amountFen: 900 });
    expect(quote([{ recId: 2, number: 1 }])).toEqual({ ok: true, amountFen: 1_800 });
    expect(
      quote([
        { recId: 1, number: 3 },
        { recId: 2, number: 1 },
      ]),
    ).toEqual({ ok: true, amountFen: 4_500 });
  });

  it('rounds down, so the last unit returned gets the remainder', () => {
    const thirds = [{ recId: 1, priceFen: 1_000, bought: 3, refunded: 0 }];
    expect(quoteRefund({ paidFen: 1_000, refundedFen: 0, lines: thirds, requested: [{ recId: 1, number: 1 }] })).toEqual({
      ok: true,
      amountFen: 333,
    });
    const twoLeft = [{ recId: 1, priceFen: 1_000, bought: 3, refunded: 1 }];
    expect(quoteRefund({ paidFen: 1_000, refundedFen: 333, lines: twoLeft, requested: [{ recId: 1, number: 1 }] })).toEqual({
      ok: true,
      amountFen: 333,
    });
    const oneLeft = [{ recId: 1, priceFen: 1_000, bought: 3, refunded: 2 }];
    expect(quoteRefund({ paidFen: 1_000, refundedFen: 666, lines: oneLeft, requested: [{ recId: 1, number: 1 }] })).toEqual({
      ok: true,
      amountFen: 334,
    });
  });

  it('splits by units when every line is free', () => {
    const free = [
      { recId: 1, priceFen: 0, bought: 1, refunded: 0 },
      { recId: 2, priceFen: 0, bought: 1, refunded: 0 },
    ];
    expect(quoteRefund({ paidFen: 800, refundedFen: 0, lines: free, requested: [{ recId: 2, number: 1 }] })).toEqual({ ok: true, amountFen: 400 });
  });

  it('refuses nothing ticked, unknown or repeated lines and numbers outside 1 to what is left', () => {
    expect(quote([])).toEqual({ ok: false, message: SELECT_AFTER_SALES_GOODS });
    for (const requested of [
      [{ recId: 9, number: 1 }],
      [
        { recId: 1, number: 1 },
        { recId: 1, number: 1 },
      ],
      [{ recId: 1, number: 0 }],
      [{ recId: 1, number: 4 }],
      [{ recId: 1, number: 1.5 }],
    ]) {
      expect(quote(requested)).toEqual({ ok: false, message: AFTER_SALES_QUANTITY_INVALID });
    }
    const oneRefunded = [{ recId: 2, priceFen: 2_000, bought: 1, refunded: 1 }];
    expect(quote([{ recId: 2, number: 1 }], 1_800, oneRefunded)).toEqual({ ok: false, message: AFTER_SALES_QUANTITY_INVALID });
  });

  it('throws on impossible stored facts', () => {
    expect(() => quoteRefund({ paidFen: 100, refundedFen: 200, lines, requested: [] })).toThrow(InvalidRefundError);
    expect(() => quote([], 0, [{ recId: 1, priceFen: 100, bought: 1, refunded: 2 }])).toThrow(InvalidRefundError);
  });
});

describe('splitRefund', () => {
  it('fills the sources in order, continuing after earlier refunds', () => {
    expect(splitRefund({ sourcesFen: [3_000, 1_500], refundedFen: 0, amountFen: 2_000 })).toEqual([2_000, 0]);
    expect(splitRefund({ sourcesFen: [3_000, 1_500], refundedFen: 2_000, amountFen: 2_000 })).toEqual([1_000, 1_000]);
    expect(splitRefund({ sourcesFen: [3_000, 1_500], refundedFen: 4_000, amountFen: 500 })).toEqual([0, 500]);
  });

  it('throws when the refunds would exceed what was paid', () => {
    expect(() => splitRefund({ sourcesFen: [1_000], refundedFen: 600, amountFen: 500 })).toThrow(InvalidRefundError);
  });
});

/** An order's lines with what was paid for it. */
const orderArb = fc.record({
  paidFen: fc.integer({ min: 0, max: 5_000_000 }),
  lines: fc.array(fc.record({ priceFen: fc.integer({ min: 0, max: 200_000 }), bought: fc.integer({ min: 1, max: 20 }) }), {
    minLength: 1,
    maxLength: 5,
  }),
});

/** Returns every unit of the order in random portions, one line per request; the amounts quoted. */
function refundInSteps(order: { paidFen: number; lines: { priceFen: number; bought: number }[] }, picks: number[]): number[] {
  const lines = order.lines.map((line, index) => ({ recId: index + 1, ...line, refunded: 0 }));
  const amounts: number[] = [];
  let refundedFen = 0;
  for (let step = 0; lines.some((line) => line.refunded < line.bought); step += 1) {
    const pick = picks[step % picks.length] ?? 0;
    const open = lines.filter((line) => line.refunded < line.bought);
    const line = open[pick % open.length] as (typeof lines)[number];
    const number = 1 + (pick % (line.bought - line.refunded));
    const quoted = quoteRefund({ paidFen: order.paidFen, refundedFen, lines, requested: [{ recId: line.recId, number }] });
    if (!quoted.ok) throw new Error(quoted.message);
    amounts.push(quoted.amountFen);
    refundedFen += quoted.amountFen;
    line.refunded += number;
  }
  return amounts;
}

describe('properties', () => {
  it('no two after-sales reasons share a label', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 5, 6, 7), fc.constantFrom(1, 2, 3, 4, 5, 6, 7), (a, b) => {
        const labels: Record<number, string> = AFTER_SALES_REASON_LABELS;
        expect(labels[a] === labels[b]).toBe(a === b);
      }),
    );
  });

  it('refunds of every unit, in any portions, sum exactly to what was paid', () => {
    fc.assert(
      fc.property(orderArb, fc.array(fc.nat(50), { minLength: 1, maxLength: 10 }), (order, picks) => {
        const amounts = refundInSteps(order, picks);
        expect(amounts.every((fen) => Number.isSafeInteger(fen) && fen >= 0)).toBe(true);
        expect(amounts.reduce((sum, fen) => sum + fen, 0)).toBe(order.paidFen);
      }),
    );
  });

  it('a refund never exceeds what is left of what was paid, and more units never give back less', () => {
    fc.assert(
      fc.property(orderArb, fc.nat(), fc.nat(), (order, lineSeed, countSeed) => {
        const lines = order.lines.map((line, index) => ({ recId: index + 1, ...line, refunded: 0 }));
        const line = lines[lineSeed % lines.length] as (typeof lines)[number];
        const number = 1 + (countSeed % line.bought);
        const quote = (n: number) => quoteRefund({ paidFen: order.paidFen, refundedFen: 0, lines, requested: [{ recId: line.recId, number: n }] });
        const now = quote(number);
        expect(now.ok && now.amountFen <= order.paidFen).toBe(true);
        if (number > 1) {
          const fewer = quote(number - 1);
          expect(now.ok && fewer.ok && fewer.amountFen <= now.amountFen).toBe(true);
        }
      }),
    );
  });

  it('a request for more units than bought minus refunded is always refused', () => {
    fc.assert(
      fc.property(orderArb, fc.nat(), fc.integer({ min: 1, max: 30 }), (order, refundedSeed, extra) => {
        const lines = order.lines.map((line, index) => ({ recId: index + 1, ...line, refunded: refundedSeed % (line.bought + 1) }));
        const [first] = lines as [(typeof lines)[number]];
        const requested = [{ recId: first.recId, number: first.bought - first.refunded + extra }];
        expect(quoteRefund({ paidFen: order.paidFen, refundedFen: 0, lines, requested })).toEqual({
          ok: false,
          message: AFTER_SALES_QUANTITY_INVALID,
        });
      }),
    );
  });

  it('split parts sum to the refund, no source gets back more than it paid, and refunding all returns each exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (sourcesFen, cuts) => {
          const paid = sourcesFen.reduce((sum, fen) => sum + fen, 0);
          const points = [...new Set(cuts.map((cut) => cut % (paid + 1))), paid].sort((a, b) => a - b);
          const back = sourcesFen.map(() => 0);
          let refundedFen = 0;
          for (const point of points) {
            const parts = splitRefund({ sourcesFen, refundedFen, amountFen: point - refundedFen });
            expect(parts.reduce((sum, fen) => sum + fen, 0)).toBe(point - refundedFen);
            parts.forEach((fen, index) => (back[index] = (back[index] ?? 0) + fen));
            expect(back.every((fen, index) => fen <= (sourcesFen[index] ?? 0))).toBe(true);
            refundedFen = point;
          }
          expect(back).toEqual(sourcesFen);
        },
      ),
    );
  });
});
