import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDE_DATES_INVALID } from '../messages/messages';
import { checkSlideSchedule, isSlideShown } from './slide-schedule';

const at = (text: string) => new Date(`${text}+08:00`);

describe('checkSlideSchedule', () => {
  it('takes no dates, one date, or a start before the end', () => {
    expect(checkSlideSchedule({ showFrom: null, showUntil: null })).toBeNull();
    expect(checkSlideSchedule({ showFrom: at('2026-10-01T00:00'), showUntil: null })).toBeNull();
    expect(checkSlideSchedule({ showFrom: null, showUntil: at('2026-10-08T00:00') })).toBeNull();
    expect(checkSlideSchedule({ showFrom: at('2026-10-01T00:00'), showUntil: at('2026-10-08T00:00') })).toBeNull();
  });

  it('refuses an end at or before the start', () => {
    expect(checkSlideSchedule({ showFrom: at('2026-10-08T00:00'), showUntil: at('2026-10-01T00:00') })).toBe(SLIDE_DATES_INVALID);
    expect(checkSlideSchedule({ showFrom: at('2026-10-01T00:00'), showUntil: at('2026-10-01T00:00') })).toBe(SLIDE_DATES_INVALID);
  });
});

describe('isSlideShown', () => {
  const national = { showFrom: at('2026-10-01T00:00'), showUntil: at('2026-10-08T00:00') };

  it('shows a slide from its start until, not including, its end', () => {
    expect(isSlideShown(national, at('2026-09-30T23:59'))).toBe(false);
    expect(isSlideShown(national, at('2026-10-01T00:00'))).toBe(true);
    expect(isSlideShown(national, at('2026-10-07T23:59'))).toBe(true);
    expect(isSlideShown(national, at('2026-10-08T00:00'))).toBe(false);
  });

  it('always shows a slide without dates, and leaves an open end open', () => {
    expect(isSlideShown({ showFrom: null, showUntil: null }, at('1999-01-01T00:00'))).toBe(true);
    expect(isSlideShown({ showFrom: at('2026-10-01T00:00'), showUntil: null }, at('2099-01-01T00:00'))).toBe(true);
  });
});

describe('properties', () => {
  const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
  const bound = fc.option(instant, { nil: null });

  it('a slide the check takes shows at its start and never at its end', () => {
    fc.assert(
      fc.property(bound, bound, (showFrom, showUntil) => {
        const schedule = { showFrom, showUntil };
        if (checkSlideSchedule(schedule) !== null) return;
        if (showFrom) expect(isSlideShown(schedule, showFrom)).toBe(true);
        if (showUntil) expect(isSlideShown(schedule, showUntil)).toBe(false);
      }),
    );
  });

  it('a slide shows over one unbroken stretch of time: shown at two instants, shown at every instant between', () => {
    fc.assert(
      fc.property(bound, bound, instant, instant, instant, (showFrom, showUntil, a, b, c) => {
        const [first, middle, last] = [a, b, c].sort((x, y) => x.getTime() - y.getTime()) as [Date, Date, Date];
        const schedule = { showFrom, showUntil };
        if (isSlideShown(schedule, first) && isSlideShown(schedule, last)) expect(isSlideShown(schedule, middle)).toBe(true);
      }),
    );
  });

  it('the check refuses exactly the dates at which the slide would never show', () => {
    fc.assert(
      fc.property(instant, instant, (showFrom, showUntil) => {
        const refused = checkSlideSchedule({ showFrom, showUntil }) !== null;
        expect(refused).toBe(!isSlideShown({ showFrom, showUntil }, showFrom));
      }),
    );
  });
});
