import { secondsOfChinaTime } from '../../lib/china-time';
import { OPERATOR_ORDER_TABS, type OperatorOrderTab, PAY_METHOD_NAMES, payMethodName } from '@garden/domain';
import type { OrderFilters } from './api/orders';

/** The 订单 page's address: the tab, the filters and the page, so a filtered list can be bookmarked. */
export interface OrderSearch {
  tab?: OperatorOrderTab;
  sn?: string;
  person?: string;
  goods?: string;
  /** The payment method's `pay_id`; 0 for the balance alone. */
  pay?: number;
  /** First and last day, `YYYY-MM-DD` in the operator's time zone. */
  createdFrom?: string;
  createdTo?: string;
  paidFrom?: string;
  paidTo?: string;
  page?: number;
}

export const ORDER_PAGE_SIZE = 20;

/** The payment methods the list filters by (contract OperatorOrderListRequest `pay_id`). */
export const PAY_OPTIONS = [
  ...Object.entries(PAY_METHOD_NAMES).map(([value, label]) => ({ value, label })),
  // The balance alone: the list's pay_id 0.
  { value: '0', label: payMethodName(null) },
];

const TABS = new Set<string>(OPERATOR_ORDER_TABS.map(({ tab }) => tab));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
/** A text field; the router reads `sn=2026` as the number 2026, which is still the text typed. */
const text = (value: unknown) => {
  const typed = typeof value === 'number' ? String(value) : value;
  return typeof typed === 'string' && typed.trim() ? typed.trim() : undefined;
};
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/** Reads the address's search; what is malformed is left out rather than refused. */
export function readOrderSearch(search: Record<string, unknown>): OrderSearch {
  const pay = Number(search.pay);
  return {
    tab: typeof search.tab === 'string' && TABS.has(search.tab) ? (search.tab as OperatorOrderTab) : undefined,
    sn: text(search.sn),
    person: text(search.person),
    goods: text(search.goods),
    pay: search.pay !== undefined && search.pay !== '' && PAY_OPTIONS.some((option) => Number(option.value) === pay) ? pay : undefined,
    createdFrom: day(search.createdFrom),
    createdTo: day(search.createdTo),
    paidFrom: day(search.paidFrom),
    paidTo: day(search.paidTo),
    page: positive(search.page),
  };
}

/** A day's first or last second as Unix seconds, in the browser's time zone (the operator's). */
/** A Beijing day's first second, or with `end` its last, as Unix seconds. */
const secondsOf = (date: string | undefined, end = false) => (date ? secondsOfChinaTime(date) + (end ? 86_399 : 0) : undefined);

/** The call's filters for the address's search: the days become the first second of the first and the last of the last. */
export function orderFiltersOf(search: OrderSearch): OrderFilters {
  return {
    tab: search.tab ?? 'all',
    order_sn: search.sn,
    person: search.person,
    goods_name: search.goods,
    pay_id: search.pay,
    created_from: secondsOf(search.createdFrom),
    created_to: secondsOf(search.createdTo, true),
    paid_from: secondsOf(search.paidFrom),
    paid_to: secondsOf(search.paidTo, true),
    page: search.page ?? 1,
    limit: ORDER_PAGE_SIZE,
  };
}
