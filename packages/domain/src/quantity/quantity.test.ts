import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxQuantityMessage, minQuantityMessage, QUANTITY_FORMAT_INVALID, stepQuantityMessage } from '../messages/messages';
import { quantityRefusal } from './quantity-refusal';
import { initialQuantity } from './initial-quantity';
import { parseQuantityInput } from './parse-quantity-input';
import { stepQuantity } from './step-quantity';
import { quantityLimitsArb } from '../testing';

describe('initialQuantity', () => {
  it('starts at the smallest multiple of Nbei not below start_num', () => {
    expect(initialQuantity({ startNum: 5, step: 3 })).toBe(6);
    expect(initialQuantity({ startNum: 6, step: 3 })).toBe(6);
    expect(initialQuantity({ startNum: 0, step: 0 })).toBe(1);
    expect(initialQuantity({ startNum: 0, step: 4 })).toBe(4);
    expect(initialQuantity({ startNum: 3, step: 0 })).toBe(3);
  });
});

describe('stepQuantity', () => {
  const limits = { step: 2, min: 4, stock: 10 };

  it('moves by one Nbei', () => {
    expect(stepQuantity(4, 1, limits)).toEqual({ ok: true, quantity: 6 });
    expect(stepQuantity(6, -1, limits)).toEqual({ ok: true, quantity: 4 });
  });

  it('refuses to go below the minimum order quantity with 起订量不能少于{min}', () => {
    expect(stepQuantity(4, -1, limits)).toEqual({ ok: false, quantity: 4, message: '起订量不能少于4' });
  });

  it('refuses to go above stock and says how many are left', () => {
    expect(stepQuantity(10, 1, limits)).toEqual({ ok: false, quantity: 10, message: maxQuantityMessage(10) });
  });

  it('treats a step of 0 as 1', () => {
    expect(stepQuantity(1, 1, { step: 0, min: 1, stock: 3 })).toEqual({ ok: true, quantity: 2 });
    expect(stepQuantity(1, -1, { step: 0, min: 1, stock: 3 })).toEqual({ ok: false, quantity: 1, message: minQuantityMessage(1) });
  });
});

describe('parseQuantityInput', () => {
  const limits = { step: 3, min: 2, stock: 20 };

  it('refuses non-digits and zero with 数量格式错误！ and resets to the step', () => {
    for (const text of ['', 'abc', '1.5', '-3', ' 3', '0', '000', '３']) {
      expect(parseQuantityInput(text, limits)).toEqual({ ok: false, quantity: 3, message: QUANTITY_FORMAT_INVALID });
    }
    expect(parseQuantityInput('x', { step: 0, min: 1, stock: 9 })).toEqual({ ok: false, quantity: 1, message: '数量格式错误！' });
  });

  it('rounds up to the step and keeps within minimum and stock', () => {
    expect(parseQuantityInput('7', limits)).toEqual({ ok: true, quantity: 9 });
    expect(parseQuantityInput('1', limits)).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantityInput('500', limits)).toEqual({ ok: true, quantity: 18 });
    expect(parseQuantityInput('007', limits)).toEqual({ ok: true, quantity: 9 });
  });

  it('lets the minimum win when stock cannot cover it', () => {
    expect(parseQuantityInput('5', { step: 1, min: 10, stock: 4 })).toEqual({ ok: true, quantity: 10 });
  });
});

describe('properties', () => {
  const unitOf = (step: number) => (step === 0 ? 1 : step);
  const isAllowed = (quantity: number, { step, min, stock }: { step: number; min: number; stock: number }) =>
    quantity % unitOf(step) === 0 && quantity >= Math.max(min, 1) && quantity <= stock;

  it('an initial quantity is the smallest multiple of the step at least max(start_num, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: 0, max: 50 }), (startNum, step) => {
        const quantity = initialQuantity({ startNum, step });
        const unit = unitOf(step);
        expect(quantity % unit).toBe(0);
        expect(quantity).toBeGreaterThanOrEqual(Math.max(startNum, 1));
        expect(quantity - unit).toBeLessThan(Math.max(startNum, 1));
      }),
    );
  });

  it('a parsed quantity is a multiple of the step within minimum and stock, or the reset value with its message', () => {
    fc.assert(
      fc.property(quantityLimitsArb, fc.oneof(fc.string(), fc.nat({ max: 100000 }).map(String)), (limits, text) => {
        const result = parseQuantityInput(text, limits);
        if (result.ok) expect(isAllowed(result.quantity, limits)).toBe(true);
        else expect(result).toEqual({ ok: false, quantity: unitOf(limits.step), message: QUANTITY_FORMAT_INVALID });
      }),
    );
  });

  it('stepping an allowed quantity keeps it a multiple of the step within minimum and stock', () => {
    fc.assert(
      fc.property(quantityLimitsArb, fc.nat({ max: 50 }), fc.constantFrom(1 as const, -1 as const), (limits, index, direction) => {
        const unit = unitOf(limits.step);
        const lowest = initialQuantity({ startNum: limits.min, step: limits.step });
        const current = Math.min(lowest + index * unit, Math.floor(limits.stock / unit) * unit);
        const result = stepQuantity(current, direction, limits);
        expect(isAllowed(result.quantity, limits)).toBe(true);
        expect(result.quantity - current).toBe(result.ok ? direction * unit : 0);
      }),
    );
  });
});

describe('quantityRefusal', () => {
  it('names what is wrong with a sent quantity: format, minimum, step or stock', () => {
    const limits = { step: 3, min: 5, stock: 219 };
    expect(quantityRefusal(6, limits)).toBeNull();
    expect(quantityRefusal(0, limits)).toBe(QUANTITY_FORMAT_INVALID);
    expect(quantityRefusal(1.5, limits)).toBe(QUANTITY_FORMAT_INVALID);
    expect(quantityRefusal(3, limits)).toBe(minQuantityMessage(6));
    expect(quantityRefusal(7, limits)).toBe(stepQuantityMessage(3));
    expect(quantityRefusal(222, limits)).toBe(maxQuantityMessage(219));
  });
});

describe('properties of quantityRefusal', () => {
  it('a quantity is refused exactly when the quantity rules would change it or the stock cannot cover it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 1000 }),
        (quantity, step, min, stock) => {
          const adjusted = parseQuantityInput(String(quantity), { step, min, stock });
          const fits = adjusted.ok && adjusted.quantity === quantity;
          expect(quantityRefusal(quantity, { step, min, stock }) === null).toBe(fits && quantity <= stock);
        },
      ),
    );
  });
});
