import { describe, expect, it } from 'vitest';
import type { CartGroup, CartItem } from '../api/get-cart';
import { canSelect, isSelected, listFreeShippingNotices, listGroupItems } from './cart-selection';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  item_id: 1,
  goods_id: 1,
  gsup_id: 1,
  sup_id: 101,
  goods_name: '龙沙宝石 月季',
  goods_thumb: '',
  goods_attr: '',
  goods_attr_id: '',
  goods_number: 1,
  Nbei: 1,
  start_num: 1,
  stock: 10,
  price: '50.00',
  market_price: '60.00',
  subtotal: '50.00',
  weight: 0.5,
  selected: 1,
  sup_sale: 1,
  beon_time: 0,
  type: 'normal',
  forward: 0,
  delivery_id: 0,
  delivery_time: '',
  is_dingjin: 0,
  dj: { dj_status: 0, beg_time: 0 },
  is_mini_goods: 0,
  fav_activity_id: 0,
  free_shipping: null,
  sendaddress: 1,
  devide_item: '1',
  ...overrides,
});

const group = (lines: { plain: CartItem[]; activity: CartItem[]; reached: 0 | 1 }): CartGroup => ({
  devide_item: '1',
  sendaddress: 1,
  sendaddress_name: '杭州仓',
  checked_subnumber: 0,
  checked_subweight: 0,
  freeshipping_subweight: 0,
  isselected: 0,
  goods_detail: lines.plain,
  activity_goods_list: [
    { activity_id: 9, activity_type_name: '包邮', activity_msg: '还差2件即可包邮', free_shipping_reached: lines.reached, goodItem: lines.activity },
  ],
});

describe('cart selection', () => {
  it('counts a ticked line as selected only while it can be selected (shopping §4)', () => {
    expect(isSelected(item())).toBe(true);
    expect(isSelected(item({ selected: 0 }))).toBe(false);
    expect(isSelected(item({ sup_sale: 2 }))).toBe(false);
    expect(canSelect(item({ is_dingjin: 1, dj: { dj_status: 2, beg_time: 0 } }))).toBe(false);
    expect(canSelect(item({ is_dingjin: 1, dj: { dj_status: 1, beg_time: 0 } }))).toBe(true);
  });

  it('lists a group’s plain lines before its activity lines', () => {
    const lines = listGroupItems(group({ plain: [item({ item_id: 1 })], activity: [item({ item_id: 2 })], reached: 0 }));
    expect(lines.map((line) => line.item_id)).toEqual([1, 2]);
  });

  it('shows a free-shipping notice only for an unreached activity holding a selected line', () => {
    expect(listFreeShippingNotices([group({ plain: [], activity: [item()], reached: 0 })])).toEqual(['还差2件即可包邮']);
    expect(listFreeShippingNotices([group({ plain: [], activity: [item()], reached: 1 })])).toEqual([]);
    expect(listFreeShippingNotices([group({ plain: [item()], activity: [item({ selected: 0 })], reached: 0 })])).toEqual([]);
  });
});
