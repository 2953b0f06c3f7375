/**
 * The number of characters a shopper sees, counted by Unicode code points so an emoji counts once, not as
 * two UTF-16 halves (storefront §5 "text at most 300 characters with a counter").
 */
export function countCharacters(text: string): number {
  return [...text].length;
}
