import { toFen } from '../money/to-fen';
import type { OrderCheckout } from './checkout-result';
import type { DeductionKind } from './deduction-labels';

/** The amounts an order row keeps (shopping §3 "Order"), in whole fen. */
export interface StoredOrderAmounts {
  /** `goods_amount`: the goods subtotal. */
  readonly goodsAmount: number;
  /** `market_amount`: the market-price subtotal. */
  readonly marketAmount: number;
  /** `shipping_fee`: the fee as displayed (doubled in black-five mode). */
  readonly shippingFee: number;
  /** `bonus`: the goods-coupon deduction (0 in black-five mode). */
  readonly couponDiscount: number;
  /** `bonus_ship`: the shipping-coupon deduction. */
  readonly shippingCouponDiscount: number;
  /** `discount`: every deduction together (coupons, card, black-five). */
  readonly discount: number;
  /** `order_amount`: what the shopper pays in all. */
  readonly orderAmount: number;
  /** `deposit`: the 20 % paid first for a deposit order, else 0. */
  readonly deposit: number;
}

/** The order fields of shopping §3 each stored amount is shown as, for reports such as an audit's. */
export const STORED_AMOUNT_FIELDS: Readonly<Record<keyof StoredOrderAmounts, string>> = {
  goodsAmount: 'goods_amount',
  marketAmount: 'market_amount',
  shippingFee: 'shipping_fee',
  couponDiscount: 'bonus',
  shippingCouponDiscount: 'bonus_ship',
  discount: 'discount',
  orderAmount: 'order_amount',
  deposit: 'deposit',
};

/**
 * The amounts to store for one computed split order (shopping §3 "Order", §4 "Cart and checkout"), so
 * placing an order and auditing it later read a computed checkout the same way.
 */
export function storedOrderAmounts(order: OrderCheckout): StoredOrderAmounts {
  const deducted = (kind: DeductionKind) => order.deductions.filter((line) => line.kind === kind).reduce((sum, line) => sum + toFen(line.amount), 0);
  return {
    goodsAmount: toFen(order.goodsSubtotal),
    marketAmount: toFen(order.marketSubtotal),
    shippingFee: toFen(order.shippingDisplayFee),
    couponDiscount: order.mode === 'black-five' ? 0 : deducted('coupon'),
    shippingCouponDiscount: deducted('shipping-coupon'),
    discount: toFen(order.discount),
    orderAmount: toFen(order.payable),
    deposit: order.deposit === null ? 0 : toFen(order.payableNow),
  };
}
