import { SLIDE_DATES_INVALID } from '../messages/messages';
import type { SlideSchedule } from './slide-schedule';

/**
 * What is wrong with a slide's dates, or null: when both are given, the start comes before the end, so the slide
 * shows for some time (issue 31 "Storefront content": slides' dates).
 */
export function checkSlideSchedule(schedule: SlideSchedule): string | null {
  const { showFrom, showUntil } = schedule;
  if (showFrom && showUntil && showFrom.getTime() >= showUntil.getTime()) return SLIDE_DATES_INVALID;
  return null;
}
