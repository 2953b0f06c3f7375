import { COMMENT_TEXT_REQUIRED, FOLLOW_UP_TEXT_REQUIRED, REVIEW_TEXT_TOO_LONG, TOO_MANY_IMAGES } from '../messages/messages';
import { REVIEW_IMAGES_MAX, REVIEW_TEXT_MAX } from '../constants/shop-constants';
import { countCharacters } from './count-characters';

/** What is being written: a first review, a follow-up review, or a comment/reply under someone's review. */
export type ReviewTextKind = 'first' | 'followUp' | 'comment';

/**
 * Checks review or comment text: not blank (`请输入文字` for a follow-up, `请添加文字` otherwise — the spec words
 * only comments and follow-ups, so a first review shares the comment text) and, for reviews, at most 300
 * characters counted by code points (storefront §5).
 */
export function validateReviewText(text: string, kind: ReviewTextKind): string | null {
  if (text.trim() === '') return kind === 'followUp' ? FOLLOW_UP_TEXT_REQUIRED : COMMENT_TEXT_REQUIRED;
  return kind !== 'comment' && countCharacters(text) > REVIEW_TEXT_MAX ? REVIEW_TEXT_TOO_LONG : null;
}

/** A review holds at most 9 images per goods, else `图片超出9张` (storefront §5). */
export function validateReviewImages(count: number): string | null {
  return count > REVIEW_IMAGES_MAX ? TOO_MANY_IMAGES : null;
}
