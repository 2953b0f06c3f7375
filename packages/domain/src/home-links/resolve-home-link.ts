import { BRIDGE_USE_APP, GROUP_BUY_USE_APP, RESERVATION_USE_APP, RESERVATION_WORD } from '../messages/messages';

/**
 * `redirect_type` codes of carousel slides and theme links. The spec names the kinds but not their numbers, so
 * these are ours (the seed and the API use them): 1 goods detail, 2 category, 3 activity page, 4 goods list
 * (comma-separated ids), 5 search, 6 plant-finder recommendation, 7 group-buy, 8 bridge module.
 */
export const REDIRECT_TYPES = {
  goods: 1,
  category: 2,
  activity: 3,
  goodsList: 4,
  search: 5,
  recommend: 6,
  groupBuy: 7,
  bridge: 8,
} as const;

/** A home carousel slide or theme "view more" link (storefront §2 "Home"). */
export interface HomeLink {
  readonly redirectType: number;
  readonly redirectId: string | number;
  /** `carousel_name` or `theme_name`. */
  readonly name: string;
}

/** Where a home link goes: a route and its query, or a refusal with the message to toast. */
export type HomeLinkTarget =
  | { readonly ok: true; readonly to: string; readonly search: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly message: string };

/**
 * Resolves a home link: group-buy and bridge links are refused with their use-the-app messages, then any title
 * containing 预定 with `预定商品请前往app查看`; the rest go to their page; an unknown kind goes to /index, like an
 * unknown path (storefront §2 "Home", §8 "Home links").
 */
export function resolveHomeLink(link: HomeLink): HomeLinkTarget {
  const id = String(link.redirectId);
  if (link.redirectType === REDIRECT_TYPES.groupBuy) return { ok: false, message: GROUP_BUY_USE_APP };
  if (link.redirectType === REDIRECT_TYPES.bridge) return { ok: false, message: BRIDGE_USE_APP };
  if (link.name.includes(RESERVATION_WORD)) return { ok: false, message: RESERVATION_USE_APP };
  switch (link.redirectType) {
    case REDIRECT_TYPES.goods:
      return { ok: true, to: '/goodDetail', search: { gshp_id: id } };
    case REDIRECT_TYPES.category:
      return { ok: true, to: '/category', search: { id, name: link.name } };
    case REDIRECT_TYPES.activity:
      return { ok: true, to: '/activity', search: { id } };
    case REDIRECT_TYPES.goodsList:
      return { ok: true, to: '/actGoodsList', search: { id } };
    case REDIRECT_TYPES.search:
      return { ok: true, to: '/searchList', search: { keywords: id } };
    case REDIRECT_TYPES.recommend:
      return { ok: true, to: '/recommend', search: { id, name: link.name } };
    default:
      return { ok: true, to: '/index', search: {} };
  }
}
