import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStateArb } from '../testing';
import { formatLineWeight } from './format-line-weight';
import { formatOrderTime } from './format-order-time';
import { canTrackParcels } from './can-track-parcels';
import { describeOrderStatus } from './describe-order-status';
import { orderListFilter, type OrderListFilter } from './order-list-filter';
import { ORDER_LIST_TABS, isOrderInTab, type ListedOrderState } from './order-list-tabs';

/** What a database query with the filter selects, read the way the API writes it. */
const selects = (filter: OrderListFilter, order: ListedOrderState) =>
  filter.isDeletes.includes(order.isDelete) &&
  (filter.orderStatuses === null || filter.orderStatuses.includes(order.orderStatus) || (filter.orHasRefundOrders && order.hasRefundOrders));
const listedOrderArb: fc.Arbitrary<ListedOrderState> = fc
  .tuple(orderStateArb, fc.boolean())
  .map(([order, hasRefundOrders]) => ({ ...order, hasRefundOrders }));
const tabArb = fc.constantFrom(...ORDER_LIST_TABS.map(({ tab }) => tab));

describe('orderListFilter', () => {
  it('queries the bin by is_delete 2 and the tabs by o_status over live and closed orders', () => {
    expect(orderListFilter('recycleBin')).toEqual({ orderStatuses: null, isDeletes: [2], orHasRefundOrders: false });
    expect(orderListFilter(-1)).toEqual({ orderStatuses: null, isDeletes: [0, 1], orHasRefundOrders: false });
    expect(orderListFilter(0)).toEqual({ orderStatuses: [0], isDeletes: [0], orHasRefundOrders: false });
    expect(orderListFilter(1)).toMatchObject({ orderStatuses: [1, 2], orHasRefundOrders: false });
    expect(orderListFilter(9)).toMatchObject({ orderStatuses: [9], orHasRefundOrders: false });
  });

  it('queries 售后 by o_status 5 and 6 or a refund order of the order', () => {
    expect(orderListFilter(6)).toEqual({ orderStatuses: [5, 6], isDeletes: [0, 1], orHasRefundOrders: true });
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
      fc.property(listedOrderArb, tabArb, (order, tab) => {
        expect(selects(orderListFilter(tab), order)).toBe(isOrderInTab(order, tab));
      }),
    );
  });

  it('an order with a refund order is listed under 售后 whatever its own state, unless it is in the bin', () => {
    fc.assert(
      fc.property(orderStateArb, (order) => {
        expect(isOrderInTab({ ...order, hasRefundOrders: true }, 6)).toBe(order.isDelete !== 2);
      }),
    );
  });

  it('a refund order changes no tab but 售后: a partly refunded order stays under the tab of its own state', () => {
    fc.assert(
      fc.property(orderStateArb, tabArb, (order, tab) => {
        fc.pre(tab !== 6);
        expect(isOrderInTab({ ...order, hasRefundOrders: true }, tab)).toBe(isOrderInTab({ ...order, hasRefundOrders: false }, tab));
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
      fc.property(listedOrderArb, tabArb, (order, tab) => {
        expect(selects(orderListFilter(tab), { ...order, isDelete: 3 })).toBe(false);
      }),
    );
  });
});
