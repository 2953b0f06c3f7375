/**
 * The mini card's further rate on `is_mini` goods, applied on top of a card discount (black-five
 * or member card), never alone: "the mini card gives 95 percent on top of the discount" (shopping §9,
 * label 折上95折).
 */
export const MINI_CARD_RATE = '0.95';
