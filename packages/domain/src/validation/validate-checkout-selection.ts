import { SELECT_GOODS_TO_CHECKOUT, SHIP_FROM_DIFFERS } from '../messages/messages';

/**
 * Checking out the cart needs a selection, all from one ship-from place (`sendaddress` id): nothing selected gives
 * `请选中要结算的商品哦！`, two places `发货地不同请分开结算哦！` (shopping §5 "Checkout").
 */
export function validateCheckoutSelection(selected: readonly { readonly sendAddressId: number | string }[]): string | null {
  if (selected.length === 0) return SELECT_GOODS_TO_CHECKOUT;
  return new Set(selected.map((item) => String(item.sendAddressId))).size > 1 ? SHIP_FROM_DIFFERS : null;
}
