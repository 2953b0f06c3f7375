import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './use-countdown';

describe('formatMinutesSeconds', () => {
  it('shows a full hour as 60:00', () => {
    expect(formatMinutesSeconds(60 * 60_000)).toBe('60:00');
  });

  it('rounds a part second up, so 00:00 means time is over', () => {
    expect(formatMinutesSeconds(59_001)).toBe('01:00');
    expect(formatMinutesSeconds(1)).toBe('00:01');
    expect(formatMinutesSeconds(0)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatMinutesSeconds(-5000)).toBe('00:00');
  });
});
