import { isInRecycleBin, type OrderState } from './order-state';
import { refuseOrderTransition, type OrderRefusal } from './order-transition';

/**
 * Deletes an order in the recycle bin for good (shopping §4 "permanent delete"); `order: null` tells the
 * caller the order no longer exists for the shopper. Orders outside the bin are refused.
 */
export function deleteOrderForever(order: OrderState): { readonly ok: true; readonly order: null } | OrderRefusal {
  if (!isInRecycleBin(order)) return refuseOrderTransition('wrongState');
  return { ok: true, order: null };
}
