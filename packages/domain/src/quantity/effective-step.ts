/**
 * The step quantities move by: `Nbei`, where 0 (or anything below 1, or not an integer) counts as 1
 * (shopping §5: "resets to the step Nbei (or 1 if Nbei is 0)").
 */
export function effectiveStep(step: number): number {
  return Number.isInteger(step) && step >= 1 ? step : 1;
}
