import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** 0 or 1, as the API sends every flag. */
export type Flag = 0 | 1;

/** One cart line (shopping §3 "Cart item"); amounts are yuan strings as the API formats them. */
export interface CartItem {
  item_id: number;
  goods_id: number;
  /** The goods page of the line, for the spec popup and links. */
  gshp_id: number;
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
  weight: number;
  selected: Flag;
  /** 2: not yet on sale, cannot be selected (shopping §4). */
  sup_sale: number;
  beon_time: number;
  type: string;
  forward: Flag;
  delivery_id: number | null;
  delivery_time: string;
  is_dingjin: Flag;
  dj: { dj_status: number; beg_time: number };
  is_mini_goods: Flag;
  fav_activity_id: number;
}

/** Goods of one activity inside a ship-from group (shopping §3 "activity_goods_list"). */
export interface CartActivity {
  activity_id: number;
  activity_type_name: string;
  activity_msg: string;
  goodItem: CartItem[];
}

/** The goods of one ship-from place (shopping §3 "Cart response" products). */
export interface CartGroup {
  devide_item: string;
  /** The ship-from place's name. */
  sendaddress: string;
  checked_subnumber: number;
  checked_subweight: number | string;
  freeshipping_subweight: number | string;
  isselected: Flag;
  /** The group's free-shipping text, already measured against the selection with the domain's rule. */
  freeshipping_msg?: string;
  activity_goods_list: CartActivity[];
}

/** A gift that comes with the cart (shopping §3 "present"). */
export interface CartGift {
  goods_id: number;
  name: string;
  thumbnail: string;
  goods_attr: string;
  goods_number: number;
  market_price: string;
  goods_price: string;
}

/** An invalid line (shopping §3 "errors"): the server's reason and what the favourites move needs. */
export interface CartInvalidItem {
  msg: string;
  item_id: number;
  data: { product: { goods_name: string; goods_thumb: string; goods_attr: string; price: string; sup_id: number } };
}

/** The reply of the cart list (shopping §3 "Cart response"). */
export interface Cart {
  products: CartGroup[];
  /** The selected goods' total, in yuan. */
  total: string;
  count: { total_number: number; checked_total_number: number };
  present: CartGift[];
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

/** Every line of a group, activity by activity. */
export function listGroupItems(group: CartGroup): CartItem[] {
  return group.activity_goods_list.flatMap((activity) => activity.goodItem);
}
