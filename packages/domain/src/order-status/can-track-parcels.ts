import type { OrderState } from './order-state';

/**
 * Whether an order has parcels to track: partly shipped (3), pending receipt (4) or complete (7). The
 * detail page fetches tracking on its own for 4 and 7 (`fetchesTracking`); a partly shipped order's
 * first parcels can be followed too (shopping §4 status table).
 */
export function canTrackParcels(order: OrderState): boolean {
  return order.orderStatus === 3 || order.orderStatus === 4 || order.orderStatus === 7;
}
