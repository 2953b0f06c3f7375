// A page's child rows are read in one query (an order's gifts, a review's comments) and handed out to the rows
// they belong under: grouped once here, rather than the whole list filtered again for every parent.
import { groupBy } from '@garden/domain';

/** `rows` grouped by `keyOf`, each group in the rows' order: the answer gives a key's rows, none for a key without any. */
export function groupRows<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): (key: Key) => Row[] {
  const groups = groupBy(rows, keyOf);
  return (key) => groups.get(key) ?? [];
}
