import type { AdminCategoryNode } from '@garden/contract';

/** The categories as a Select offers them: each with its path (一级 / 二级 / 三级), in shop order. */
export function categoryPaths(list: readonly AdminCategoryNode[]): { value: string; label: string; level: number }[] {
  const byId = new Map(list.map((category) => [category.cat_id, category]));
  const pathOf = (category: AdminCategoryNode): string[] => {
    const parent = byId.get(category.parent_id);
    return parent ? [...pathOf(parent), category.cat_name] : [category.cat_name];
  };
  return list.map((category) => ({ value: String(category.cat_id), label: pathOf(category).join(' / '), level: category.level }));
}
