/** The lines of one ship-from place (`devide_item`): one split order at checkout, one block in the cart. */
export interface ShipFromGroup<T> {
  readonly shipFrom: string;
  readonly items: T[];
}

/**
 * Groups lines by their ship-from place (shopping §3 `devide_item`), the groups in the order their first
 * line comes and each group's lines in their own order. Every line lands in exactly one group.
 */
export function groupByShipFrom<T>(items: readonly T[], shipFromOf: (item: T) => string): ShipFromGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = shipFromOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([shipFrom, members]) => ({ shipFrom, items: members }));
}
