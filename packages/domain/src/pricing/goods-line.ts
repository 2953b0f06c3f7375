import type { MoneyInput } from '../money/money';

/**
 * One goods line of an order or a cart selection, as plain data rebuilt from the cart or from a
 * stored order line (shopping §3 "Cart item" and "Order goods line"; flags from §6 and storefront §3).
 * Flags left out count as false.
 */
export interface GoodsLine {
  /** `goods_id`. */
  readonly goodsId: number;
  /** The goods' category (`cat_id`), matched by coupons with `act_range` 1. */
  readonly categoryId: number;
  /** The goods' brand (`brand_id`), matched by coupons with `act_range` 2. */
  readonly brandId: number;
  /** The goods' supplier (`sup_id`), matched by coupons with `act_range` 3. */
  readonly supplierId: number;
  /** Unit price the shopper pays before deductions (`goods_price`, the grade price), in yuan. */
  readonly price: MoneyInput;
  /** Unit market (original) price (`market_price`), in yuan; the black-five card halves it. */
  readonly marketPrice: MoneyInput;
  /** `goods_number`, a whole number of pieces ≥ 1. */
  readonly quantity: number;
  /** Unit weight in kg (`weight`); left out, the order detail's default 0.01 kg applies (shopping §3). */
  readonly weight?: number;
  /** `special_goods`: takes no coupon (shopping §6). */
  readonly specialGoods?: boolean;
  /** `is_fei5zhe`: takes no member-card discount (shopping §6). */
  readonly noCardDiscount?: boolean;
  /** `is_hei5ka`: qualifies for the black-five card (shopping §4). */
  readonly isBlackFiveGoods?: boolean;
  /** `is_mini` / `is_mini_goods`: a further 95 % on top of a card discount (shopping §9). */
  readonly isMini?: boolean;
  /** `is_dingjin`: deposit goods; their order is paid 20 % now (shopping §4). */
  readonly isDeposit?: boolean;
}
