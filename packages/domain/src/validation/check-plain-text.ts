import { NAME_FORMAT_CHARACTER, TEXT_CONTROL_CHARACTER, TEXT_LINE_BREAK } from '../messages/messages';
import { findForbiddenCharacters, type ForbiddenReason, type TextKind } from './find-forbidden-characters';

const MESSAGES: Record<ForbiddenReason, string> = {
  control: TEXT_CONTROL_CHARACTER,
  lineBreak: TEXT_LINE_BREAK,
  format: NAME_FORMAT_CHARACTER,
};
const WORST_FIRST: readonly ForbiddenReason[] = ['control', 'lineBreak', 'format'];

// Every character findForbiddenCharacters may refuse, surrogates included: most texts have none and need no closer look.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const SUSPECT = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

/**
 * The refusal of a text given for a field of `kind`, or null when it is plain text: 输入内容含有无法识别的控制字符… for a
 * control character or lone surrogate, 此处只能填写一行文字… for a tab or line break outside text of several lines,
 * 姓名和昵称不能含有零宽字符… for an invisible character in a name; the worst reason speaks when there are several
 * (README "Conventions": every text field of the spec's §5 forms, checked at the API's edge).
 */
export function checkPlainText(text: string, kind: TextKind): string | null {
  if (!SUSPECT.test(text)) return null;
  const reasons = new Set(findForbiddenCharacters(text, kind).map((found) => found.reason));
  const worst = WORST_FIRST.find((reason) => reasons.has(reason));
  return worst ? MESSAGES[worst] : null;
}
