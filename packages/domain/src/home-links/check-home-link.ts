import { HOME_LINK_ID_INVALID, HOME_LINK_NAME_REQUIRED, HOME_LINK_TYPE_INVALID } from '../messages/messages';
import { type HomeLink, REDIRECT_TYPES } from './resolve-home-link';

/** The longest carousel or theme title the home page lays out on one line. */
export const HOME_LINK_NAME_MAX = 30;

const KINDS: ReadonlySet<number> = new Set(Object.values(REDIRECT_TYPES));
const ID = /^[1-9]\d{0,8}$/;
const ID_LIST = /^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/;

/** Whether `redirectId` is what its kind links to: an id, a comma-separated list of goods ids, or a keyword. */
function idFits(redirectType: number, redirectId: string): boolean {
  switch (redirectType) {
    case REDIRECT_TYPES.goodsList:
      return ID_LIST.test(redirectId);
    case REDIRECT_TYPES.search:
      return redirectId.trim() !== '' && redirectId.length <= HOME_LINK_NAME_MAX;
    default:
      return ID.test(redirectId);
  }
}

/**
 * What is wrong with a carousel slide or a theme as the back office sends it, or null: a title, a known kind and
 * a target of that kind (issue 31 "Storefront content"). The storefront resolves it with `resolveHomeLink`; the
 * API checks that the goods, category or activity named exists.
 */
export function checkHomeLink(link: HomeLink): string | null {
  const name = link.name.trim();
  if (name === '' || name.length > HOME_LINK_NAME_MAX) return HOME_LINK_NAME_REQUIRED;
  if (!KINDS.has(link.redirectType)) return HOME_LINK_TYPE_INVALID;
  return idFits(link.redirectType, String(link.redirectId)) ? null : HOME_LINK_ID_INVALID;
}
