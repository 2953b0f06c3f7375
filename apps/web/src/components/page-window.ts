/**
 * The page numbers a pager shows: `count` consecutive pages around `current`, clamped to 1…`total`
 * (storefront §9: the widget shows 5 page numbers by default).
 */
export function pageWindow(current: number, total: number, count: number): number[] {
  const size = Math.min(count, Math.max(total, 0));
  const first = Math.min(Math.max(current - Math.floor(count / 2), 1), Math.max(total - size + 1, 1));
  return Array.from({ length: size }, (_, index) => first + index);
}
