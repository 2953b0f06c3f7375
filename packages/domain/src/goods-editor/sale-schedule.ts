import { GOODS_ON_SALE_TIME_PAST } from '../messages/messages';

/** `is_sale` 1 on sale and 2 coming soon (即将上架; storefront §3 "Goods detail": 3 sold out or off). */
const ON_SALE = 1;
const COMING_SOON = 2;

/** The sale states (`is_sale`) in the back office's words: the goods list, its filter, the editor and the spreadsheet. */
export const GOODS_SALE_LABELS: Readonly<Record<number, string>> = { [ON_SALE]: '在售', [COMING_SOON]: '即将上架', 3: '已下架' };

/** A goods' sale state and the time it is to go on sale (`beon_time`, only read while coming soon). */
export interface SaleSchedule {
  readonly isSale: number;
  readonly onSaleAt: Date | null;
}

/**
 * Whether a coming-soon goods (`is_sale` 2) has reached its scheduled on-sale time and is to be put on sale
 * now (storefront §3 `is_sale`, `beon_time`). Coming soon without a time stays coming soon until an operator
 * puts it on sale; on-sale and off-sale goods are never switched.
 */
export function isDueOnSale(schedule: SaleSchedule, now: Date): boolean {
  return schedule.isSale === COMING_SOON && schedule.onSaleAt !== null && schedule.onSaleAt.getTime() <= now.getTime();
}

/** The editor's rule for a schedule: a coming-soon goods' on-sale time, when given, lies after `now`. */
export function saleScheduleRefusal(schedule: SaleSchedule, now: Date): string | null {
  return isDueOnSale(schedule, now) ? GOODS_ON_SALE_TIME_PAST : null;
}

/**
 * What `beon_time` becomes when a goods' sale state is set from `wasSale` (null for a new goods) to `isSale`:
 * for goods put on sale now, now (when they went on sale); for coming-soon goods the time `asked` (null: no
 * schedule; undefined where the caller cannot ask one, such as 上架/下架 or the spreadsheet: then a coming-soon goods
 * keeps its schedule and one newly coming soon has none, so the past time it once went on sale never makes it due at
 * once); undefined where the stored time stays.
 */
export function onSaleTimeAfter(wasSale: number | null, isSale: number, asked: Date | null | undefined, now: Date): Date | null | undefined {
  if (isSale === ON_SALE) return wasSale === ON_SALE ? undefined : now;
  if (isSale === COMING_SOON) return asked !== undefined ? asked : wasSale === COMING_SOON ? undefined : null;
  return undefined;
}
