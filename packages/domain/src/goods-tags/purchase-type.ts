import { FORWARD_PRESALE_USE_APP } from '../messages/messages';

/** The `type` sent with add-to-cart and direct checkout (shopping §7). */
export type PurchaseType = 'deposit' | 'preSale' | 'normal';

/**
 * The purchase type of a buy or add-to-cart: deposit when `is_dingjin`, else preSale when a delivery id is
 * chosen, else normal; long-term pre-sale (`forward`) goods are refused with the use-the-app message
 * (storefront §4 "Buy", "Product with forward").
 */
export function purchaseType(goods: {
  readonly isDeposit: boolean;
  readonly isForward: boolean;
  /** The chosen `delivery_id`; null, undefined, 0 or an empty text mean none was chosen. */
  readonly deliveryId?: number | string | null;
}): { readonly ok: true; readonly type: PurchaseType } | { readonly ok: false; readonly message: string } {
  if (goods.isForward) return { ok: false, message: FORWARD_PRESALE_USE_APP };
  if (goods.isDeposit) return { ok: true, type: 'deposit' };
  const hasDelivery = goods.deliveryId !== null && goods.deliveryId !== undefined && goods.deliveryId !== '' && goods.deliveryId !== 0;
  return { ok: true, type: hasDelivery ? 'preSale' : 'normal' };
}
