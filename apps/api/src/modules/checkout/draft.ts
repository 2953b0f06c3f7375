// What a checkout is computed from and chosen with (shopping §3 "Checkout result", §7 "Checkout and order placement").
import { type Coupon, type CouponChoices, CHECKOUT_INVALID_CODE } from '@garden/domain';
import type { addresses, memberCards } from '../../db/schema/index';
import { ApiError } from '../../platform/api-error';
import type { GiftOffer } from '../promotions/index';

/** Code 303 (shopping §8): the address or shipping is invalid; the page flags the result `is_correct` false. */
export const invalidCheckout = (msg: string) => new ApiError(CHECKOUT_INVALID_CODE, msg, 400);

/** One goods line of a checkout, with every stored fact the order line snapshots. */
export interface CheckoutLine {
  goodsId: number;
  skuId: number;
  goodsName: string;
  goodsAttr: string;
  goodsAttrId: string;
  goodsThumb: string;
  priceFen: number;
  marketPriceFen: number;
  quantity: number;
  weightGrams: number;
  catId: number;
  brandId: number;
  supId: number;
  specialGoods: boolean;
  isFei5zhe: boolean;
  isHei5ka: boolean;
  isMini: boolean;
  isDeposit: boolean;
  deliveryId: number | null;
  deliveryTime: string;
  /** Balance window of deposit goods, copied to the order. */
  payBegTime: Date | null;
  payEndTime: Date | null;
}

/** One split order before computing: its `devide_item` (the ship-from place) and lines. */
export interface DraftOrder {
  devideItem: string;
  sendAddressId: number;
  /** The ship-from place's name, snapshotted on the placed order (`sendaddress_name`); '' when unnamed. */
  sendAddressName: string;
  lines: CheckoutLine[];
}

/**
 * The balance window of a deposit order (shopping §4 "Deposit orders"): its first line's `pay_beg_time` to
 * `pay_end_time`, as the placed order keeps it; null when the goods have none.
 */
export function balanceWindowOf(order: DraftOrder): { payBegTime: Date; payEndTime: Date } | null {
  const first = order.lines[0];
  return first?.payBegTime && first.payEndTime ? { payBegTime: first.payBegTime, payEndTime: first.payEndTime } : null;
}

/** A line that cannot be bought (`errors_order_list`: msg, data.product). */
export interface LineError {
  msg: string;
  goodsId: number;
  goodsName: string;
  goodsThumb: string;
  quantity: number;
}

export type AddressRow = typeof addresses.$inferSelect & { provinceName: string; cityName: string; districtName: string };
export type CardRow = typeof memberCards.$inferSelect;

/** A stored coupon of the shopper as the domain reads it, with its display name. */
export interface HeldCoupon extends Coupon {
  typeName: string;
}

/** Everything a checkout is computed from. */
export interface CheckoutDraft {
  orders: DraftOrder[];
  errors: LineError[];
  address: AddressRow | null;
  coupons: HeldCoupon[];
  cards: CardRow[];
  shippingDescs: Map<string, string>;
  /** The gift promotions the lines take part in (`present`). */
  giftOffers: GiftOffer[];
}

/** The shopper's choices on the confirmation page (shopping §7 place-order fields). */
export interface CheckoutChoices {
  isBlack: boolean;
  cardNumber?: number;
  /** `bonus_ids` per devide_item; null means "no coupon". */
  bonusIds?: CouponChoices;
  bonusShipIds?: CouponChoices;
  shippingIds?: Readonly<Record<string, number>>;
}

/** What the direct-buy checkout and placement read (shopping §7 POST /v2/order/checkout). */
export interface DirectBuyRequest {
  goodsId: number;
  number: number;
  attrIds: readonly number[];
  deliveryId?: number;
  addressId?: number;
}
