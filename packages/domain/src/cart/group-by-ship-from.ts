import { groupBy } from '../grouping/group-by';

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
  return [...groupBy(items, shipFromOf)].map(([shipFrom, members]) => ({ shipFrom, items: members }));
}
