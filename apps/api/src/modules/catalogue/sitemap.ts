// The sitemap search engines read (issue 33 "SEO"; sitemaps.org): the goods on sale and the storefront's
// categories, each with the time of its last change, one file while they fit in SITEMAP_URLS_MAX and past it an
// index naming files of that many. The last change: goods have no column of their own for it, so it is the
// latest of their addition, their going on sale and the operator writes the audit trail records against them.
import { SITEMAP_URLS_MAX, sitemapFiles } from '@garden/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, goods, operatorAudit } from '../../db/schema/index';
import { catalogueCache } from '../../platform/catalogue-cache';

/** One address of the sitemap and when what it shows last changed (none when nothing records it). */
interface SitemapUrl {
  loc: string;
  lastmod: Date | null;
}

/** The address of the `n`th sitemap file (from 1) under an index. */
export const sitemapFileAddress = (origin: string, n: number) => `${origin}/sitemaps/${n}.xml`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const lastmodOf = (at: Date | null) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The categories the storefront shows and the goods on sale, categories first. */
async function sitemapUrls(db: Database, origin: string): Promise<SitemapUrl[]> {
  const audited = (types: string[], id: unknown) =>
    sql`(select max(a.at) from ${operatorAudit} a where a.target_type in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}) and a.target_id = ${id}::text)`;
  // The tree the storefront shows: a hidden category leaves it with everything under it.
  const { rows: shownCategories } = await db.execute<{ cat_id: number; lastmod: string | Date | null }>(sql`
    with recursive shown as (
      select cat_id from ${categories} where parent_id = 0 and not hidden
      union all
      select c.cat_id from ${categories} c join shown s on c.parent_id = s.cat_id where not c.hidden
    )
    select s.cat_id, ${audited(['category'], sql`s.cat_id`)} as lastmod from shown s order by s.cat_id`);
  const { rows: goodsOnSale } = await db.execute<{ goods_id: number; lastmod: string | Date | null }>(sql`
    select g.goods_id, greatest(g.add_time, g.beon_time, ${audited(['goods-detail', 'goods'], sql`g.goods_id`)}) as lastmod
    from ${goods} g where g.is_sale = 1 order by g.goods_id`);
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return [
    ...shownCategories.map((row) => ({ loc: `${origin}/category?id=${row.cat_id}`, lastmod: date(row.lastmod) })),
    ...goodsOnSale.map((row) => ({ loc: `${origin}/goodDetail?gshp_id=${row.goods_id}`, lastmod: date(row.lastmod) })),
  ];
}

const urlSet = (urls: readonly SitemapUrl[]) =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmodOf(url.lastmod)}</url>\n`).join('')}</urlset>\n`;

/** The latest change among the addresses, for the index's entry of their file. */
const latest = (urls: readonly SitemapUrl[]) =>
  urls.reduce<Date | null>((max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max), null);

/**
 * The sitemap's documents: `index` the one /sitemap.xml serves (the addresses themselves, or past `limit` an index),
 * `files` the documents /sitemaps/<n>.xml serve (none while one file holds every address).
 */
export async function sitemapDocuments(db: Database, origin: string, limit = SITEMAP_URLS_MAX): Promise<{ index: string; files: string[] }> {
  // Each goods' last change reads the audit trail, so the addresses are read once until a change: any goods'
  // change drops them, and a category's change drops the whole catalogue cache.
  const urls = await catalogueCache(db).read(`sitemap:${origin}`, () => sitemapUrls(db, origin), { anyGoods: true });
  const files = sitemapFiles(urls, limit);
  if (files.length === 1) return { index: urlSet(files[0] ?? []), files: [] };
  const entries = files.map((file, i) => `<sitemap><loc>${escapeXml(sitemapFileAddress(origin, i + 1))}</loc>${lastmodOf(latest(file))}</sitemap>\n`);
  return { index: `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`, files: files.map(urlSet) };
}
