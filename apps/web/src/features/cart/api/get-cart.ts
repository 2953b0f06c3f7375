import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import type { Gift } from '../../../lib/gift';

/** 0 or 1, as the API sends every flag. */
export type Flag = 0 | 1;

/** One cart line (shopping §3 "Cart item"); amounts are yuan strings as the API formats them. */
export interface CartItem {
  item_id: number;
  /** The goods, which is also its page's `gshp_id`. */
  goods_id: number;
  gsup_id: number;
  sup_id: number;
  goods_name: string;
  goods_thumb: string;
  goods_attr: string;
  goods_attr_id: string;
  goods_number: number;
  /** Quantity step; 0 counts as 1. */
  Nbei: number;
  start_num: number;
  stock: number;
  price: string;
  market_price: string;
  subtotal: string;
  weight: number;
  selected: Flag;
  /** 2: not yet on sale, cannot be selected (shopping §4). */
  sup_sale: number;
  beon_time: number;
  type: string;
  forward: Flag;
  /** The chosen pre-sale delivery date; 0 when none. */
  delivery_id: number;
  delivery_time: string;
  is_dingjin: Flag;
  dj: { dj_status: number; beg_time: number };
  is_mini_goods: Flag;
  fav_activity_id: number;
  /** The free-shipping activity the line belongs to: type 1 counts pieces, others yuan (shopping §4). */
  free_shipping: { id: number; type: number; number: number; amount: string; name: string } | null;
  sendaddress: number;
  devide_item: string;
}

/** Goods of one activity inside a ship-from group (shopping §3 "activity_goods_list"). */
export interface CartActivity {
  activity_id: number;
  activity_type_name: string;
  /** The free-shipping hint the server measured with the domain's rule, or the activity's name once reached. */
  activity_msg: string;
  free_shipping_reached: Flag;
  goodItem: CartItem[];
}

/** The goods of one ship-from place (shopping §3 "Cart response" products). */
export interface CartGroup {
  devide_item: string;
  /** The ship-from place (its id). */
  sendaddress: number;
  /** The ship-from place's name (杭州仓); '' when the shop has not named it. */
  sendaddress_name: string;
  checked_subnumber: number;
  checked_subweight: number;
  freeshipping_subweight: number;
  isselected: Flag;
  /** Lines outside any activity. */
  goods_detail: CartItem[];
  activity_goods_list: CartActivity[];
}

/** An invalid line (shopping §3 "errors"): the server's reason and what the favourites move needs. */
export interface CartInvalidItem {
  msg: string;
  item_id: number;
  data: { product: CartItem };
}

/** The reply of the cart list (shopping §3 "Cart response"). */
export interface Cart {
  products: CartGroup[];
  /** The selected goods' total, in yuan. */
  total: string;
  market_total: string;
  count: { total_number: number; checked_total_number: number };
  present: Gift[];
  errors: CartInvalidItem[];
}

/** GET /v3/cart/lists: the shopper's cart, grouped by ship-from place and activity (shopping §7 "Cart"). */
export function getCart(key: string): Promise<Cart> {
  return getData<Cart>('/v3/cart/lists', { key });
}

/** The cart of the shopper signed in with `key`; cart changes write their reply straight into it. */
export function cartQueryOptions(key: string) {
  return queryOptions({
    queryKey: ['cart', key],
    queryFn: () => getCart(key),
    staleTime: 0,
  });
}

/** The cart for the page (suspends until loaded). */
export function useCart(key: string) {
  return useSuspenseQuery(cartQueryOptions(key)).data;
}
