import { SLIDE_DATES_INVALID } from '../messages/messages';

/**
 * When a carousel slide shows (issue 31 "Storefront content": a slide's dates): from `showFrom` until, not
 * including, `showUntil`; a missing end is open. A slide without dates always shows.
 */
export interface SlideSchedule {
  readonly showFrom: Date | null;
  readonly showUntil: Date | null;
}

/** What is wrong with a slide's dates, or null: when both are given, the start comes before the end. */
export function checkSlideSchedule({ showFrom, showUntil }: SlideSchedule): string | null {
  return showFrom && showUntil && showFrom.getTime() >= showUntil.getTime() ? SLIDE_DATES_INVALID : null;
}

/** Whether the storefront shows a slide at `now`; read at each request, so no job runs at a slide's times. */
export function isSlideShown({ showFrom, showUntil }: SlideSchedule, now: Date): boolean {
  const at = now.getTime();
  return (showFrom === null || showFrom.getTime() <= at) && (showUntil === null || at < showUntil.getTime());
}
