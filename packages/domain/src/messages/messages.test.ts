import { describe, expect, it } from 'vitest';
import * as catalogue from './messages';

/** Every text constant of the catalogue, by name. */
const texts: [string, string][] = Object.entries(catalogue as Record<string, unknown>).flatMap(([name, value]) =>
  typeof value === 'string' ? [[name, value] as [string, string]] : [],
);

describe('properties', () => {
  it('each text is defined once: no two constants of the catalogue carry the same words', () => {
    const names = new Map<string, string[]>();
    for (const [name, text] of texts) names.set(text, [...(names.get(text) ?? []), name]);
    expect([...names.values()].filter((sharing) => sharing.length > 1)).toEqual([]);
  });

  it('each text is shown as it is: no control character and no space around it', () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the law is that none appears.
    const unfit = texts.filter(([, text]) => /[\u0000-\u001f\u007f-\u009f]/.test(text) || text !== text.trim());
    expect(unfit).toEqual([]);
  });
});
