import { BLACK_FIVE_CARD_NUMBER, PAY_IDS } from '../constants/shop-constants';
import { BLACK_FIVE_PAY_BY_CARD_ONLY } from '../messages/messages';

/** How an order is to be paid: a `pay_id` (none: not now), the member card named, and whether 使用余额 pays part of it. */
export interface PaymentMethod {
  readonly payId?: number;
  readonly cardNumber?: number;
  readonly useBalance?: boolean;
}

/** The payment an order accepts, with the card that pays it (card 2 for a black-five order), or why it refuses it. */
export type BlackFivePaymentDecision =
  | { readonly ok: true; readonly cardNumber: number | undefined }
  | { readonly ok: false; readonly message: typeof BLACK_FIVE_PAY_BY_CARD_ONLY };

/**
 * Which payment an order placed with the black-five toggle (`is_black`) accepts: card 2 only, `pay_id` 8 —
 * the toggle reads 使用黑五卡付款订单… and the card's payable amount is half the market subtotal (shopping
 * §4 "Cart and checkout", §3 "Member card", §9). A payment naming no card is card 2's; Alipay, WeChat,
 * another card and the balance are refused with `使用黑五卡折扣的订单只能用黑五卡付款`. Placing it without
 * paying yet is accepted (its payment comes later, by the same rule). An order without the toggle accepts
 * the method as given.
 */
export function checkBlackFivePayment(isBlack: boolean, method: PaymentMethod): BlackFivePaymentDecision {
  if (!isBlack) return { ok: true, cardNumber: method.cardNumber };
  const otherMethod = method.payId !== undefined && method.payId !== PAY_IDS.memberCard;
  const otherCard = method.cardNumber !== undefined && method.cardNumber !== BLACK_FIVE_CARD_NUMBER;
  if (otherMethod || otherCard || method.useBalance === true) return { ok: false, message: BLACK_FIVE_PAY_BY_CARD_ONLY };
  return { ok: true, cardNumber: BLACK_FIVE_CARD_NUMBER };
}
