// A page's child rows are read in one query (an order's gifts, a review's comments) and handed out to the rows
// they belong under: grouped once here, rather than the whole list filtered again for every parent.

/** `rows` grouped by `keyOf`, each group in the rows' order: the answer gives a key's rows, none for a key without any. */
export function groupRows<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): (key: Key) => Row[] {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return (key) => groups.get(key) ?? [];
}
