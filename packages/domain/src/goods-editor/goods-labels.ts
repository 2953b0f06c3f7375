import { GOODS_TAGS_INVALID } from '../messages/messages';
import { countCharacters } from '../validation/count-characters';

/** How many tags of its own a goods carries, and how long each may be (a card's corner holds a few characters). */
export const GOODS_LABELS_MAX = 3;
export const GOODS_LABEL_LENGTH_MAX = 6;

/**
 * The operator's own card tags (`after_mark`, storefront §3 "Product card"; 新品, 热卖 …): at most three,
 * each one to six characters, no two alike. They follow the state tag the goods-tags family computes.
 */
export function goodsLabelsRefusal(labels: readonly string[]): string | null {
  const trimmed = labels.map((label) => label.trim());
  if (trimmed.length > GOODS_LABELS_MAX || new Set(trimmed).size !== trimmed.length) return GOODS_TAGS_INVALID;
  if (trimmed.some((label) => label === '' || countCharacters(label) > GOODS_LABEL_LENGTH_MAX)) return GOODS_TAGS_INVALID;
  return null;
}
