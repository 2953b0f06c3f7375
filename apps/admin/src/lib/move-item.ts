/** `list` with the item at `at` moved by `by` places (one up is -1), for the back office's 前移/后移 buttons. */
export function moveItem<T>(list: readonly T[], at: number, by: number): T[] {
  const next = [...list];
  const [moved] = next.splice(at, 1);
  if (moved !== undefined) next.splice(at + by, 0, moved);
  return next;
}
