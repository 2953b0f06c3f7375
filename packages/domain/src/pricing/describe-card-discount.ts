import { BLACK_FIVE_CARD_NUMBER } from '../constants/shop-constants';
import { formatDiscountRate } from '../money/format-discount-rate';
import type { MoneyInput } from '../money/money';
import { BLACK_FIVE_RATE } from './quote-black-five';
import { toCardRate } from './to-card-rate';

/**
 * The discount a bound member card gives, as the card list shows it (shopping §2 "Member cards"): the black-five
 * card (card number 2) takes half off its own goods whatever its stored rate (shopping §9), so it reads
 * 黑五卡商品5折; any other card reads its `fDisCount` (0.95 → 9.5折, 1 → 无折扣).
 */
export function describeCardDiscount(card: { readonly cardNumber: number; readonly fDisCount: MoneyInput }): string {
  if (card.cardNumber === BLACK_FIVE_CARD_NUMBER) return `黑五卡商品${formatDiscountRate(BLACK_FIVE_RATE)}`;
  return formatDiscountRate(toCardRate(card.fDisCount));
}
