// A checkout draft in the domain's terms, and computed by it (`computeCheckout`): every amount comes from the domain.
import {
  BLACK_FIVE_CARD_NUMBER,
  type CheckoutResult,
  computeCheckout,
  FALLBACK_SHIPPING_OPTIONS,
  fromFen,
  type GoodsLine,
  type MemberCardUse,
  BLACK_FIVE_CARD_REQUIRED,
  CARD_NOT_HELD,
  SHIPPING_INVALID,
} from '@garden/domain';
import { badRequest } from '../../platform/api-error';

import { type CardRow, type CheckoutChoices, type CheckoutDraft, type CheckoutLine, invalidCheckout } from './draft';

/** The facts of a checkout line (or of a stored order line) the domain reads. */
export type PricedLineFacts = Pick<
  CheckoutLine,
  | 'goodsId'
  | 'catId'
  | 'brandId'
  | 'supId'
  | 'priceFen'
  | 'marketPriceFen'
  | 'quantity'
  | 'weightGrams'
  | 'specialGoods'
  | 'isFei5zhe'
  | 'isHei5ka'
  | 'isMini'
  | 'isDeposit'
>;

/** A checkout or stored line as the domain's goods line. */
export function toGoodsLine(line: PricedLineFacts): GoodsLine {
  return {
    goodsId: line.goodsId,
    categoryId: line.catId,
    brandId: line.brandId,
    supplierId: line.supId,
    price: fromFen(line.priceFen),
    marketPrice: fromFen(line.marketPriceFen),
    quantity: line.quantity,
    weight: line.weightGrams / 1000,
    specialGoods: line.specialGoods,
    noCardDiscount: line.isFei5zhe,
    isBlackFiveGoods: line.isHei5ka,
    isMini: line.isMini,
    isDeposit: line.isDeposit,
  };
}

/** The member card the shopper pays with, checked to be theirs; the black-five toggle needs card 2 (shopping §6). */
function resolveCard(draft: CheckoutDraft, choices: CheckoutChoices): CardRow | undefined {
  if (choices.isBlack && !draft.cards.some((card) => card.fCardNumber === BLACK_FIVE_CARD_NUMBER)) {
    throw badRequest(BLACK_FIVE_CARD_REQUIRED);
  }
  if (choices.cardNumber === undefined || choices.cardNumber === 0) return undefined;
  const card = draft.cards.find((held) => held.fCardNumber === choices.cardNumber);
  if (!card) throw badRequest(CARD_NOT_HELD);
  return card;
}

/** Computes a draft with the shopper's choices; an unknown shipping id answers 303. */
export function computeDraft(
  draft: CheckoutDraft,
  choices: CheckoutChoices,
  now: Date,
): { result: CheckoutResult; card: CardRow | undefined; pricingCard: MemberCardUse | null } {
  const card = resolveCard(draft, choices);
  // The black-five card is a discount of its own: another card's rate would stack on it.
  const memberCard = card && card.fCardNumber !== BLACK_FIVE_CARD_NUMBER ? { cardNumber: String(card.fCardNumber), discount: card.fDiscount } : null;
  const result = computeCheckout({
    orders: draft.orders.map((order) => ({
      id: order.devideItem,
      lines: order.lines.map(toGoodsLine),
      shippingOptions: FALLBACK_SHIPPING_OPTIONS,
      shippingId: choices.shippingIds?.[order.devideItem],
    })),
    coupons: draft.coupons,
    now,
    blackFive: choices.isBlack,
    memberCard,
    couponChoices: choices.bonusIds,
    shippingCouponChoices: choices.bonusShipIds,
  });
  if (result.issues.some((issue) => issue.kind === 'unknown-shipping')) throw invalidCheckout(SHIPPING_INVALID);
  return { result, card, pricingCard: memberCard };
}
