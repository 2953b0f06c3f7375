import type { AuditFilters } from './api/get-audit-trail';

/** The 操作记录 page's address: its filters and page, so a filtered view can be bookmarked and shared. */
export interface AuditSearch {
  operator?: number;
  type?: string;
  target?: string;
  /** First and last day, `YYYY-MM-DD` in the operator's time zone. */
  from?: string;
  to?: string;
  page?: number;
}

/** Rows a page. */
export const AUDIT_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
/** A text field; the router reads `target=6` as the number 6 (and `true` as a boolean), which is still the text typed. */
const text = (value: unknown) => {
  const typed = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  return typeof typed === 'string' && typed.trim() ? typed.trim() : undefined;
};
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/** Reads the address's search; what is malformed is left out rather than refused. */
export function readAuditSearch(search: Record<string, unknown>): AuditSearch {
  return {
    operator: positive(search.operator),
    type: text(search.type),
    target: text(search.target),
    from: day(search.from),
    to: day(search.to),
    page: positive(search.page),
  };
}

/** A day's first or last second as Unix seconds, in the browser's time zone (the operator's). */
const secondsOf = (date: string, time: string) => Math.floor(new Date(`${date}T${time}`).getTime() / 1000);

/** The call's filters for the address's search: the days become the first second of the first and the last of the last. */
export function auditFiltersOf(search: AuditSearch): AuditFilters {
  return {
    operator_id: search.operator,
    target_type: search.type,
    target_id: search.target,
    from: search.from ? secondsOf(search.from, '00:00:00') : undefined,
    to: search.to ? secondsOf(search.to, '23:59:59') : undefined,
    page: search.page ?? 1,
    limit: AUDIT_PAGE_SIZE,
  };
}
