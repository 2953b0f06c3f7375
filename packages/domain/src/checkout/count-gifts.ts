import { InvalidCheckoutError } from './invalid-checkout-error';

/**
 * A buy-N-get-a-gift promotion (shopping §3 cart and checkout `present`): every `buyNumber` pieces of
 * its goods bought together earn one `giftGoodsId`.
 */
export interface GiftPromotion {
  readonly id: number;
  /** The goods whose pieces count towards the gift. */
  readonly goodsIds: readonly number[];
  /** N: pieces per gift, at least 1. */
  readonly buyNumber: number;
  readonly giftGoodsId: number;
}

/** A line being bought: its goods and number of pieces. */
export interface GiftCountLine {
  readonly goodsId: number;
  readonly quantity: number;
}

/** The gifts one promotion earns. */
export interface GiftAward {
  readonly promotionId: number;
  readonly giftGoodsId: number;
  /** Pieces of the promotion's goods among the lines. */
  readonly qualifyingPieces: number;
  /** floor(qualifying pieces / N), at least 1 (promotions that earn nothing are left out). */
  readonly giftNumber: number;
}

/**
 * The gifts that lines being bought together earn (shopping §2 cart "gifts", §3 `present`): per
 * promotion, the pieces of the lines whose goods take part, one gift per full `buyNumber` of them.
 * Only promotions that earn a gift are returned, in the promotions' order. A `buyNumber` below 1 is a
 * broken invariant and throws `InvalidCheckoutError`.
 */
export function countGifts(lines: readonly GiftCountLine[], promotions: readonly GiftPromotion[]): GiftAward[] {
  return promotions.flatMap((promotion) => {
    if (!Number.isInteger(promotion.buyNumber) || promotion.buyNumber < 1) {
      throw new InvalidCheckoutError(`gift promotion ${promotion.id} needs a whole buy number of at least 1`);
    }
    const taking = new Set(promotion.goodsIds);
    const qualifyingPieces = lines.filter((line) => taking.has(line.goodsId)).reduce((sum, line) => sum + line.quantity, 0);
    const giftNumber = Math.floor(qualifyingPieces / promotion.buyNumber);
    return giftNumber > 0 ? [{ promotionId: promotion.id, giftGoodsId: promotion.giftGoodsId, qualifyingPieces, giftNumber }] : [];
  });
}
