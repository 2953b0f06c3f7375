/**
 * Thrown when a refund input breaks an invariant the database guarantees (a negative amount, more units
 * refunded than bought, more money refunded than paid): never an outcome to show a shopper.
 */
export class InvalidRefundError extends Error {
  override readonly name = 'InvalidRefundError';
}
