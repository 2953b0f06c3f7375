import { QUANTITY_FORMAT_INVALID } from '../messages/messages';
import { effectiveStep } from './effective-step';
import { initialQuantity } from './initial-quantity';
import type { QuantityLimits, QuantityResult } from './quantity-limits';

/**
 * Reads a typed quantity: anything but ASCII digits, or zero, is refused with `数量格式错误！` and resets to
 * the step (1 when the step is 0); a number is rounded up to a multiple of the step, then raised to the lowest
 * allowed quantity and lowered to the largest multiple within stock (shopping §5 "Cart quantity").
 * When stock cannot cover the minimum, the minimum wins: the shopper sees what the goods require and the
 * server refuses the line (the card shows it sold out or nearly so).
 */
export function parseQuantityInput(text: string, { step, min, stock }: QuantityLimits): QuantityResult {
  const unit = effectiveStep(step);
  if (!/^\d+$/.test(text) || Number(text) === 0) {
    return { ok: false, quantity: unit, message: QUANTITY_FORMAT_INVALID };
  }
  const lowest = initialQuantity({ startNum: min, step });
  const highest = Math.floor(stock / unit) * unit;
  const rounded = Math.ceil(Number(text) / unit) * unit;
  return { ok: true, quantity: Math.max(lowest, Math.min(rounded, highest)) };
}
