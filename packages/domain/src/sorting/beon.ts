/** `beon` of the category and search calls: 5 when the in-stock-only toggle is off, 0 when it is on (storefront §7). */
export function toBeon(inStockOnly: boolean): 0 | 5 {
  return inStockOnly ? 0 : 5;
}

/** Whether a `beon` value asks for goods in stock only: every value but 5 does (storefront §7). */
export function readBeon(beon: number): boolean {
  return beon !== 5;
}
