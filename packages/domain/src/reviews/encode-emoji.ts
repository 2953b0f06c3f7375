/**
 * Encodes review text for storage (storefront §5 "emoji in review text is encoded"): every character outside
 * the Basic Multilingual Plane (emoji such as 🌹) becomes an HTML hexadecimal reference `&#x1F339;` and `&`
 * becomes `&amp;`, so the stored text holds only 1–3-byte UTF-8 characters (what the shop's legacy MySQL
 * `utf8` columns and the app clients accept), stays readable where it is rendered as HTML, and decodeEmoji
 * restores it exactly.
 */
export function encodeEmoji(text: string): string {
  let encoded = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (character === '&') encoded += '&amp;';
    else if (codePoint > 0xffff) encoded += `&#x${codePoint.toString(16).toUpperCase()};`;
    else encoded += character;
  }
  return encoded;
}
