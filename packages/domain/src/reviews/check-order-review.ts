import { FOLLOW_UP_BEFORE_REVIEW, ORDER_ALREADY_FOLLOWED_UP, ORDER_ALREADY_REVIEWED, REVIEW_ORDER_NOT_COMPLETE } from '../messages/messages';
import type { ReviewKind } from './review-kind';

/** The order fields that decide whether it takes a review (`o_status`, `is_delete`, `is_comment`, `is_twice`). */
export interface ReviewableOrder {
  readonly orderStatus: number;
  readonly isDelete: number;
  readonly isComment: number;
  readonly isTwice: number;
}

/**
 * Why an order may not take the review being written, or null when it may: only a complete order (`o_status` 7)
 * outside the recycle bin is reviewed, once with stars, then followed up once (shopping §4 "7: when is_comment is 0
 * … pending review … otherwise a follow-up review"; storefront §4 "Review tabs").
 */
export function checkOrderReview(order: ReviewableOrder, kind: ReviewKind): string | null {
  if (order.orderStatus !== 7 || order.isDelete !== 0) return REVIEW_ORDER_NOT_COMPLETE;
  if (kind === 'first') return order.isComment === 0 ? null : ORDER_ALREADY_REVIEWED;
  if (order.isComment === 0) return FOLLOW_UP_BEFORE_REVIEW;
  return order.isTwice === 0 ? null : ORDER_ALREADY_FOLLOWED_UP;
}
