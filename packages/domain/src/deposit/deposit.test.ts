import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_BALANCE_MISSED, DEPOSIT_NOT_IN_ACTIVITY } from '../messages/messages';
import { toMoney } from '../money/to-money';
import { moneyArb } from '../testing';
import { checkBalanceWindow } from './check-balance-window';
import { depositDue } from './deposit-due';
import { depositGoodsStatus } from './deposit-goods-status';
import { formatChinaTime } from './format-china-time';
import { listDepositDue } from './list-deposit-due';

describe('depositDue', () => {
  it('is 20 percent of order_amount, to the fen half-up', () => {
    expect(depositDue('100').toString()).toBe('20');
    expect(depositDue('99.99').toString()).toBe('20'); // 19.998
    expect(depositDue('0.03').toString()).toBe('0.01'); // 0.006
    expect(depositDue('0.02').toString()).toBe('0'); // 0.004
    expect(depositDue('12.34').toString()).toBe('2.47'); // 2.468
  });

  it('on list pages is 20 percent of price × quantity', () => {
    expect(listDepositDue('59.9', 3).toString()).toBe('35.94');
  });
});

describe('checkBalanceWindow', () => {
  // 2025-07-01 10:00 to 2025-07-10 22:00, Beijing time
  const window = { payBegTime: Date.parse('2025-07-01T10:00:00+08:00') / 1000, payEndTime: Date.parse('2025-07-10T22:00:00+08:00') / 1000 };

  it('says the goods left the deposit activity when the start is in 1970', () => {
    expect(checkBalanceWindow({ payBegTime: 0, payEndTime: 0 }, new Date())).toEqual({
      phase: 'not-in-activity',
      payable: false,
      overtime: false,
      message: DEPOSIT_NOT_IN_ACTIVITY,
    });
  });

  it('asks to pay inside the window before it opens', () => {
    const before = checkBalanceWindow(window, new Date('2025-07-01T09:59:59+08:00'));
    expect(before).toMatchObject({ phase: 'before', payable: false });
    expect(before.message).toBe('请在2025-07-01 10:00至2025-07-10 22:00期间支付尾款');
  });

  it('opens at the start second and stays open through the end second', () => {
    expect(checkBalanceWindow(window, new Date('2025-07-01T10:00:00+08:00')).phase).toBe('open');
    expect(checkBalanceWindow(window, new Date('2025-07-10T22:00:00+08:00'))).toMatchObject({ phase: 'open', payable: true });
  });

  it('is over, with the overtime flag, after the end', () => {
    expect(checkBalanceWindow(window, new Date('2025-07-10T22:00:01+08:00'))).toEqual({
      phase: 'over',
      payable: false,
      overtime: true,
      message: DEPOSIT_BALANCE_MISSED,
    });
  });

  it('formats times in Beijing time whatever the instant', () => {
    expect(formatChinaTime(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01 00:30');
    expect(formatChinaTime(new Date('2025-12-31T16:30:05Z'), { seconds: true })).toBe('2026-01-01 00:30:05');
  });
});

describe('properties', () => {
  it('the deposit is 20 % to the fen', () => {
    fc.assert(
      fc.property(moneyArb(), (amount) => {
        const due = depositDue(amount);
        expect(due.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(due.minus(toMoney(amount).times('0.2')).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
    );
  });

  it('deposit and balance add up to the order amount and neither is negative', () => {
    fc.assert(
      fc.property(moneyArb(), (amount) => {
        const due = depositDue(amount);
        const balance = toMoney(amount).minus(due);
        expect(due.isNegative() || balance.isNegative()).toBe(false);
      }),
    );
  });

  it('exactly one phase holds at any moment, and only the open one is payable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 31_536_000, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 30 * 86_400 }),
        fc.integer({ min: -40 * 86_400, max: 40 * 86_400 }),
        (begin, length, offset) => {
          const result = checkBalanceWindow({ payBegTime: begin, payEndTime: begin + length }, new Date((begin + offset) * 1000));
          const expected = offset < 0 ? 'before' : offset > length ? 'over' : 'open';
          expect(result.phase).toBe(expected);
          expect(result.payable).toBe(expected === 'open');
        },
      ),
    );
  });
});

describe('depositGoodsStatus', () => {
  const begTime = new Date('2025-07-01T10:00:00+08:00');
  const endTime = new Date('2025-07-10T22:00:00+08:00');

  it('is 2 before the start, 1 inside the window with both ends, 0 after it', () => {
    const at = (iso: string) => depositGoodsStatus({ isDeposit: true, begTime, endTime }, new Date(iso));
    expect(at('2025-07-01T09:59:59+08:00')).toBe(2);
    expect(at('2025-07-01T10:00:00+08:00')).toBe(1);
    expect(at('2025-07-10T22:00:00+08:00')).toBe(1);
    expect(at('2025-07-10T22:00:01+08:00')).toBe(0);
  });

  it('is 0 for goods without a deposit or without a complete window', () => {
    const now = new Date('2025-07-05T12:00:00+08:00');
    expect(depositGoodsStatus({ isDeposit: false, begTime, endTime }, now)).toBe(0);
    expect(depositGoodsStatus({ isDeposit: true, begTime: null, endTime }, now)).toBe(0);
    expect(depositGoodsStatus({ isDeposit: true, begTime, endTime: null }, now)).toBe(0);
  });

  describe('properties', () => {
    it('moves only forward in time: 2, then 1, then 0', () => {
      const time = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
      fc.assert(
        fc.property(time, time, time, time, (a, b, t1, t2) => {
          const [beg, end] = a <= b ? [a, b] : [b, a];
          const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
          const rank = { 2: 0, 1: 1, 0: 2 } as const;
          const window = { isDeposit: true, begTime: beg, endTime: end };
          expect(rank[depositGoodsStatus(window, early)]).toBeLessThanOrEqual(rank[depositGoodsStatus(window, late)]);
        }),
      );
    });
  });
});
