import type { ShippingOption } from './shipping-option';

/**
 * The shipping options an order falls back to when the server offers none: a dedicated carrier at
 * fee 0 and ordinary express at fee 5 (shopping §9). Ids 1 and 2 are this package's choice.
 */
export const FALLBACK_SHIPPING_OPTIONS: readonly ShippingOption[] = [
  { id: 1, name: '专线配送', fee: '0' },
  { id: 2, name: '普通快递', fee: '5' },
];
