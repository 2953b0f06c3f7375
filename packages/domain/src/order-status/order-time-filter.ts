import type { ORDER_TIME_FILTER_DAYS } from '../constants/shop-constants';

/** The order-time filter: all time, or one of the spec's day counts back (shopping §2, §9). */
export type OrderTimeFilter = (typeof ORDER_TIME_FILTER_DAYS)[number] | null;

/** The filters in display order with their Chinese names. */
export const ORDER_TIME_FILTERS: readonly { readonly days: OrderTimeFilter; readonly name: string }[] = [
  { days: null, name: '全部' },
  { days: 30, name: '近30天' },
  { days: 91, name: '近91天' },
  { days: 365, name: '近365天' },
];

/** The earliest `add_time` a filter keeps: `now` minus the days (24-hour days), or null for all time (shopping §2 "order-time filter"). */
export function orderTimeFrom(days: OrderTimeFilter, now: Date): Date | null {
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}
