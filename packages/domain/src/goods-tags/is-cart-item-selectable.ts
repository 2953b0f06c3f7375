/**
 * Whether a cart item can be selected for checkout: not when `sup_sale` is 2 (not yet on sale), nor for
 * deposit items with `dj_status` 2 (shopping §4 "Cart and checkout").
 */
export function isCartItemSelectable(item: { readonly supSale: number; readonly isDeposit: boolean; readonly depositStatus: number }): boolean {
  return item.supSale !== 2 && !(item.isDeposit && item.depositStatus === 2);
}
