import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_SALES_REASON_LABELS, GOODS_STATUS_LABELS, REFUND_TYPE_LABELS } from './after-sales-labels';

describe('after-sales labels', () => {
  it('names the seven reasons, both goods states and both refund types', () => {
    expect(Object.keys(AFTER_SALES_REASON_LABELS)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(AFTER_SALES_REASON_LABELS[1]).toBe('卖家缺货');
    expect(GOODS_STATUS_LABELS).toEqual({ 0: '未收到货', 1: '已收到货' });
    expect(REFUND_TYPE_LABELS).toEqual({ 1: '仅退款', 2: '退货退款' });
  });
});

describe('properties', () => {
  it('no two after-sales reasons share a label', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 5, 6, 7), fc.constantFrom(1, 2, 3, 4, 5, 6, 7), (a, b) => {
        const labels: Record<number, string> = AFTER_SALES_REASON_LABELS;
        expect(labels[a] === labels[b]).toBe(a === b);
      }),
    );
  });
});
