import type { RefundType } from '../order-status/apply-after-sales';

/**
 * Whether the refunded units of a line go back into stock when the after-sales request is approved: they do when
 * the goods are back in the warehouse, that is returned (type 2, return and refund) or never shipped; a refund only
 * (type 1) of shipped goods leaves them with the shopper (shopping §9 refund types).
 */
export function returnsToStock(refundType: RefundType, lineShipped: boolean): boolean {
  return refundType === 2 || !lineShipped;
}
