/**
 * Decodes review text stored by encodeEmoji: `&amp;` becomes `&` and `&#x…;` references to characters outside
 * the Basic Multilingual Plane become those characters; any other reference is left as written, since
 * encodeEmoji never produces one (storefront §5).
 */
export function decodeEmoji(text: string): string {
  return text.replace(/&(?:#x([0-9A-Fa-f]{1,6})|amp);/g, (reference, hex: string | undefined) => {
    if (hex === undefined) return '&';
    const codePoint = Number.parseInt(hex, 16);
    return codePoint > 0xffff && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
  });
}
