import { checkBalanceWindow, type BalanceWindow } from '../deposit/check-balance-window';
import { applyAfterSales, type RefundType } from './apply-after-sales';
import { ORDERS_USE_APP } from '../messages/messages';
import { isAwaitingFirstPayment, isInRecycleBin, type OrderAction, type OrderState } from './order-state';
import { paymentDeadline } from './payment-deadline';
import { showsDeleteIcon } from './shows-delete-icon';

/** The rows of the order-status table (shopping §4). */
export type OrderStatusKind =
  | 'pendingPayment'
  | 'closed'
  | 'pendingShipment'
  | 'partlyShipped'
  | 'pendingReceipt'
  | 'afterSales'
  | 'afterSalesComplete'
  | 'complete'
  | 'deposit'
  | 'other'
  | 'appOnly';

/** The Chinese label of each row; the spec quotes 待付款, 定金商品, 待收货, 交易完成, 售后完成 and 交易关闭, the rest are chosen. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusKind, string>> = {
  pendingPayment: '待付款',
  closed: '交易关闭',
  pendingShipment: '待发货',
  partlyShipped: '部分发货',
  pendingReceipt: '待收货',
  afterSales: '售后中',
  afterSalesComplete: '售后完成',
  complete: '交易完成',
  deposit: '定金商品',
  other: '其他订单',
  appOnly: '活动商品',
};

/** Everything the order list and detail pages show about an order's state. */
export interface OrderStatusView {
  readonly kind: OrderStatusKind;
  readonly label: string;
  /** Progress bar step: 1 submitted, 2 paid, 3 shipped, 4 received; null where the bar does not apply. */
  readonly step: 1 | 2 | 3 | 4 | null;
  /** The actions offered, in display order. */
  readonly actions: readonly OrderAction[];
  /** When the unpaid order (or unpaid deposit) closes; null once paid or closed. */
  readonly payDeadline: Date | null;
  readonly showsDeleteIcon: boolean;
  /** The detail page fetches tracking for pending-receipt and complete orders (shopping §2, §4). */
  readonly fetchesTracking: boolean;
  /** A notice to show instead of actions (`请去APP查看` for activity orders), or null. */
  readonly notice: string | null;
  /** A deposit order's balance window against `now` (phase and text), when the order is in its balance phase and carries one. */
  readonly balanceWindow: BalanceWindow | null;
  /** The after-sales types the shopper may open now (applyAfterSales): refund only before anything shipped, also return and refund after. */
  readonly refundTypes: readonly RefundType[];
}

const REFUND_TYPES: readonly RefundType[] = [1, 2];

/** The row of the status table an order falls in (shopping §4 "Order status o_status on the detail page"). */
function classifyOrder(order: OrderState): OrderStatusKind {
  switch (order.orderStatus) {
    case 0:
      // Only an open unpaid order has is_delete 0: one in the bin got there closed (see showsDeleteIcon).
      return order.isDelete === 0 ? 'pendingPayment' : 'closed';
    case 1:
    case 2:
      return 'pendingShipment';
    case 3:
      return 'partlyShipped';
    case 4:
      return 'pendingReceipt';
    case 5:
    case 6:
      // 5 is reached only with an open request; a finished one always moves to 6 (see finishAfterSales).
      return order.status === 0 ? 'afterSales' : 'afterSalesComplete';
    case 7:
      return 'complete';
    case 9:
      return 'deposit';
    case 100:
      return 'other';
    default:
      return 'appOnly';
  }
}

const STEPS: Readonly<Partial<Record<OrderStatusKind, 1 | 2 | 3 | 4>>> = {
  pendingPayment: 1,
  deposit: 1,
  // Partly shipped is not yet "warehouse shipped" for the whole order, so the bar stays at paid.
  pendingShipment: 2,
  partlyShipped: 2,
  pendingReceipt: 3,
  complete: 4,
};

function listActions(kind: OrderStatusKind, order: OrderState, now: Date): OrderAction[] {
  if (isInRecycleBin(order)) return ['restore', 'buyAgain', 'deleteForever'];
  const deletable: OrderAction[] = showsDeleteIcon(order) ? ['delete'] : [];
  if (isAwaitingFirstPayment(order)) {
    const open = now.getTime() < paymentDeadline(order.addTime).getTime();
    return open ? ['pay', 'cancel'] : ['cancel'];
  }
  switch (kind) {
    case 'deposit':
      // Balance phase: the pay button stays even outside the window, where paying opens the reminder (payOrder's refusal text).
      return ['pay'];
    case 'pendingShipment':
    case 'partlyShipped':
      return ['applyAfterSales'];
    case 'pendingReceipt':
      return ['viewLogistics', 'confirmReceipt', 'applyAfterSales'];
    case 'afterSales':
      return ['cancelAfterSales'];
    case 'complete':
      if (!order.isCommented) return ['review', ...deletable];
      return order.isFollowedUp ? deletable : ['followUpReview', ...deletable];
    default:
      return deletable;
  }
}

/**
 * Describes an order for `now`: its label, progress step, offered actions, payment deadline (60 minutes from
 * `add_time` while unpaid), delete icon, tracking and notice — the table and "Actions by order state" of
 * shopping §4, including deposit orders (`o_status` 9: pay the deposit within 60 minutes at `dj_status` 0,
 * then the balance, whose window comes with the view). Orders in the recycle bin keep their label and offer restore, buy again and delete forever.
 */
export function describeOrderStatus(order: OrderState, now: Date): OrderStatusView {
  const kind = classifyOrder(order);
  const actions = listActions(kind, order, now);
  return {
    kind,
    label: ORDER_STATUS_LABELS[kind],
    step: STEPS[kind] ?? null,
    actions,
    payDeadline: isAwaitingFirstPayment(order) ? paymentDeadline(order.addTime) : null,
    showsDeleteIcon: showsDeleteIcon(order),
    fetchesTracking: kind === 'pendingReceipt' || kind === 'complete',
    notice: kind === 'appOnly' ? ORDERS_USE_APP : null,
    balanceWindow: kind === 'deposit' && order.depositStatus > 0 && order.balanceWindow ? checkBalanceWindow(order.balanceWindow, now) : null,
    refundTypes: actions.includes('applyAfterSales') ? REFUND_TYPES.filter((type) => applyAfterSales(order, type).ok) : [],
  };
}
