/**
 * When a carousel slide shows (issue 31 "Storefront content": a slide's dates): from `showFrom` until, not
 * including, `showUntil`; a missing end is open. A slide without dates always shows.
 */
export interface SlideSchedule {
  readonly showFrom: Date | null;
  readonly showUntil: Date | null;
}
