import type { MoneyInput } from '../money/money';
import { toFen } from '../money/to-fen';
import { initialOrderStatus } from '../order-status/initial-order-status';
import type { OrderState } from '../order-status/order-state';
import { payOrder } from '../order-status/pay-order';
import { applyBalance } from './apply-balance';
import type { OrderCheckout } from './checkout-result';
import { fatherOrderAmounts, fatherOrderStatus } from './father-order';
import { storedOrderAmounts, type StoredOrderAmounts } from './stored-order-amounts';

/** One split order as it is to be stored. Money in fen. */
export interface PlannedOrder {
  /** The checkout's order id (`devide_item`). */
  readonly id: string;
  readonly amounts: StoredOrderAmounts;
  readonly isDeposit: boolean;
  readonly orderStatus: number;
  readonly depositStatus: number;
  /** What the balance pays of it now: its `surplus`, and so far its `money_paid`. */
  readonly surplus: number;
  /** The coupons it uses (goods coupon, shipping coupon), to reserve for it. */
  readonly couponIds: readonly number[];
}

/** What placing a checkout stores: the split orders, their father when there are several, the balance taken. */
export interface PlacementPlan {
  readonly orders: readonly PlannedOrder[];
  /** The father of split orders, carrying their totals and the balance they took; null for one order. */
  readonly father: { readonly amounts: StoredOrderAmounts; readonly orderStatus: number; readonly surplus: number } | null;
  /** The balance taken in all, in fen (one ledger row). */
  readonly balanceUsed: number;
}

/**
 * Decides what placing computed orders stores (shopping §3 "Order", §7 "done"): each order's stored
 * amounts, the balance it takes (`applyBalance` of `balance`, 0 unless the shopper ticked 使用余额), its
 * starting status (paid at once when the balance covers it, deposit orders never), and the father's
 * totals and status for split orders.
 */
export function planPlacement(computed: readonly OrderCheckout[], balance: MoneyInput, now: Date): PlacementPlan {
  const used = applyBalance(computed, balance);
  const surplusOf = new Map(used.perOrder.map(({ id, amount }) => [id, toFen(amount)]));
  const orders = computed.map((order): PlannedOrder => {
    const isDeposit = order.deposit !== null;
    const surplus = surplusOf.get(order.id) ?? 0;
    let status: { orderStatus: number; depositStatus: number } = initialOrderStatus(isDeposit);
    if (!isDeposit && surplus === toFen(order.payableNow)) {
      const paid = payOrder(newOrderState(status, now), now);
      if (paid.ok) status = { orderStatus: paid.order.orderStatus, depositStatus: paid.order.depositStatus };
    }
    return {
      id: order.id,
      amounts: storedOrderAmounts(order),
      isDeposit,
      ...status,
      surplus,
      couponIds: [order.coupon?.coupon?.couponId, order.shippingCoupon?.coupon?.couponId].filter((id) => id !== undefined),
    };
  });
  const balanceUsed = toFen(used.total);
  const father =
    orders.length > 1
      ? { amounts: fatherOrderAmounts(orders.map((order) => order.amounts)), orderStatus: fatherOrderStatus(orders), surplus: balanceUsed }
      : null;
  return { orders, father, balanceUsed };
}

function newOrderState(status: { orderStatus: number; depositStatus: number }, now: Date): OrderState {
  return {
    ...status,
    isDelete: 0,
    status: 0,
    isCommented: false,
    isFollowedUp: false,
    isDeposit: status.orderStatus === 9,
    depositStatus: status.depositStatus,
    addTime: now,
    statusBeforeAfterSales: null,
  };
}
