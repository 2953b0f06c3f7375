import { describe, expect, it } from 'vitest';
import { readChoice, readId, readIdList, readPage, readText } from './search-params';

describe('search params', () => {
  it('reads ids from numbers and digit strings only', () => {
    expect(readId(3)).toBe(3);
    expect(readId('12')).toBe(12);
    for (const value of [0, -1, 1.5, '', 'x', '1e2x', null, undefined, {}]) expect(readId(value)).toBeUndefined();
  });
  it('falls back to page 1', () => {
    expect(readPage('4')).toBe(4);
    expect(readPage('0')).toBe(1);
    expect(readPage(undefined)).toBe(1);
  });
  it('keeps numbers as text', () => {
    expect(readText(5)).toBe('5');
    expect(readText('月季')).toBe('月季');
    expect(readText(null)).toBeUndefined();
  });
  it('accepts only allowed choices', () => {
    expect(readChoice('2', [0, 1, 2] as const, 0)).toBe(2);
    expect(readChoice(7, [0, 1, 2] as const, 0)).toBe(0);
    expect(readChoice('sales', ['default', 'sales'] as const, 'default')).toBe('sales');
  });
  it('reads comma-separated id lists, dropping junk', () => {
    expect(readIdList('1,2,x,3')).toEqual([1, 2, 3]);
    expect(readIdList(7)).toEqual([7]);
    expect(readIdList(undefined)).toEqual([]);
  });
});
