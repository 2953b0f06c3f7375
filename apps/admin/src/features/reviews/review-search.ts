import { type ReviewRank, reviewRankStarsText } from '@garden/domain';
import type { ReviewFilters } from './api/reviews';

/** The 评价 page's address: its filters and page, so a filtered list can be bookmarked. */
export interface ReviewSearch {
  goods?: string;
  user?: string;
  rank?: ReviewRank;
  /** `yes` with an official reply, `no` without. */
  replied?: 'yes' | 'no';
  /** `shown` on the goods page, `hidden` there. */
  shown?: 'shown' | 'hidden';
  page?: number;
}

export const REVIEW_PAGE_SIZE = 20;

const RANK_NAMES: Record<ReviewRank, string> = { good: '好评', medium: '中评', bad: '差评' };

export const RANK_OPTIONS = (['good', 'medium', 'bad'] as const).map((rank) => ({
  value: rank,
  label: `${RANK_NAMES[rank]}（${reviewRankStarsText(rank)}）`,
}));
export const REPLIED_OPTIONS = [
  { value: 'no', label: '未回复' },
  { value: 'yes', label: '已回复' },
];
export const SHOWN_OPTIONS = [
  { value: 'shown', label: '显示中' },
  { value: 'hidden', label: '已隐藏' },
];

/** One of `options`' values, or undefined. */
const oneOf = <T extends string>(options: readonly { value: string }[], value: unknown) =>
  options.some((option) => option.value === value) ? (value as T) : undefined;
/** A text field; the router reads `goods=12` as the number 12, which is still the text typed. */
const text = (value: unknown) => {
  const typed = typeof value === 'number' ? String(value) : value;
  return typeof typed === 'string' && typed.trim() ? typed.trim() : undefined;
};

/** Reads the address's search; what is malformed is left out rather than refused. */
export function readReviewSearch(search: Record<string, unknown>): ReviewSearch {
  const page = Number(search.page);
  return {
    goods: text(search.goods),
    user: text(search.user),
    rank: oneOf(RANK_OPTIONS, search.rank),
    replied: oneOf(REPLIED_OPTIONS, search.replied),
    shown: oneOf(SHOWN_OPTIONS, search.shown),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The call's filters for the address's search. */
export function reviewFiltersOf(search: ReviewSearch): ReviewFilters {
  return {
    goods: search.goods,
    user: search.user,
    rank: search.rank,
    replied: search.replied === undefined ? undefined : search.replied === 'yes' ? 1 : 0,
    is_show: search.shown === undefined ? undefined : search.shown === 'shown' ? 1 : 0,
    page: search.page ?? 1,
    limit: REVIEW_PAGE_SIZE,
  };
}
