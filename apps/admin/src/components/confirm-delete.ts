/**
 * Asks the operator before a deletion, which cannot be undone (a slip of the mouse on a row's 删除 would
 * otherwise take a category or a page away); true when confirmed. `what` names it: 分类「多肉植物」.
 */
export const confirmDelete = (what: string): boolean => window.confirm(`删除${what}？删除后无法恢复。`);
