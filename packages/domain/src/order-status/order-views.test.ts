import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStateArb } from '../testing';
import { formatLineWeight } from './format-line-weight';
import { formatOrderTime } from './format-order-time';
import { canTrackParcels } from './can-track-parcels';
import { describeOrderStatus } from './describe-order-status';
import { orderListFilter, type OrderListFilter } from './order-list-filter';
import { ORDER_LIST_TABS, isOrderInTab } from './order-list-tabs';
import type { OrderState } from './order-state';

const selects = (filter: OrderListFilter, order: OrderState) =>
  filter.isDeletes.includes(order.isDelete) && (filter.oStatuses === null || filter.oStatuses.includes(order.oStatus));

describe('orderListFilter', () => {
  it('queries the bin by is_delete 2 and the tabs by o_status over live and closed orders', () => {
    expect(orderListFilter('recycleBin')).toEqual({ oStatuses: null, isDeletes: [2] });
    expect(orderListFilter(-1)).toEqual({ oStatuses: null, isDeletes: [0, 1] });
    expect(orderListFilter(0)).toEqual({ oStatuses: [0], isDeletes: [0] });
    expect(orderListFilter(1).oStatuses).toEqual([1, 2]);
    expect(orderListFilter(6).oStatuses).toEqual([5, 6]);
    expect(orderListFilter(9).oStatuses).toEqual([9]);
  });
});

describe('formatLineWeight', () => {
  it('shows stored grams in kg, and 0.01kg for a line without weight', () => {
    expect(formatLineWeight(10)).toBe('0.01kg');
    expect(formatLineWeight(1500)).toBe('1.5kg');
    expect(formatLineWeight(0)).toBe('0.01kg');
    expect(formatLineWeight(null)).toBe('0.01kg');
  });
});

describe('formatOrderTime', () => {
  it('shows the instant in Beijing time to the second', () => {
    expect(formatOrderTime(new Date('2026-01-05T17:04:09Z'))).toBe('2026-01-06 01:04:09');
  });
});

describe('properties', () => {
  it('a tab’s query filter selects exactly the orders the tab lists', () => {
    fc.assert(
      fc.property(orderStateArb, fc.constantFrom(...ORDER_LIST_TABS.map(({ tab }) => tab)), (order, tab) => {
        expect(selects(orderListFilter(tab), order)).toBe(isOrderInTab(order, tab));
      }),
    );
  });

  it('every order whose detail fetches tracking has parcels to track', () => {
    fc.assert(
      fc.property(orderStateArb, fc.date({ noInvalidDate: true }), (order, now) => {
        if (describeOrderStatus(order, now).fetchesTracking) expect(canTrackParcels(order)).toBe(true);
      }),
    );
  });

  it('an order deleted for good is in no tab', () => {
    fc.assert(
      fc.property(orderStateArb, fc.constantFrom(...ORDER_LIST_TABS.map(({ tab }) => tab)), (order, tab) => {
        expect(selects(orderListFilter(tab), { ...order, isDelete: 3 })).toBe(false);
      }),
    );
  });
});
