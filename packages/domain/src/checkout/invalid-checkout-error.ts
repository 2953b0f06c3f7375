/**
 * Thrown when a checkout input breaks an invariant the cart guarantees (an order without lines,
 * two orders with one id): never an outcome to show a shopper.
 */
export class InvalidCheckoutError extends Error {
  override readonly name = 'InvalidCheckoutError';
}
