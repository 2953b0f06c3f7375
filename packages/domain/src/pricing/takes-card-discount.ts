import type { GoodsLine } from './goods-line';

/** Whether a goods line takes the member-card discount: `is_fei5zhe` goods never do (shopping §6). */
export function takesCardDiscount(line: GoodsLine): boolean {
  return line.noCardDiscount !== true;
}
