const SPACE = 0x20;
const DELETE = 0x7f;
const BACKSLASH = 0x5c;

/**
 * Whether a payment `return_url` is a path of the shop itself, so the cashier may send the shopper back
 * there (shopping §7: "The payment page adds … return_url"; the spec only ever returns to its own pages).
 * It starts with one `/` and no second `/` or `\` (`//host` and `/\host` name another host to a browser),
 * holds no `\` (browsers read it as `/`) and no control character or space (browsers drop tabs and line
 * breaks from an address, which would turn `/\t/host` into `//host`).
 */
export function isLocalPath(text: string): boolean {
  if (text[0] !== '/' || text[1] === '/' || text[1] === '\\') return false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code <= SPACE || code === DELETE || code === BACKSLASH) return false;
  }
  return true;
}
