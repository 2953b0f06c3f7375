import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('centres the current page', () => {
    expect(pageWindow(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
  });
  it('starts at page 1 near the beginning', () => {
    expect(pageWindow(2, 20, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('ends at the last page near the end', () => {
    expect(pageWindow(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });

  describe('properties', () => {
    it('every shown page lies within 1…total and includes the current page', () => {
      for (let total = 1; total <= 30; total++) {
        for (let current = 1; current <= total; current++) {
          const pages = pageWindow(current, total, 5);
          expect(pages).toContain(current);
          expect(pages.length).toBe(Math.min(5, total));
          expect(pages.every((page) => page >= 1 && page <= total)).toBe(true);
        }
      }
    });
  });
});
