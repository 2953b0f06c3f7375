/**
 * Thrown when an amount is not a finite decimal (NaN, Infinity, "abc", "") or a fen count is not
 * a safe integer; parsing happens once at the edge, so this marks broken input, not a shop outcome.
 */
export class InvalidMoneyError extends Error {
  override readonly name = 'InvalidMoneyError';
  /** The rejected value, for logs. */
  readonly value: unknown;

  constructor(value: unknown, reason: string) {
    super(`Invalid money value ${JSON.stringify(String(value))}: ${reason}`);
    this.value = value;
  }
}
