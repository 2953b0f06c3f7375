// What a search engine reads in a page's head (issue 33 "SEO"): the product title, the description taken from
// the goods' own text, the offer's price or range, and the storefront paths no search engine should list.
import { SHOP_NAME } from '../messages/messages';

/** The longest description a page's head carries: search results show about this many Chinese characters. */
export const DESCRIPTION_MAX = 120;

/** A sitemap file lists at most this many addresses (sitemaps.org); past it the sitemap becomes an index of files. */
export const SITEMAP_URLS_MAX = 50_000;

/** A product page's title: the goods' name, its category (when it has one), then the shop's name. */
export function productTitle(name: string, categoryName: string): string {
  return [name.trim(), categoryName.trim(), SHOP_NAME].filter((part) => part !== '').join(' – ');
}

/** Named and numeric character references of a description's HTML, read back as the characters they stand for. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** An HTML fragment's text: tags (and what script and style hold) dropped, references decoded, white space folded. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // A block ends a run of text; an inline tag (b, a, span) sits inside one, and Chinese puts no space there.
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr|img)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * A page's description from the goods' own text: the short name, then the description's text, cut to `max`
 * characters (whole code points, an ellipsis marking the cut); blank when the goods says nothing of itself.
 */
export function goodsDescription(shortname: string, descriptionHtml: string, max = DESCRIPTION_MAX): string {
  const text = [shortname.trim(), plainText(descriptionHtml)].filter((part) => part !== '').join('：');
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The price of a schema.org offer: one price when every SKU costs the same, else the range (an AggregateOffer). */
export type OfferPrice = { price: string } | { lowPrice: string; highPrice: string };

/** The offer's price from the goods' lowest and highest prices (yuan as the API gives them, `"12.50"`). */
export function offerPrice(minPrice: string, maxPrice: string): OfferPrice {
  const low = Number(minPrice);
  const high = Number(maxPrice);
  if (!Number.isFinite(high) || high <= low) return { price: minPrice };
  return { lowPrice: minPrice, highPrice: maxPrice };
}

/** schema.org's availability for goods with this stock. */
export const availabilityOf = (stock: number): string => `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`;

/**
 * The storefront's pages that are a shopper's own (account, cart, checkout, orders, payment, sign-in): left out of
 * search engines (robots.txt and `noindex`).
 */
export const PRIVATE_STOREFRONT_PATHS = [
  '/login',
  '/cartList',
  '/shopCart',
  '/editOrder',
  '/payway',
  '/wxPay',
  '/userCenter',
  '/userOrder',
  '/orderDetail',
  '/addressList',
  '/editAddress',
  '/chooseAddress',
  '/afterService',
  '/chooseAfter',
  '/comment',
  '/commentSuccess',
  '/myBalance',
  '/myCollect',
  '/myComment',
  '/turnCash',
  '/userCard',
  '/coupon',
  '/bkList',
  '/bkPreviewPdf',
  '/parcelLogin',
  '/parcelBack',
] as const;

/** Whether the storefront path is a shopper's own page. */
export const isPrivateStorefrontPath = (path: string): boolean => (PRIVATE_STOREFRONT_PATHS as readonly string[]).includes(path);

/** The addresses split into sitemap files of at most `limit` each; one file when they fit (even none). */
export function sitemapFiles<T>(urls: readonly T[], limit = SITEMAP_URLS_MAX): T[][] {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('a sitemap holds at least one address');
  const files: T[][] = [];
  for (let start = 0; start < urls.length; start += limit) files.push(urls.slice(start, start + limit));
  return files.length > 0 ? files : [[]];
}
