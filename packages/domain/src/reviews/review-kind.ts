/** Which review an order's goods take next (storefront §4 "Review tabs"). */
export type ReviewKind = 'first' | 'followUp';

/**
 * The review an order is ready for: a first review (with stars) while `is_comment` is 0, a follow-up when
 * `is_twice` is 0 and `is_comment` is 1, and none (null) once the follow-up is written (storefront §4).
 */
export function reviewKind(order: { readonly isTwice: number; readonly isComment: number }): ReviewKind | null {
  if (order.isComment === 0) return 'first';
  if (order.isComment === 1 && order.isTwice === 0) return 'followUp';
  return null;
}
