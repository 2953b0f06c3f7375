/** A scanned parcel number, trimmed; null when nothing is left, so the entry is ignored (shopping §5 "Parcel scan"). */
export function normalizeParcelNumber(input: string): string | null {
  const trimmed = input.trim();
  return trimmed === '' ? null : trimmed;
}
