import { FORWARD_PRESALE_USE_APP, OFF_SALE, SKU_GONE, SOLD_OUT_BUTTON } from '../messages/messages';

/** What a cart line is re-read against: its SKU (null when gone) and its goods. */
export interface CartLineFacts {
  readonly sku: { readonly stock: number } | null;
  readonly isForward: boolean;
  /** `is_sale`: 1 on sale, 2 not yet, 3 off sale. */
  readonly isSale: number;
}

/**
 * Why a cart line cannot be bought, first reason first (the cart's invalid section, shopping §3 `errors`),
 * or null when it can.
 */
export function cartLineRefusal(line: CartLineFacts): string | null {
  if (!line.sku) return SKU_GONE;
  if (line.isForward) return FORWARD_PRESALE_USE_APP;
  if (line.isSale === 3) return OFF_SALE;
  if (line.sku.stock <= 0) return SOLD_OUT_BUTTON;
  return null;
}
