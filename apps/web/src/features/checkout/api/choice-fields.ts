import type { CheckoutDraft } from '../../../lib/checkout-hand-over';

// How the order page's choices travel to the checkout and place-order calls (shopping §7).

/** What changes the computed checkout: everything chosen on the page except the messages and the idempotency key. */
export type CheckoutRequest = Pick<
  CheckoutDraft,
  'devideItems' | 'direct' | 'addressId' | 'shippingIds' | 'bonusIds' | 'bonusShipIds' | 'isBlack' | 'cardNumber' | 'useBalance'
>;

/** The choices of a draft that the checkout is computed from. */
export function checkoutRequestOf(draft: CheckoutDraft): CheckoutRequest {
  const { devideItems, direct, addressId, shippingIds, bonusIds, bonusShipIds, isBlack, cardNumber, useBalance } = draft;
  return { devideItems, direct, addressId, shippingIds, bonusIds, bonusShipIds, isBlack, cardNumber, useBalance };
}

// A coupon choice on the wire: absent lets the server pick the best, 0 means none (shopping §4).
const toCouponField = (choice: number | null | undefined) => (choice === undefined ? undefined : (choice ?? 0));
// A direct buy makes one split order, so each per-order choice has at most one entry.
const onlyChoice = <T>(choices: Record<string, T>): T | undefined => Object.values(choices)[0];

/** The choices as the direct-buy calls take them: one address, shipping, coupon and card (shopping §7). */
export function directChoiceFields(request: CheckoutRequest) {
  return {
    address_id: request.addressId,
    is_black: request.isBlack ? 1 : 0,
    is_balance: request.useBalance ? 1 : 0,
    card_number: request.cardNumber,
    shipping_id: onlyChoice(request.shippingIds),
    bonus_id: toCouponField(onlyChoice(request.bonusIds)),
    bonus_ship_id: toCouponField(onlyChoice(request.bonusShipIds)),
  };
}

/** The choices as the cart-flow calls take them: one entry per split order (`devide_item`). */
export function cartChoiceFields(request: CheckoutRequest) {
  const perOrder = (choices: Record<string, number | null>) =>
    JSON.stringify(Object.fromEntries(Object.entries(choices).map(([devideItem, choice]) => [devideItem, toCouponField(choice)])));
  return {
    address_id: request.addressId,
    is_black: request.isBlack ? 1 : 0,
    is_balance: request.useBalance ? 1 : 0,
    card_number: request.cardNumber,
    shipping_ids: JSON.stringify(request.shippingIds),
    bonus_ids: perOrder(request.bonusIds),
    bonus_ship_ids: perOrder(request.bonusShipIds),
  };
}
