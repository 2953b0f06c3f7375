/** Thrown when a member card's `fDisCount` is neither a rate in (0, 1] nor a percentage in (1, 100]. */
export class InvalidCardDiscountError extends Error {
  override readonly name = 'InvalidCardDiscountError';
  /** The rejected `fDisCount`. */
  readonly value: unknown;

  constructor(value: unknown) {
    super(`Invalid member-card discount ${JSON.stringify(String(value))}`);
    this.value = value;
  }
}
