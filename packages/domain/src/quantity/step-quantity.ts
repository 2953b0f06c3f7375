import { maxQuantityMessage, minQuantityMessage } from '../messages/messages';
import { initialQuantity } from './initial-quantity';
import { effectiveStep } from './effective-step';
import type { QuantityLimits, QuantityResult } from './quantity-limits';

/**
 * Moves a quantity one step up (+1) or down (−1) to the neighbouring multiple of the step; a decrease below
 * the lowest allowed quantity (the initial quantity for the minimum) is refused with `起订量不能少于{min}`,
 * an increase above stock with `库存仅剩{stock}件` (the spec blocks it without a text), both keeping the
 * current quantity (storefront §5, shopping §5 "increase only up to stock and decrease only down to the step").
 */
export function stepQuantity(current: number, direction: 1 | -1, { step, min, stock }: QuantityLimits): QuantityResult {
  const unit = effectiveStep(step);
  const next = direction === 1 ? (Math.floor(current / unit) + 1) * unit : (Math.ceil(current / unit) - 1) * unit;
  if (direction === -1 && next < initialQuantity({ startNum: min, step })) {
    return { ok: false, quantity: current, message: minQuantityMessage(min) };
  }
  if (direction === 1 && next > stock) {
    return { ok: false, quantity: current, message: maxQuantityMessage(stock) };
  }
  return { ok: true, quantity: next };
}
