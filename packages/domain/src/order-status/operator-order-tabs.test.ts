import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ORDER_TABS, type OperatorOrderFilter, operatorOrderTabOf } from './operator-order-tabs';

/** What a database query with the tab's filter selects, read the way the API writes it. */
const selects = ({ orderStatuses, isDeletes }: OperatorOrderFilter, orderStatus: number, isDelete: number) =>
  (orderStatuses === null || orderStatuses.includes(orderStatus)) && (isDeletes === null || isDeletes.includes(isDelete));
const storedArb = fc.tuple(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 9, 100), fc.constantFrom(0, 1, 2, 3));

describe('the back office’s order tabs', () => {
  it('put every stored order under 全部 and at most one other tab, the one operatorOrderTabOf names', () => {
    fc.assert(
      fc.property(storedArb, ([orderStatus, isDelete]) => {
        const [all, ...others] = OPERATOR_ORDER_TABS;
        expect(all && selects(all, orderStatus, isDelete)).toBe(true);
        const holding = others.filter((filter) => selects(filter, orderStatus, isDelete)).map(({ tab }) => tab);
        const tab = operatorOrderTabOf(orderStatus, isDelete);
        expect(holding).toEqual(tab === null ? [] : [tab]);
      }),
    );
  });

  it('tells an unpaid order from one the system closed, and leaves only 其他订单 (o_status 100) without a tab', () => {
    expect(operatorOrderTabOf(0, 0)).toBe('unpaid');
    expect(operatorOrderTabOf(0, 1)).toBe('closed');
    expect(operatorOrderTabOf(2, 2)).toBe('toShip');
    expect(operatorOrderTabOf(100, 0)).toBeNull();
    expect(OPERATOR_ORDER_TABS.map(({ name }) => name)).toEqual([
      '全部',
      '待付款',
      '待发货',
      '部分发货',
      '已发货',
      '售后中',
      '交易完成',
      '定金商品',
      '已关闭',
    ]);
  });
});
