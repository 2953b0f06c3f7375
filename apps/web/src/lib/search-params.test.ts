import { describe, expect, it } from 'vitest';
import { parseSearch, readChoice, readFlag, readId, readIdList, readPage, readText, stringifySearch } from './search-params';

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
  it('reads 0 and 1 flags and nothing else', () => {
    expect(readFlag('1')).toBe(1);
    expect(readFlag(0)).toBe(0);
    for (const value of ['2', 'true', '', undefined]) expect(readFlag(value)).toBeUndefined();
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
    expect(readIdList([3, '5', 'x'])).toEqual([3, 5]);
  });
  it('writes plain query strings and reads them back through the readers', () => {
    const address = stringifySearch({
      from: 1,
      pay_money: '132.15',
      order_sn: '2026112402',
      brand: [3, 5],
      instock: true,
      keywords: '月季',
      none: undefined,
    });
    expect(address).toBe('?from=1&pay_money=132.15&order_sn=2026112402&brand=3%2C5&instock=true&keywords=%E6%9C%88%E5%AD%A3');
    const read: Record<string, unknown> = parseSearch(address);
    expect(readText(read.pay_money)).toBe('132.15');
    expect(readText(read.order_sn)).toBe('2026112402');
    expect(readIdList(read.brand)).toEqual([3, 5]);
    expect(read.instock).toBe(true);
    expect(readText(read.keywords)).toBe('月季');
    expect(readId(read.from)).toBe(1);
  });
  it('keeps text that looks like JSON as text', () => {
    expect(parseSearch('?keywords=%5B1%5D&key=null')).toEqual({ keywords: '[1]', key: 'null' });
  });
});
