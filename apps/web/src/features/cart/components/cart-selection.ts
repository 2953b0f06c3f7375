import { isCartItemSelectable } from '@garden/domain';
import type { CartGroup, CartItem } from '../api/get-cart';

/** Whether the shopper may tick this line (shopping §4: not `sup_sale` 2, not deposit `dj_status` 2). */
export function canSelect(item: CartItem): boolean {
  return isCartItemSelectable({ supSale: item.sup_sale, isDeposit: item.is_dingjin === 1, depositStatus: item.dj.dj_status });
}

/** Whether the line counts as selected: ticked and selectable (shopping §4 "selected 0 or sup_sale 2 count as unselected"). */
export function isSelected(item: CartItem): boolean {
  return item.selected === 1 && canSelect(item);
}

/** Every line of a group: those outside activities, then activity by activity. */
export function listGroupItems(group: CartGroup): CartItem[] {
  return [...group.goods_detail, ...group.activity_goods_list.flatMap((activity) => activity.goodItem)];
}

/** The free-shipping notices of the activities the selection is in and has not yet reached (shopping §2 "Cart"). */
export function listFreeShippingNotices(groups: readonly CartGroup[]): string[] {
  return groups.flatMap((group) =>
    group.activity_goods_list
      .filter((activity) => activity.free_shipping_reached === 0 && activity.goodItem.some(isSelected))
      .map((activity) => activity.activity_msg),
  );
}
