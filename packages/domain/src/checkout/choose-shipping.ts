import { FALLBACK_SHIPPING_OPTIONS } from '../shipping/fallback-shipping-options';
import type { ShippingOption } from '../shipping/shipping-option';

/** The shipping an order ends up with. */
export interface ShippingChoice {
  /** The options in effect: those offered, or the fallback ones. */
  readonly options: readonly ShippingOption[];
  readonly option: ShippingOption;
  /** False when a `shipping_id` was asked for that is not offered (the first option stands in). */
  readonly known: boolean;
}

/**
 * Resolves an order's shipping: the offered options (the fallback dedicated carrier and express,
 * shopping §9, when none are offered) and the chosen one by `shipping_id`, the first by default.
 */
export function chooseShipping(offered: readonly ShippingOption[] | undefined, shippingId: number | undefined): ShippingChoice {
  const options = offered !== undefined && offered.length > 0 ? offered : FALLBACK_SHIPPING_OPTIONS;
  const [first] = options as readonly [ShippingOption, ...ShippingOption[]];
  if (shippingId === undefined) return { options, option: first, known: true };
  const option = options.find(({ id }) => id === shippingId);
  return option === undefined ? { options, option: first, known: false } : { options, option, known: true };
}
