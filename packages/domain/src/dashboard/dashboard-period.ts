import { CHINA_UTC_OFFSET_MS, chinaDayStart } from '../coupons/china-day';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The dashboard's periods in days: today, the last 7 and the last 30 days (issue 32 "Dashboard"). */
export const DASHBOARD_PERIODS = [1, 7, 30] as const;
export type DashboardDays = (typeof DASHBOARD_PERIODS)[number];

/** Each period's name on the back office's switch. */
export const DASHBOARD_PERIOD_NAMES: Readonly<Record<DashboardDays, string>> = { 1: '今天', 7: '近7天', 30: '近30天' };

/** One bar of the dashboard's chart: the instants `[start, end)` it sums and its label (`14:00`, `01-05`). */
export interface DashboardBucket {
  readonly start: Date;
  readonly end: Date;
  readonly label: string;
}

/** A period the dashboard sums: from `from` (inclusive) to `to` (exclusive), cut into the chart's buckets. */
export interface DashboardPeriod {
  readonly days: DashboardDays;
  readonly from: Date;
  readonly to: Date;
  /** The length of one bucket in milliseconds: an hour for today, a day otherwise. */
  readonly bucketMs: number;
  readonly buckets: readonly DashboardBucket[];
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The instants the dashboard sums for the last `days` China days (the shop's dates are Beijing dates whatever the
 * server's zone): from 00:00 Beijing time `days - 1` days before today, up to the end of today, so a day's figures
 * never move with the hour they are read; today is cut into 24 hours for its chart, longer periods into days.
 */
export function dashboardPeriod(now: Date, days: DashboardDays): DashboardPeriod {
  const today = chinaDayStart(now).getTime();
  const from = new Date(today - (days - 1) * DAY_MS);
  const to = new Date(today + DAY_MS);
  const bucketMs = days === 1 ? HOUR_MS : DAY_MS;
  const buckets: DashboardBucket[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += bucketMs) {
    // The label is read in Beijing time: shifted by its offset, the UTC fields name the China hour and date.
    const china = new Date(start + CHINA_UTC_OFFSET_MS);
    const label = days === 1 ? `${two(china.getUTCHours())}:00` : `${two(china.getUTCMonth() + 1)}-${two(china.getUTCDate())}`;
    buckets.push({ start: new Date(start), end: new Date(start + bucketMs), label });
  }
  return { days, from, to, bucketMs, buckets };
}

/** Whether `value` (a query's `days`) names one of the dashboard's periods. */
export function isDashboardDays(value: number): value is DashboardDays {
  return (DASHBOARD_PERIODS as readonly number[]).includes(value);
}
