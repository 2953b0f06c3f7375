import type { StoredOrderAmounts } from './stored-order-amounts';

/**
 * A father order's amounts (shopping §3 `order_father_id`): the sums of its children's, except the
 * coupons, which stay on the children (so the father's are 0).
 */
export function fatherOrderAmounts(children: readonly StoredOrderAmounts[]): StoredOrderAmounts {
  const sum = (key: keyof StoredOrderAmounts) => children.reduce((total, child) => total + child[key], 0);
  return {
    goodsAmount: sum('goodsAmount'),
    marketAmount: sum('marketAmount'),
    shippingFee: sum('shippingFee'),
    couponDiscount: 0,
    shippingCouponDiscount: 0,
    discount: sum('discount'),
    orderAmount: sum('orderAmount'),
    deposit: sum('deposit'),
  };
}

/**
 * A father order's `o_status` when placed: paid (1) only when every child is, else the status of its
 * first unpaid child (0, or 9 for a deposit), so a father never reads paid while a child still owes.
 */
export function fatherOrderStatus(children: readonly { readonly orderStatus: number }[]): number {
  return children.find((child) => child.orderStatus !== 1)?.orderStatus ?? 1;
}
