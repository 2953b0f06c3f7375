import { isInRecycleBin, type OrderState } from './order-state';

/**
 * Whether the delete icon shows: in the recycle bin, or for `o_status` 6 with `status` not 0 (after-sales
 * finished), 7 and 100 (shopping §4 "The delete icon shows in the bin, or for o_status 6, 7 and 100 when
 * status is not 0"). We read "status is not 0" as the after-sales condition of 6: `status` is the refund
 * state, and a complete order (7) or an "other" one (100) has no open request to protect. A closed order
 * (`o_status` 0, `is_delete` 1) shows it too: nothing can happen to it any more, and without it a cancelled
 * order would stay in the shopper's list for ever (shopping §4: cancel, delete, recycle bin, restore).
 */
export function showsDeleteIcon(order: OrderState): boolean {
  const closed = order.orderStatus === 0 && order.isDelete === 1;
  return isInRecycleBin(order) || closed || (order.orderStatus === 6 && order.status !== 0) || order.orderStatus === 7 || order.orderStatus === 100;
}
