import { maxQuantityMessage, minQuantityMessage, QUANTITY_FORMAT_INVALID, stepQuantityMessage } from '../messages/messages';
import { effectiveStep } from './effective-step';
import { initialQuantity } from './initial-quantity';
import type { QuantityLimits } from './quantity-limits';

/**
 * Why a quantity sent to checkout or placement cannot be bought as it is, or null when it can
 * (storefront §5, shopping §5): not a positive whole number; below the minimum order quantity; off the
 * step (`Nbei`); more than the stock. A server never adjusts a sent quantity silently: it says which.
 */
export function quantityRefusal(quantity: number, { step, min, stock }: QuantityLimits): string | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return QUANTITY_FORMAT_INVALID;
  const lowest = initialQuantity({ startNum: min, step });
  if (quantity < lowest) return minQuantityMessage(lowest);
  const unit = effectiveStep(step);
  if (quantity % unit !== 0) return stepQuantityMessage(unit);
  return quantity > stock ? maxQuantityMessage(stock) : null;
}
