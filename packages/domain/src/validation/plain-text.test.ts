import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_FORMAT_CHARACTER, TEXT_CONTROL_CHARACTER, TEXT_LINE_BREAK } from '../messages/messages';
import { controlCharacterArb, formatCharacterArb, hostileTextArb } from '../testing';
import { checkPlainText } from './check-plain-text';
import { findForbiddenCharacters, type TextKind } from './find-forbidden-characters';

const KINDS: readonly TextKind[] = ['line', 'lines', 'name'];

describe('findForbiddenCharacters', () => {
  it('finds NUL, escape and C1 controls and lone surrogates with their place', () => {
    expect(findForbiddenCharacters('a\u0000b\u001b[2J\u0085\ud800', 'lines')).toEqual([
      { index: 1, character: '\u0000', reason: 'control' },
      { index: 3, character: '\u001b', reason: 'control' },
      { index: 7, character: '\u0085', reason: 'control' },
      { index: 8, character: '\ud800', reason: 'control' },
    ]);
  });

  it('takes tab and line breaks in text of several lines only', () => {
    expect(findForbiddenCharacters('一\r\n二\t三', 'lines')).toEqual([]);
    expect(findForbiddenCharacters('一\n二', 'line')).toEqual([{ index: 1, character: '\n', reason: 'lineBreak' }]);
  });

  it('refuses zero-width and text-direction characters in names only', () => {
    expect(findForbiddenCharacters('林\u202e傅\u200b', 'name').map((found) => found.reason)).toEqual(['format', 'format']);
    expect(findForbiddenCharacters('林\u202e傅\u200b', 'line')).toEqual([]);
  });

  it('takes emoji, joined emoji in free text, Chinese and full-width punctuation', () => {
    expect(findForbiddenCharacters('开得很好🌹！「好」·👨‍👩‍👧', 'lines')).toEqual([]);
    expect(findForbiddenCharacters('花友🌹·小林', 'name')).toEqual([]);
  });
});

describe('checkPlainText', () => {
  it('answers the worst reason', () => {
    expect(checkPlainText('林\u202e\n\u0000', 'name')).toBe(TEXT_CONTROL_CHARACTER);
    expect(checkPlainText('林\u202e\n', 'name')).toBe(TEXT_LINE_BREAK);
    expect(checkPlainText('林\u202e', 'name')).toBe(NAME_FORMAT_CHARACTER);
    expect(checkPlainText('林傅', 'name')).toBeNull();
  });
});

describe('properties', () => {
  const kind = fc.constantFrom(...KINDS);
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), hostileTextArb);

  it('a text is refused exactly when it holds a forbidden character', () => {
    fc.assert(
      fc.property(anyText, kind, (text, k) => {
        expect(checkPlainText(text, k) === null).toBe(findForbiddenCharacters(text, k).length === 0);
      }),
    );
  });

  it('a control character or lone surrogate anywhere is refused in every kind of field', () => {
    fc.assert(
      fc.property(fc.string(), controlCharacterArb, fc.string(), kind, (before, control, after, k) => {
        // A low surrogate right after a high one would make a pair: keep the halves apart.
        expect(checkPlainText(`${before}·${control}·${after}`, k)).toBe(TEXT_CONTROL_CHARACTER);
      }),
    );
  });

  it('what a name takes a line takes, and what a line takes text of several lines takes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const [line, lines, name] = KINDS.map((k) => findForbiddenCharacters(text, k).length);
        expect(lines).toBeLessThanOrEqual(line as number);
        expect(line).toBeLessThanOrEqual(name as number);
      }),
    );
  });

  it('a zero-width or text-direction character is refused in a name and only there', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('林', '傅', 'a', ' ', '·', '🌹') }), formatCharacterArb, (name, format) => {
        const text = `${name}${format}`;
        expect(checkPlainText(text, 'name')).toBe(NAME_FORMAT_CHARACTER);
        expect(checkPlainText(text, 'line')).toBeNull();
      }),
    );
  });

  it('removing the characters found leaves a text the field takes, and nothing else is removed', () => {
    fc.assert(
      fc.property(anyText, kind, (text, k) => {
        const found = findForbiddenCharacters(text, k);
        const kept = [...text].filter((_, position, all) => {
          const index = all.slice(0, position).join('').length;
          return !found.some((item) => item.index === index);
        });
        expect(checkPlainText(kept.join(''), k)).toBeNull();
        expect(kept.length + found.length).toBe([...text].length);
      }),
    );
  });
});
