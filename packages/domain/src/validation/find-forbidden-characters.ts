/**
 * What a text field holds: `line` one line (a phone number, a search word, a message to the seller), `lines` text
 * a shopper writes in a box of several lines (a review, an after-sales description, an address, a suggestion),
 * `name` the name of a person (a nickname, a consignee, an account holder).
 */
export type TextKind = 'line' | 'lines' | 'name';

/** Why a character is refused, from the worst: unreadable anywhere, a line break in one line, invisible in a name. */
export type ForbiddenReason = 'control' | 'lineBreak' | 'format';

/** One refused character: where it is (UTF-16 index), the character itself and why. */
export interface ForbiddenCharacter {
  readonly index: number;
  readonly character: string;
  readonly reason: ForbiddenReason;
}

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls (U+0080–U+009F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\t\n\r]/;
// Zero-width space, non-joiner and joiner, the direction marks (U+200B–U+200F), the embeddings and overrides
// (U+202A–U+202E) and the isolates (U+2066–U+2069).
const FORMAT = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

function reasonFor(character: string, kind: TextKind): ForbiddenReason | null {
  const code = character.charCodeAt(0);
  // A lone surrogate (half of an emoji without its other half) is no character at all: UTF-8 cannot carry it.
  if (code >= 0xd800 && code <= 0xdfff && character.length === 1) return 'control';
  if (CONTROL.test(character)) return 'control';
  if (kind !== 'lines' && LINE_BREAK.test(character)) return 'lineBreak';
  if (kind === 'name' && FORMAT.test(character)) return 'format';
  return null;
}

/**
 * Every character of `text` that a field of `kind` refuses (README "Conventions", the storefront's and the shopping
 * document's §5 take plain text only): control characters and lone surrogates anywhere, a tab or line break outside
 * text of several lines, and zero-width and text-direction characters in names, where they hide or reorder what
 * others read. Pairs of surrogates (emoji) are one character and allowed.
 */
export function findForbiddenCharacters(text: string, kind: TextKind): ForbiddenCharacter[] {
  const found: ForbiddenCharacter[] = [];
  let index = 0;
  for (const character of text) {
    const reason = reasonFor(character, kind);
    if (reason) found.push({ index, character, reason });
    index += character.length;
  }
  return found;
}
