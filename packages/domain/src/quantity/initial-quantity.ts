import { effectiveStep } from './effective-step';

/**
 * The quantity a product page starts at: the smallest multiple of the step that is at least
 * `max(start_num, 1)` (storefront §5: "derived from start_num and Nbei").
 */
export function initialQuantity({ startNum, step }: { readonly startNum: number; readonly step: number }): number {
  const unit = effectiveStep(step);
  return Math.ceil(Math.max(startNum, 1) / unit) * unit;
}
