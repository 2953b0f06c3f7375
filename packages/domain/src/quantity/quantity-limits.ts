/** What bounds a quantity on the detail page, in the cart and in the spec popup (storefront §5, shopping §5). */
export interface QuantityLimits {
  /** `Nbei`: quantities move in multiples of it; 0 counts as 1. */
  readonly step: number;
  /** The minimum order quantity (`start_num`). */
  readonly min: number;
  /** Units in stock for the chosen SKU and region. */
  readonly stock: number;
}

/** The outcome of a quantity rule: the quantity to show, and the message when the shopper's move was refused. */
export type QuantityResult =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly quantity: number; readonly message: string };
