import type { BalanceWindow, OrderAction, OrderStatusKind } from '@garden/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import type { Gift } from '../../../lib/gift';

/** What the server's describeOrderStatus said about the order: the pages draw this, never decide it (shopping §4). */
export interface OrderView {
  kind: OrderStatusKind;
  label: string;
  /** Progress bar step 1 submitted, 2 paid, 3 shipped, 4 received; null where the bar does not apply. */
  step: 1 | 2 | 3 | 4 | null;
  /** The buttons to offer, in display order. */
  actions: OrderAction[];
  shows_delete_icon: boolean;
  fetches_tracking: boolean;
  /** Shown instead of actions (activity orders: `请去APP查看`). */
  notice: string | null;
  /** A deposit order's balance window against now, with its text (shopping §4 "Deposit orders"). */
  balance_window: BalanceWindow | null;
}

/** One goods line of an order (shopping §3 "Order goods line"); amounts are yuan strings. */
export interface OrderLine {
  rec_id: number;
  order_id: number;
  goods_id: number;
  goods_name: string;
  goods_attr: string;
  goods_attr_id: string;
  goods_thumb: string;
  goods_price: string;
  goods_price_format: string;
  market_price: string;
  goods_number: number;
  /** How many of the line after-sales already took back. */
  refund_number: number;
  /** The line's weight, `0.01kg` when the goods carry none (shopping §3). */
  weight: string;
  subtotal: string;
  is_dingjin: number;
  delivery_id: number;
  delivery_time: string;
  is_comment: number;
  shipped: boolean;
}

/** An order as the list and the detail page show it (shopping §3 "Order"); amounts are yuan strings. */
export interface Order {
  order_id: number;
  order_father_id: number;
  order_sn: string;
  o_status: number;
  order_status: string;
  is_delete: number;
  status: number;
  is_comment: number;
  is_twice: number;
  is_dingjin: number;
  dj_status: number;
  pay_beg_time: number | null;
  pay_end_time: number | null;
  order_amount: string;
  /** Paid so far. */
  total_fee: string;
  goods_amount: string;
  shipping_fee: string;
  bonus: string;
  bonus_ship: string;
  discount: string;
  /** The 20 % due first on a deposit order. */
  deposit: string;
  /** Unix seconds. */
  add_time: number;
  /** `YYYY-MM-DD HH:mm:ss`, China time. */
  order_time: string;
  /** Unix seconds when the unpaid order closes, or null. */
  pay_deadline: number | null;
  refund_id: number | null;
  refund_sn: string | null;
  consignee: string;
  phone: string;
  /** The full address with region names. */
  address: string;
  sendaddress_name: string;
  shipping_name: string;
  logistics_name: string;
  invoice_no: string;
  view: OrderView;
  goods_list: OrderLine[];
  present: Gift[];
}

/** GET /v1/order/detail: one of the shopper's orders (another shopper's is `订单不存在`). */
export function getOrder(key: string, orderId: number): Promise<Order> {
  return getData<Order>('/v1/order/detail', { key, order_id: orderId });
}

/** One order of the shopper signed in with `key`. */
export function orderQueryOptions(key: string, orderId: number) {
  return queryOptions({ queryKey: ['orders', key, 'detail', orderId], queryFn: () => getOrder(key, orderId), staleTime: 0 });
}

/** The order for the page (suspends until loaded). */
export function useOrder(key: string, orderId: number) {
  return useSuspenseQuery(orderQueryOptions(key, orderId)).data;
}
