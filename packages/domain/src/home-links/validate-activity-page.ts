import {
  ACTIVITY_SECTION_GOODS_MISSING,
  ACTIVITY_SECTION_TITLE_REQUIRED,
  ACTIVITY_SECTIONS_MISSING,
  ACTIVITY_TITLE_REQUIRED,
} from '../messages/messages';
import { countCharacters } from '../validation/count-characters';

/** The longest activity title the page's heading and a link's label show on one line. */
export const ACTIVITY_TITLE_MAX = 30;
/** The longest section title, a jump link's label. */
export const ACTIVITY_SECTION_TITLE_MAX = 20;

/** An activity page as the back office edits it: its title and its sections (subjects), each a titled list of goods. */
export interface ActivityPageDraft {
  readonly title: string;
  readonly sections: readonly { readonly title: string; readonly goodsIds: readonly number[] }[];
}

/**
 * What is wrong with an activity page, or null (storefront §2 activity pages; issue 31 "Storefront content"): a
 * title, at least one section, and each section with a title and goods, since the page shows each as a heading,
 * a jump link and a grid of goods. Lengths count characters as the other editors do (an emoji is one). The API
 * checks that the goods exist.
 */
export function validateActivityPage(draft: ActivityPageDraft): string | null {
  const title = draft.title.trim();
  if (title === '' || countCharacters(title) > ACTIVITY_TITLE_MAX) return ACTIVITY_TITLE_REQUIRED;
  if (draft.sections.length === 0) return ACTIVITY_SECTIONS_MISSING;
  for (const section of draft.sections) {
    const sectionTitle = section.title.trim();
    if (sectionTitle === '' || countCharacters(sectionTitle) > ACTIVITY_SECTION_TITLE_MAX) return ACTIVITY_SECTION_TITLE_REQUIRED;
    if (section.goodsIds.length === 0) return ACTIVITY_SECTION_GOODS_MISSING;
  }
  return null;
}
