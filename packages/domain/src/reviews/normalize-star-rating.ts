import { DEFAULT_STAR_RATING } from '../constants/shop-constants';

/**
 * The star rating (`remark`) of a first review: 5 when none is given or it is not a number, otherwise rounded
 * to a whole star and kept within 1 to 5 (storefront §9 "default star rating 5").
 */
export function normalizeStarRating(stars?: number | null): number {
  if (stars === null || stars === undefined || !Number.isFinite(stars)) return DEFAULT_STAR_RATING;
  return Math.min(5, Math.max(1, Math.round(stars)));
}
