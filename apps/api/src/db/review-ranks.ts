import { REVIEW_RANK_STARS, type ReviewRank } from '@garden/domain';
import { between, type SQL, sql } from 'drizzle-orm';
import { reviews } from './schema/index';

/** The reviews of a rank: its stars (the domain's `REVIEW_RANK_STARS`), for the goods page's filters and counts and the back office's. */
export function reviewRankCondition(rank: ReviewRank): SQL {
  const [lowest, highest] = REVIEW_RANK_STARS[rank];
  return between(reviews.commentRank, lowest, highest);
}

/** How many of the rows counted are reviews of `rank`. */
export const countOfRank = (rank: ReviewRank) => sql<number>`COUNT(*) FILTER (WHERE ${reviewRankCondition(rank)})`.mapWith(Number);
