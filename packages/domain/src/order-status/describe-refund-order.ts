import type { AfterSalesStatus } from '../after-sales/after-sales-labels';
import { ORDER_STATUS_LABELS } from './describe-order-status';
import type { OrderState } from './order-state';

/** A refund order as the order list and detail show it beside the order it comes from. */
export interface RefundOrderView {
  /** 5 a refund opened before anything shipped, 6 one opened after, or any approved one. */
  readonly orderStatus: 5 | 6;
  /** 0 while the request is open, 1 once refunded. */
  readonly status: 0 | 1;
  readonly kind: 'afterSales' | 'afterSalesComplete';
  readonly label: string;
}

/**
 * The after-sales request statuses that make a refund order: open (0) and approved (1); the order list's 售后 tab
 * finds an order by them (shopping §4 "5 and 6 (refund orders)").
 */
export const REFUND_ORDER_REQUEST_STATUSES: readonly AfterSalesStatus[] = [0, 1];

/**
 * The refund order an after-sales request stands for (shopping §4 "5 and 6 (refund orders): shown with refund
 * number and zero amount"; status table "5 or 6 with status 0", "6 with status not 0"): an open request is after-sales
 * in progress as 5 or 6, as its order shows while it is open; an approved one is after-sales complete, 6 with
 * `status` 1. A refused or withdrawn request gave nothing back, so it is no refund order (null).
 */
export function describeRefundOrder(requestStatus: AfterSalesStatus, order: OrderState): RefundOrderView | null {
  if (requestStatus === 0) {
    return { orderStatus: order.orderStatus === 5 ? 5 : 6, status: 0, kind: 'afterSales', label: ORDER_STATUS_LABELS.afterSales };
  }
  if (requestStatus === 1) return { orderStatus: 6, status: 1, kind: 'afterSalesComplete', label: ORDER_STATUS_LABELS.afterSalesComplete };
  return null;
}
