// What a search engine reads in the first HTML of a storefront page, without running script (issue 33 "SEO"):
// each page's own title, description, canonical address and robots rule, and on a product page its Open Graph
// tags and schema.org `Product` and `BreadcrumbList` as JSON-LD. Built from the replies the page's first calls
// got (the catalogue cache keeps them, and drops them when the goods or the category tree changes), so the
// head follows the goods as the page does. The rules (title, description, offer) are the domain's.
import {
  availabilityOf,
  categoryPageDescription,
  categoryPageTitle,
  GOODS_GONE_TITLE,
  goodsDescription,
  HOME_CRUMB,
  isPrivateStorefrontPath,
  offerPrice,
  productTitle,
  SHOP_NAME,
  searchPageTitle,
} from '@garden/domain';
import type { CategoryList, GoodsDetail } from '@garden/contract';
import { escapeHtml, textParameter } from './web-page-fill';

/** Answers one GET call of the shop's own API in-process. */
export type CallApi = (url: string) => Promise<Response>;

/** A page's head for search engines; `title` and `description` replace the page's own, `tags` go before `</head>`. */
export interface PageHead {
  title?: string;
  description?: string;
  tags: string;
}

/** The address of goods info the head reads, as the web's first call names it (so the cached reply serves both). */
export const goodsInfoAddress = (goodsId: string): string => `/v2/goods/info?city_name=&gshp_id=${goodsId}&is_group=0`;
const CATEGORY_TREE = '/v3/category/father_list?city_name=';

/** Everything the head is built from: the page, the shop's public origin and the page's first replies. */
interface HeadInput {
  path: string;
  page: URLSearchParams;
  origin: string;
  replies: Record<string, unknown>;
  callApi: CallApi;
}

/** The reply's data when it answered 200, read from the page's first calls or else asked for. */
async function dataOf<T>(input: HeadInput, url: string): Promise<T | undefined> {
  let reply = input.replies[url] as { code?: number; data?: T } | undefined;
  if (!reply) {
    const response = await input.callApi(url);
    reply = response.ok ? ((await response.json().catch(() => undefined)) as typeof reply) : undefined;
  }
  return reply?.code === 200 ? reply.data : undefined;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
const canonical = (url: string) => `<link rel="canonical" href="${escapeHtml(url)}">`;
const NOINDEX = meta('robots', 'noindex');
/** JSON-LD with `<` escaped: a goods name holding `</script>` cannot end the block. */
const jsonLd = (value: object) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** A picture's absolute address: the shop's own (`/media/…`, `/uploads/…`) on its public origin. */
const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The categories from the top down to `catId` in the storefront's tree; empty when it is not there (hidden, gone). */
function categoryPath(tree: CategoryList['list'] | undefined, catId: number): { cat_id: number; cat_name: string }[] {
  for (const node of tree ?? []) {
    if (node.cat_id === catId) return [node];
    const below = categoryPath(node.children, catId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** schema.org's BreadcrumbList of the steps, positions from 1. */
function breadcrumbs(steps: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

/** The home page's address: the literal /index (storefront §2), where `/` leads. */
const homeUrl = (origin: string) => `${origin}/index`;
const categoryUrl = (origin: string, catId: number) => `${origin}/category?id=${catId}`;

async function productHead(input: HeadInput): Promise<PageHead> {
  const { origin, page } = input;
  const id = page.get('gshp_id') ?? '';
  const goods = /^\d{1,12}$/.test(id) ? await dataOf<GoodsDetail>(input, goodsInfoAddress(id)) : undefined;
  // A reply without prices is no goods detail (a stand-in of the first paint's tests): the build's own head stays.
  if (goods && !goods.price) return { tags: '' };
  if (!goods) return { title: GOODS_GONE_TITLE, tags: NOINDEX };
  const url = `${origin}/goodDetail?gshp_id=${goods.gshp_id}`;
  const title = productTitle(goods.name, goods.cat_name);
  const description = goodsDescription(goods.shortname, goods.descpt) || goods.name;
  const images = [...goods.pictures.map((picture) => picture.img_url), goods.thumbnail].filter(Boolean).map((image) => absolute(origin, image));
  const offer = offerPrice(goods.price.min_price, goods.price.max_price);
  const offers = {
    '@type': 'price' in offer ? 'Offer' : 'AggregateOffer',
    ...offer,
    priceCurrency: 'CNY',
    availability: availabilityOf(goods.stock),
    url,
  };
  const tree = await dataOf<CategoryList>(input, CATEGORY_TREE);
  const path = categoryPath(tree?.list, goods.category);
  const crumbs = [
    { name: HOME_CRUMB, url: homeUrl(origin) },
    ...(path.length > 0 ? path : [{ cat_id: goods.category, cat_name: goods.cat_name }]).map((step) => ({
      name: step.cat_name,
      url: categoryUrl(origin, step.cat_id),
    })),
    { name: goods.name, url },
  ];
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    description,
    image: [...new Set(images)],
    sku: String(goods.gsup_id),
    productID: String(goods.gshp_id),
    category: goods.cat_name,
    url,
    offers,
  };
  const tags = [
    // Goods no longer on sale keep their page for shoppers who have it, but leave search results.
    goods.is_sale === 1 ? '' : NOINDEX,
    canonical(url),
    property('og:type', 'product'),
    property('og:site_name', SHOP_NAME),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    images[0] ? property('og:image', images[0]) : '',
    property('product:price:amount', goods.price.min_price),
    property('product:price:currency', 'CNY'),
    jsonLd(product),
    jsonLd(breadcrumbs(crumbs)),
  ];
  return { title, description, tags: tags.join('') };
}

async function categoryHead(input: HeadInput): Promise<PageHead> {
  const { origin, page } = input;
  const id = Number(page.get('id') || page.get('cat_id') || Number.NaN);
  const tree = Number.isInteger(id) && id > 0 ? await dataOf<CategoryList>(input, CATEGORY_TREE) : undefined;
  const path = categoryPath(tree?.list, id);
  const category = path.at(-1);
  if (!category) return { tags: NOINDEX };
  const url = categoryUrl(origin, category.cat_id);
  const title = categoryPageTitle(category.cat_name);
  const description = categoryPageDescription(category.cat_name);
  const crumbs = [
    { name: HOME_CRUMB, url: homeUrl(origin) },
    ...path.map((step) => ({ name: step.cat_name, url: categoryUrl(origin, step.cat_id) })),
  ];
  const tags = [canonical(url), property('og:type', 'website'), property('og:title', title), property('og:url', url), jsonLd(breadcrumbs(crumbs))];
  return { title, description, tags: tags.join('') };
}

function searchHead({ origin, page }: HeadInput): PageHead {
  const keywords = textParameter(page, 'keywords');
  if (keywords === undefined) return { tags: NOINDEX };
  const url = `${origin}/searchList?${new URLSearchParams({ keywords })}`;
  // A search's results are no page of their own to list: followed, not indexed.
  return { title: searchPageTitle(keywords), tags: NOINDEX + canonical(url) };
}

/** The head of the storefront page at `path` for search engines. */
export async function pageHead(input: HeadInput): Promise<PageHead> {
  if (input.path === '/goodDetail') return productHead(input);
  if (input.path === '/category') return categoryHead(input);
  if (input.path === '/searchList') return searchHead(input);
  if (isPrivateStorefrontPath(input.path)) return { tags: NOINDEX };
  if (input.path === '/' || input.path === '/index') return { tags: canonical(homeUrl(input.origin)) };
  return { tags: '' };
}
