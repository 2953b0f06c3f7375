import type { SlideSchedule } from './slide-schedule';

/**
 * Whether the storefront shows a slide at `now`: from its start (inclusive) to its end (exclusive). Read at each
 * request, so a slide appears and goes without a job running at those times (issue 31 "Storefront content").
 */
export function isSlideShown(schedule: SlideSchedule, now: Date): boolean {
  const at = now.getTime();
  return (schedule.showFrom === null || schedule.showFrom.getTime() <= at) && (schedule.showUntil === null || at < schedule.showUntil.getTime());
}
