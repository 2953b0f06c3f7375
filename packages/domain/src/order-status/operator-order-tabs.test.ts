import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ORDER_TABS, operatorOrderTabOf } from './operator-order-tabs';
import { isAwaitingFirstPayment } from './order-state';

const storedArb = fc.tuple(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 9, 100), fc.constantFrom(0, 1, 2, 3));
/** The tabs other than 全部 whose stored values hold the order, read the way the API's query reads them. */
const tabsHolding = (orderStatus: number, isDelete: number) =>
  OPERATOR_ORDER_TABS.filter(
    ({ tab, orderStatuses, isDeletes }) =>
      tab !== 'all' && (orderStatuses === null || orderStatuses.includes(orderStatus)) && (isDeletes === null || isDeletes.includes(isDelete)),
  ).map(({ tab }) => tab);

describe('the back office’s order tabs', () => {
  it('hold every stored order under exactly one tab beside 全部, but 其他订单 (o_status 100) under none', () => {
    fc.assert(
      fc.property(storedArb, ([orderStatus, isDelete]) => {
        expect(tabsHolding(orderStatus, isDelete)).toHaveLength(orderStatus === 100 ? 0 : 1);
        expect(tabsHolding(orderStatus, isDelete)).toEqual(orderStatus === 100 ? [] : [operatorOrderTabOf(orderStatus, isDelete)]);
      }),
    );
  });

  it('put under 待付款 exactly the unpaid orders the shopper may still pay (isAwaitingFirstPayment)', () => {
    fc.assert(
      fc.property(storedArb, ([orderStatus, isDelete]) => {
        const state = {
          orderStatus,
          isDelete,
          status: 0,
          isCommented: false,
          isFollowedUp: false,
          isDeposit: false,
          depositStatus: 0,
          addTime: new Date(0),
          statusBeforeAfterSales: null,
        };
        expect(operatorOrderTabOf(orderStatus, isDelete) === 'unpaid').toBe(orderStatus !== 9 && isAwaitingFirstPayment(state));
      }),
    );
  });

  it('file a closed unpaid order under 交易关闭 whether binned or deleted, and name the tabs as the status table does', () => {
    expect([0, 1, 2, 3].map((isDelete) => operatorOrderTabOf(0, isDelete))).toEqual(['unpaid', 'closed', 'closed', 'closed']);
    expect(operatorOrderTabOf(2, 2)).toBe('toShip');
    expect(OPERATOR_ORDER_TABS.map(({ name }) => name)).toEqual([
      '全部',
      '待付款',
      '待发货',
      '部分发货',
      '已发货',
      '售后',
      '交易完成',
      '定金商品',
      '交易关闭',
    ]);
  });
});
