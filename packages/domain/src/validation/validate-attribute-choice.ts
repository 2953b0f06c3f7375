import { ATTRIBUTES_INCOMPLETE } from '../messages/messages';

/**
 * Adding to the cart needs one chosen value (`goods_attr_id`) per spec attribute group, else `属性不全`
 * (shopping §5 "Add to cart"); pass one entry per group, null or undefined where nothing is chosen.
 */
export function validateAttributeChoice(chosen: readonly (number | string | null | undefined)[]): string | null {
  return chosen.every((value) => value !== null && value !== undefined && value !== '') ? null : ATTRIBUTES_INCOMPLETE;
}
