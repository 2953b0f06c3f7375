/**
 * The stars of each review rank, lowest and highest, as the goods page's 好评/中评/差评 filters count them (storefront
 * §9) and the back office's 评价 filter finds them.
 */
export const REVIEW_RANK_STARS = { good: [4, 5], medium: [3, 3], bad: [1, 2] } as const satisfies Record<string, readonly [number, number]>;

export type ReviewRank = keyof typeof REVIEW_RANK_STARS;

/** A rank's stars as the back office writes them: `4–5 星`, `3 星`. */
export function reviewRankStarsText(rank: ReviewRank): string {
  const [lowest, highest] = REVIEW_RANK_STARS[rank];
  return `${lowest === highest ? lowest : `${lowest}–${highest}`} 星`;
}
