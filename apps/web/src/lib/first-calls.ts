import { endpoints } from '@garden/contract/endpoints';
import type { FirstCallEntry } from '@garden/contract/web-page';
import { HOME_THEMES_PER_PAGE, PAGE_SIZES, toBeon, toCategorySort, toSearchSort } from '@garden/domain';

/** A query or body value the API accepts. */
export type Field = string | number | boolean | readonly (string | number)[] | null | undefined;
/** The query or body of a call. */
export type Fields = Record<string, Field>;

/** A call's query string as the API reads it (arrays as `name[]`). */
function toSearchParams(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, String(item));
    else params.set(name, String(value));
  }
  return params;
}

/** The address of a GET call: the key the server's inlined replies are found by. */
export function callUrl(path: string, query: Fields): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A call a page's first paint waits on; `images`: where in its reply the first screen's largest pictures are. */
interface FirstCall {
  path: string;
  /**
   * The call's query; `{name}` stands for the page address's numeric parameter of that name, `{name:text}`
   * for its text parameter (trimmed, as the routes read it).
   */
  query: Fields;
  images?: readonly string[];
}

/**
 * The GET calls a signed-out visitor without a chosen city makes before a page can paint, by page
 * path ('*': every page, the header's). The build writes them to `.vite/first-calls.json`; the server
 * answers them inside the page it serves and preloads the picture each names, so the first paint waits
 * on no round trip of its own. A page's first paint names its calls' replies by their order here
 * (build/first-paints.tsx: `{{1.data.list}}` is the second call's list).
 */
const FIRST_CALLS: Record<string, readonly FirstCall[]> = {
  '*': [{ path: endpoints.readCategoryTree.path, query: {} }],
  '/index': [
    {
      path: endpoints.readHome.path,
      query: { page: 1, limit: HOME_THEMES_PER_PAGE, type: 1 },
      images: ['data.theme.0.goods.0.thumbnail', 'data.theme.0.goods.1.thumbnail'],
    },
  ],
  '/goodDetail': [{ path: endpoints.readGoods.path, query: { gshp_id: '{gshp_id}', is_group: 0 }, images: ['data.pictures.0.img_url'] }],
  // The address the header's links open (`id` and `name`, no lower category, filter, sort or page): the
  // three calls of routes/category.tsx's loader, fields in the order their features send them.
  '/category': [
    {
      path: endpoints.listCategoryGoods.path,
      query: { cat_id: '{id}', page: 1, limit: PAGE_SIZES.category, beon: toBeon(false), ...toCategorySort('comprehensive') },
      images: ['data.list.0.thumbnail', 'data.list.1.thumbnail', 'data.list.2.thumbnail', 'data.list.3.thumbnail'],
    },
    { path: endpoints.readCategoryTree.path, query: { father_id: '{id}' } },
    { path: endpoints.readCategoryFilter.path, query: { cat_id: '{id}' } },
  ],
  // A search's first page, as features/search/api/search-goods.ts asks for it.
  '/searchList': [
    {
      path: endpoints.searchGoods.path,
      query: {
        keywords: '{keywords:text}',
        beon: toBeon(false),
        page: 1,
        limit: PAGE_SIZES.search,
        ...toSearchSort('comprehensive'),
        system: 'PC',
      },
      images: ['data.list.0.thumbnail', 'data.list.1.thumbnail', 'data.list.2.thumbnail', 'data.list.3.thumbnail'],
    },
  ],
};

/** The visitor's fields every call carries (no city chosen, so city_name is empty: storefront §7). */
const GUEST_FIELDS: Fields = { city_name: '' };

/** FIRST_CALLS as the addresses the web app will ask for. */
export function firstCallEntries(): Record<string, FirstCallEntry[]> {
  return Object.fromEntries(
    Object.entries(FIRST_CALLS).map(([page, calls]) => [
      page,
      calls.map(({ path, query, images }) => ({ url: callUrl(path, { ...GUEST_FIELDS, ...query }), ...(images ? { images } : {}) })),
    ]),
  );
}
