import { BRAND_NAME_INVALID, CATEGORY_ICON_INVALID, CATEGORY_NAME_INVALID, CATEGORY_ORDER_INVALID, CATEGORY_TOO_DEEP } from '../messages/messages';
import { countCharacters } from '../validation/count-characters';
import { isDescriptionPicture } from './description-markup';

/** The depth of the category tree (storefront §3 "Category tree"). */
export const CATEGORY_LEVELS = 3;
export const CATEGORY_NAME_MAX = 20;
export const BRAND_NAME_MAX = 30;

/**
 * Checks a category the back office saves: a name of 1 to 20 characters, and a place under a parent (level 0 for
 * a top category) where it and the levels below it (`levelsBelow`, 0 for a category without children; a category
 * moved takes its subtree along) stay within three levels.
 */
export function validateCategory(input: { name: string; parentLevel: number; levelsBelow?: number }): string | null {
  const name = input.name.trim();
  if (name === '' || countCharacters(name) > CATEGORY_NAME_MAX) return CATEGORY_NAME_INVALID;
  if (input.parentLevel + 1 + (input.levelsBelow ?? 0) > CATEGORY_LEVELS) return CATEGORY_TOO_DEEP;
  return null;
}

/**
 * Checks a category's icon (issue 31 "Categories … icons"): none (blank), or one of the shop's own pictures, under
 * `/media/` or `/uploads/` as a goods description's pictures, so the storefront never loads one from elsewhere.
 */
export function validateCategoryIcon(icon: string): string | null {
  return icon === '' || isDescriptionPicture(icon) ? null : CATEGORY_ICON_INVALID;
}

/** Checks a brand's name: 1 to 30 characters. */
export function validateBrand(input: { name: string }): string | null {
  const name = input.name.trim();
  return name === '' || countCharacters(name) > BRAND_NAME_MAX ? BRAND_NAME_INVALID : null;
}

/** Checks a reorder of the categories under one parent: every one of them listed exactly once. */
export function validateCategoryOrder(siblings: readonly number[], order: readonly number[]): string | null {
  const known = new Set(siblings);
  return order.length === known.size && new Set(order).size === order.length && order.every((id) => known.has(id)) ? null : CATEGORY_ORDER_INVALID;
}
