/**
 * Puts an item at the front of a bounded recent list: the newest first, at most `bound` entries, and no two
 * entries with the same key (an older copy of the item, or of anything else, is dropped) (storefront §9,
 * shopping §9 "at most N unique entries"). Returns a new list; the given one is never changed.
 */
export function pushHistory<T>(list: readonly T[], item: T, bound: number, keyOf: (entry: T) => unknown = (entry) => entry): T[] {
  const seen = new Set<unknown>();
  const result: T[] = [];
  for (const entry of [item, ...list]) {
    const key = keyOf(entry);
    if (seen.has(key)) continue;
    if (result.length >= bound) break;
    seen.add(key);
    result.push(entry);
  }
  return result;
}
