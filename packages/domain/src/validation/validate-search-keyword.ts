import { SEARCH_KEYWORD_EMPTY } from '../messages/messages';

/** A search keyword must not be blank (spaces only count as blank) (storefront §5). */
export function validateSearchKeyword(keyword: string): string | null {
  return keyword.trim() === '' ? SEARCH_KEYWORD_EMPTY : null;
}
