/**
 * Thrown when a goods line breaks an invariant the cart and order rules guarantee (a quantity that
 * is not a whole number ≥ 1, a negative price): such a line never reaches a rule from a valid cart.
 */
export class InvalidGoodsLineError extends Error {
  override readonly name = 'InvalidGoodsLineError';
  /** The offending line's `goods_id`. */
  readonly goodsId: number;

  constructor(goodsId: number, reason: string) {
    super(`Invalid goods line ${goodsId}: ${reason}`);
    this.goodsId = goodsId;
  }
}
