import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_SECTION_GOODS_MISSING,
  ACTIVITY_SECTION_TITLE_REQUIRED,
  ACTIVITY_SECTIONS_MISSING,
  ACTIVITY_TITLE_REQUIRED,
} from '../messages/messages';
import { ACTIVITY_SECTION_TITLE_MAX, ACTIVITY_TITLE_MAX, validateActivityPage } from './validate-activity-page';

const section = (title = '春季球根', goodsIds = [1, 2]) => ({ title, goodsIds });

describe('validateActivityPage', () => {
  it('takes a titled page whose sections each have a title and goods', () => {
    expect(validateActivityPage({ title: '春日花市', sections: [section(), section('多肉', [3])] })).toBeNull();
  });

  it('counts characters, not UTF-16 units: a title of emoji at the limit is taken', () => {
    expect(validateActivityPage({ title: '🌷'.repeat(ACTIVITY_TITLE_MAX), sections: [section('🌵'.repeat(ACTIVITY_SECTION_TITLE_MAX))] })).toBeNull();
  });

  it('refuses a blank or long title, no section, a section without a title or goods', () => {
    expect(validateActivityPage({ title: ' ', sections: [section()] })).toBe(ACTIVITY_TITLE_REQUIRED);
    expect(validateActivityPage({ title: '花'.repeat(ACTIVITY_TITLE_MAX + 1), sections: [section()] })).toBe(ACTIVITY_TITLE_REQUIRED);
    expect(validateActivityPage({ title: '春日花市', sections: [] })).toBe(ACTIVITY_SECTIONS_MISSING);
    expect(validateActivityPage({ title: '春日花市', sections: [section('  ')] })).toBe(ACTIVITY_SECTION_TITLE_REQUIRED);
    expect(validateActivityPage({ title: '春日花市', sections: [section('花'.repeat(ACTIVITY_SECTION_TITLE_MAX + 1))] })).toBe(
      ACTIVITY_SECTION_TITLE_REQUIRED,
    );
    expect(validateActivityPage({ title: '春日花市', sections: [section(), section('多肉', [])] })).toBe(ACTIVITY_SECTION_GOODS_MISSING);
  });
});

describe('properties', () => {
  const title = (max: number) => fc.string({ minLength: 0, maxLength: max + 5 });
  const draft = fc.record({
    title: title(ACTIVITY_TITLE_MAX),
    sections: fc.array(
      fc.record({ title: title(ACTIVITY_SECTION_TITLE_MAX), goodsIds: fc.array(fc.integer({ min: 1, max: 9999 }), { maxLength: 3 }) }),
      {
        maxLength: 4,
      },
    ),
  });

  it('a page taken shows a heading, and each of its sections a heading and at least one goods', () => {
    fc.assert(
      fc.property(draft, (page) => {
        if (validateActivityPage(page) !== null) return;
        expect(page.title.trim()).not.toBe('');
        expect(page.sections.length).toBeGreaterThan(0);
        for (const s of page.sections) expect([s.title.trim() !== '', s.goodsIds.length > 0]).toEqual([true, true]);
      }),
    );
  });

  it('adding a section that is refused on its own refuses the whole page', () => {
    fc.assert(
      fc.property(draft, (page) => {
        const withEmpty = { ...page, sections: [...page.sections, section('空版块', [])] };
        expect(validateActivityPage(withEmpty)).not.toBeNull();
      }),
    );
  });
});
