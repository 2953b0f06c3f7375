import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLACK_FIVE_CARD_NUMBER, PAY_IDS } from '../constants/shop-constants';
import { BLACK_FIVE_PAY_BY_CARD_ONLY } from '../messages/messages';
import { checkBlackFivePayment } from './check-black-five-payment';

const refused = { ok: false, message: BLACK_FIVE_PAY_BY_CARD_ONLY };

describe('checkBlackFivePayment', () => {
  it('takes card 2 for a black-five order, named or not', () => {
    expect(checkBlackFivePayment(true, { payId: PAY_IDS.memberCard })).toEqual({ ok: true, cardNumber: BLACK_FIVE_CARD_NUMBER });
    expect(checkBlackFivePayment(true, { payId: PAY_IDS.memberCard, cardNumber: 2 })).toEqual({ ok: true, cardNumber: 2 });
  });

  it('refuses Alipay, WeChat, another card and the balance for a black-five order', () => {
    expect(checkBlackFivePayment(true, { payId: PAY_IDS.alipay })).toEqual(refused);
    expect(checkBlackFivePayment(true, { payId: PAY_IDS.wechat })).toEqual(refused);
    expect(checkBlackFivePayment(true, { payId: PAY_IDS.memberCard, cardNumber: 8801 })).toEqual(refused);
    expect(checkBlackFivePayment(true, { useBalance: true })).toEqual(refused);
  });

  it('lets a black-five order be placed now and paid later, and any other order be paid any way', () => {
    expect(checkBlackFivePayment(true, {})).toEqual({ ok: true, cardNumber: 2 });
    expect(checkBlackFivePayment(false, { payId: PAY_IDS.alipay, useBalance: true })).toEqual({ ok: true, cardNumber: undefined });
    expect(checkBlackFivePayment(false, { payId: PAY_IDS.memberCard, cardNumber: 8801 })).toEqual({ ok: true, cardNumber: 8801 });
  });
});

describe('properties', () => {
  const methodArb = fc.record(
    {
      payId: fc.oneof(fc.constantFrom(PAY_IDS.memberCard, PAY_IDS.alipay, PAY_IDS.wechat), fc.integer({ min: 0, max: 100 })),
      cardNumber: fc.oneof(fc.constant(BLACK_FIVE_CARD_NUMBER), fc.integer({ min: 0, max: 10_000 })),
      useBalance: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('a black-five order is only ever paid by card 2 (pay_id 8), never by the balance', () => {
    fc.assert(
      fc.property(methodArb, (method) => {
        const decision = checkBlackFivePayment(true, method);
        if (!decision.ok) return;
        expect(decision.cardNumber).toBe(BLACK_FIVE_CARD_NUMBER);
        expect(method.payId === undefined || method.payId === PAY_IDS.memberCard).toBe(true);
        expect(method.useBalance).not.toBe(true);
      }),
    );
  });

  it('a black-five order refuses exactly the methods that are not card 2', () => {
    fc.assert(
      fc.property(methodArb, (method) => {
        const byCardTwo =
          (method.payId === undefined || method.payId === PAY_IDS.memberCard) &&
          (method.cardNumber === undefined || method.cardNumber === BLACK_FIVE_CARD_NUMBER) &&
          method.useBalance !== true;
        expect(checkBlackFivePayment(true, method).ok).toBe(byCardTwo);
      }),
    );
  });

  it('an order without the toggle accepts every method with the card it names', () => {
    fc.assert(
      fc.property(methodArb, (method) => {
        expect(checkBlackFivePayment(false, method)).toEqual({ ok: true, cardNumber: method.cardNumber });
      }),
    );
  });
});
