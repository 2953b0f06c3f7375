import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import type { CheckoutDraft } from '../../../lib/checkout-hand-over';
import { cartChoiceFields, directChoiceFields } from './choice-fields';
import type { Gift } from '../../../lib/gift';

/** A coupon on the order page, with the split orders it fits and the one it is applied to. */
export interface CheckoutCoupon {
  bonus_id: number;
  type_name: string;
  type_money: string;
  type_money_deal: string | null;
  min_goods_amount: string;
  is_shipping: 0 | 1;
  use_start_date: number;
  use_end_date: number;
  usable_devide_items: string[];
  is_usable: 0 | 1;
  /** The split order it is applied to (auto-picked or chosen), null when unused. */
  devide_item: string | null;
}

/** The consignee of the checkout (shopping §3 "Address"). */
export interface CheckoutAddress {
  address_id: number;
  consignee: string;
  tel: string;
  address: string;
  province_name: string;
  city_name: string;
  district_name: string;
}

/** A shipping method of a split order (shopping §3 shipping_list). */
export interface ShippingChoice {
  shipping_id: number;
  shipping_name: string;
  shipping_fee: string;
  shipping_desc: string;
}

/** A goods line of a split order. */
export interface CheckoutLine {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  goods_attr: string;
  goods_thumb: string;
  goods_price: string;
  market_price: string;
  goods_number: number;
  subtotal: string;
  is_dingjin: 0 | 1;
  delivery_time: string;
}

/** One split order (shopping §3 "Checkout result" order_list). */
export interface CheckoutOrder {
  devide_item: string;
  mode: string;
  subtotal: string;
  subtotal_dj: string;
  subtotal_wk: string;
  market_subtotal: string;
  discount: string;
  subweight: string;
  order_amount: string;
  pay_money: string;
  /** The balance this order takes (shopping §2 "balance and card use"). */
  surplus: string;
  shipping_id: number;
  /** What the page shows as the fee: doubled under the black-five card (shopping §4). */
  shipping_fee: string;
  shipping_list: ShippingChoice[];
  bonus_id: number;
  bonus_ship_id: number;
  detail_discount_arr: { kind: string; label: string; amount: string; bonus_id: number }[];
  goods_detail: CheckoutLine[];
  present: Gift[];
}

/** The checkout reply (shopping §3 "Checkout result"); amounts in yuan as the server computed them. */
export interface Checkout {
  bonus: { list: CheckoutCoupon[]; shipping_bonus: CheckoutCoupon[]; money: string };
  ship: string;
  shipping_fee: string;
  order_amount: string;
  /** The balance used when the shopper ticked 使用余额: min(balance, what is due now). */
  surplus: string;
  /** What is still to pay now, after the balance. */
  pay_money: string;
  is_black: 0 | 1;
  black_msg: string;
  has_black_card: 0 | 1;
  address: CheckoutAddress | null;
  is_correct: 0 | 1;
  order_list: CheckoutOrder[];
  bonusUseNum: number;
  shipBonusUseNum: number;
  errors_order_list: { msg: string; data: { product: { goods_id: number; goods_name: string; goods_thumb: string; goods_number: number } } }[];
}

/** What changes the computed checkout: everything chosen on the page except the messages and the idempotency key. */
export type CheckoutRequest = Pick<
  CheckoutDraft,
  'devideItems' | 'direct' | 'addressId' | 'shippingIds' | 'bonusIds' | 'bonusShipIds' | 'isBlack' | 'cardNumber' | 'useBalance'
>;

/** The choices of a draft that the checkout is computed from. */
export function checkoutRequestOf(draft: CheckoutDraft): CheckoutRequest {
  const { devideItems, direct, addressId, shippingIds, bonusIds, bonusShipIds, isBlack, cardNumber, useBalance } = draft;
  return { devideItems, direct, addressId, shippingIds, bonusIds, bonusShipIds, isBlack, cardNumber, useBalance };
}

/**
 * The cart flow posts `devide_items` to POST /v2/order/cart_checkout; a direct buy posts the goods to
 * POST /v2/order/checkout with once=1 (shopping §7). The server computes every amount.
 */
export function getCheckout(key: string, request: CheckoutRequest): Promise<Checkout> {
  if (request.direct) {
    const { direct } = request;
    return postData<Checkout>('/v2/order/checkout', {
      key,
      once: 1,
      is_group: 0,
      ...direct,
      attr_id: direct.attr_id.join(','),
      delivery_id: direct.delivery_id ?? undefined,
      ...directChoiceFields(request),
    });
  }
  return postData<Checkout>('/v2/order/cart_checkout', { key, devide_items: request.devideItems.join(','), ...cartChoiceFields(request) });
}

/**
 * The checkout for one set of choices; changing a choice asks the server again, keeping the last reply
 * on screen. `checkoutId` (the draft's idempotency key) keeps every checkout apart, so a new checkout
 * of the same goods never starts from an older one's answer.
 */
export function checkoutQueryOptions(key: string, checkoutId: string, request: CheckoutRequest) {
  return queryOptions({
    queryKey: ['checkout', key, checkoutId, request],
    queryFn: () => getCheckout(key, request),
    staleTime: 30_000,
  });
}

/** The checkout for the page; the previous reply stays while a new choice is computed. */
export function useCheckout(key: string, checkoutId: string, request: CheckoutRequest) {
  return useQuery({ ...checkoutQueryOptions(key, checkoutId, request), placeholderData: keepPreviousData });
}
