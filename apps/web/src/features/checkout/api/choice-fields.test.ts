import { describe, expect, it } from 'vitest';
import { cartChoiceFields, directChoiceFields } from './choice-fields';
import type { CheckoutRequest } from './get-checkout';

const request: CheckoutRequest = {
  devideItems: ['1', '3'],
  direct: null,
  addressId: 7,
  shippingIds: { '1': 2 },
  bonusIds: { '1': 11, '3': null },
  bonusShipIds: {},
  isBlack: true,
  cardNumber: undefined,
  useBalance: true,
};

describe('cartChoiceFields', () => {
  it('sends one choice per split order, "none" as 0 and leaves the rest to the server', () => {
    const fields = cartChoiceFields(request);
    expect(fields).toMatchObject({ address_id: 7, is_black: 1, is_balance: 1, card_number: undefined });
    expect(JSON.parse(fields.shipping_ids)).toEqual({ '1': 2 });
    expect(JSON.parse(fields.bonus_ids)).toEqual({ '1': 11, '3': 0 });
    expect(JSON.parse(fields.bonus_ship_ids)).toEqual({});
  });
});

describe('directChoiceFields', () => {
  it('sends the single order’s choices as plain fields; an untouched coupon stays automatic', () => {
    const direct = { ...request, bonusIds: {}, bonusShipIds: { '2': null } };
    expect(directChoiceFields(direct)).toEqual({
      address_id: 7,
      is_black: 1,
      is_balance: 1,
      card_number: undefined,
      shipping_id: 2,
      bonus_id: undefined,
      bonus_ship_id: 0,
    });
  });
});
