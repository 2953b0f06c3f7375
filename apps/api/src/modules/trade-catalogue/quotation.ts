// A trader's quotation list (shopping §2 bkList, §6 trader: keyed by the trader's user_id) and its PDF.
import type { QuoteLine, QuoteList, QuotePdf, QuoteRequestList, QuoteSent } from '@garden/contract';
import {
  CATALOGUE_EDITION,
  GOODS_NOT_FOUND,
  formatChinaTime,
  type MemberGrade,
  PAGE_SIZES,
  QUOTE_PDF_MISSING,
  SELECT_CATALOGUE_GOODS,
  toFen,
  validateCatalogueSend,
  SHOP_NAME,
} from '@garden/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { categories, goods, goodsSkus, quoteItems, quotePdfs, quoteRequestLines, quoteRequests, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { loadSkuRows } from './trade-catalogue';
import type { PictureFiles } from './quote-pdf';
import { seconds } from '../../platform/unix-time';
import { containing } from '../../db/text-match';

/** The PDF maker, loaded on first use: pdfkit costs the server's start a quarter of a second. */
const loadPdfMaker = () => import('./quote-pdf');

/** The list changed: its PDF no longer says what it holds. */
async function dropPdf(db: Database, userId: number): Promise<void> {
  await db.delete(quotePdfs).where(eq(quotePdfs.userId, userId));
}

export async function countQuote(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quoteItems).where(eq(quoteItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds one SKU, or every SKU of the plant when none is named; adding one twice keeps one line. */
export async function addToQuote(db: Database, userId: number, spuId: number, skuId: number | undefined, now: Date): Promise<number> {
  const skus = await db
    .select({ skuId: goodsSkus.skuId })
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, spuId), skuId === undefined ? undefined : eq(goodsSkus.skuId, skuId)));
  if (skus.length === 0) throw notFound(GOODS_NOT_FOUND);
  await db
    .insert(quoteItems)
    .values(skus.map((sku) => ({ userId, goodsId: spuId, skuId: sku.skuId, addTime: now })))
    .onConflictDoNothing();
  await dropPdf(db, userId);
  return countQuote(db, userId);
}

/** Removes lines: the given SKUs, or every SKU of the given plants. */
export async function removeFromQuote(db: Database, userId: number, spuIds: readonly number[], skuIds: readonly number[]): Promise<number> {
  if (spuIds.length === 0 && skuIds.length === 0) throw badRequest(SELECT_CATALOGUE_GOODS);
  const which = skuIds.length > 0 ? inArray(quoteItems.skuId, [...skuIds]) : inArray(quoteItems.goodsId, [...spuIds]);
  await db.delete(quoteItems).where(and(eq(quoteItems.userId, userId), which));
  await dropPdf(db, userId);
  return countQuote(db, userId);
}

export async function clearQuote(db: Database, userId: number): Promise<number> {
  await db.delete(quoteItems).where(eq(quoteItems.userId, userId));
  await dropPdf(db, userId);
  return 0;
}

/** Lines of the list (or of its SKUs in `only`) in category, then plant, then SKU order, at the trader's prices. */
async function quoteLines(
  db: Database,
  userId: number,
  grade: MemberGrade | null,
  page: number,
  limit: number,
  only?: readonly number[],
): Promise<{ lines: QuoteLine[]; total: number }> {
  const order = [asc(goods.catId), asc(goods.pinyin), asc(quoteItems.goodsId), asc(quoteItems.skuId)];
  const mine = and(eq(quoteItems.userId, userId), only ? inArray(quoteItems.skuId, [...only]) : undefined);
  const { rows, total } = await readPage(
    db,
    db
      .select({ item: quoteItems, thumb: goods.thumbnail, catId: goods.catId, catName: categories.catName })
      .from(quoteItems)
      .innerJoin(goods, eq(goods.goodsId, quoteItems.goodsId))
      .innerJoin(categories, eq(categories.catId, goods.catId))
      .where(mine),
    { orderBy: order, page, limit },
  );
  const skus = await loadSkuRows(
    db,
    [...new Set(rows.map((row) => row.item.goodsId))],
    grade,
    rows.map((row) => row.item.skuId),
  );
  const skuOf = new Map(skus.map((sku) => [sku.sku_id, sku]));
  const lines = rows.flatMap((row): QuoteLine[] => {
    const sku = skuOf.get(row.item.skuId);
    if (!sku) return [];
    const { goodsId: _goodsId, ...fields } = sku;
    return [{ ...fields, spu_id: row.item.goodsId, thumb: row.thumb, cat_id: row.catId, cat_name: row.catName }];
  });
  return { lines, total };
}

/** One page (20) of the list, and the generated PDF's address while it still matches the list. */
export async function readQuote(db: Database, userId: number, grade: MemberGrade | null, page: number, limit: number): Promise<QuoteList> {
  const [{ lines, total }, [generated]] = await Promise.all([
    quoteLines(db, userId, grade, page, limit),
    db.select({ userId: quotePdfs.userId }).from(quotePdfs).where(eq(quotePdfs.userId, userId)),
  ]);
  return { list: lines, total, page, last_page: Math.max(1, Math.ceil(total / limit)), pdf_url: generated ? '/v1/catalogue/pdf' : '' };
}

/**
 * Generates the quotation PDF of the whole list (up to the export limit of 10000 lines) and keeps it in the
 * database, so the download works through any instance. `pictures` holds the seed's pictures and the uploads it draws.
 */
export async function generateQuotePdf(
  db: Database,
  pictures: PictureFiles,
  trader: { id: number; name: string },
  grade: MemberGrade | null,
  now: Date,
): Promise<QuotePdf> {
  const { lines } = await quoteLines(db, trader.id, grade, 1, PAGE_SIZES.pdfExport);
  if (lines.length === 0) throw badRequest(SELECT_CATALOGUE_GOODS);
  const pdf = await (await loadPdfMaker()).buildQuotePdf({
    title: '报价单',
    shopName: SHOP_NAME,
    trader: trader.name,
    date: formatChinaTime(now).slice(0, 10),
    pictures,
    lines: lines.map((line) => ({ catName: line.cat_name, name: line.goods_name, spec: line.spe, price: line.list_price, picture: line.thumb })),
  });
  await db
    .insert(quotePdfs)
    .values({ userId: trader.id, bytes: pdf.bytes, createdAt: now })
    .onConflictDoUpdate({ target: quotePdfs.userId, set: { bytes: pdf.bytes, createdAt: now } });
  return { url: '/v1/catalogue/pdf', lines: lines.length, pages: pdf.pages };
}

/**
 * Sends the selected lines of the trader's list to the shop's sales desk (shopping §2 bkList "send
 * list"; nothing selected: 请选择商品). SKUs that are not on this trader's list count as not selected.
 */
export async function sendQuote(db: Database, userId: number, grade: MemberGrade | null, skuIds: readonly number[], now: Date): Promise<QuoteSent> {
  const { lines } = skuIds.length > 0 ? await quoteLines(db, userId, grade, 1, PAGE_SIZES.pdfExport, skuIds) : { lines: [] };
  const refusal = validateCatalogueSend(lines.length);
  if (refusal) throw badRequest(refusal);
  const requestId = await db.transaction(async (tx) => {
    const [request] = await tx.insert(quoteRequests).values({ userId, addTime: now }).returning({ id: quoteRequests.requestId });
    const id = (request as { id: number }).id;
    await tx.insert(quoteRequestLines).values(
      lines.map((line) => ({
        requestId: id,
        goodsId: line.spu_id,
        skuId: line.sku_id,
        catName: line.cat_name,
        goodsName: line.goods_name,
        spe: line.spe,
        priceFen: toFen(line.list_price),
      })),
    );
    return id;
  });
  return { request_id: requestId, count: lines.length };
}

/** The generated PDF, or 400 请先生成报价单. */
export async function readQuotePdf(db: Database, userId: number): Promise<Uint8Array> {
  const [pdf] = await db.select({ bytes: quotePdfs.bytes }).from(quotePdfs).where(eq(quotePdfs.userId, userId));
  if (!pdf) throw badRequest(QUOTE_PDF_MISSING);
  return pdf.bytes;
}

/**
 * The edition PDF this instance built last, under the fingerprint of the catalogue it shows (and the data folder
 * whose pictures it drew). It is derived data, so it stays per instance, in memory, rather than in the shared
 * database: another instance, or this one after a restart, builds it again from the database on a miss. The
 * build itself is kept, so requests arriving while it runs wait for it instead of starting their own.
 */
let edition: { key: string; bytes: Promise<Buffer> } | undefined;

/**
 * The 2023-2024 catalogue (shopping §2 download page, §9 edition): every SKU of the shop at market
 * price, built like a quotation and kept until the catalogue changes.
 */
export async function readEditionPdf(db: Database, pictures: PictureFiles, now: Date): Promise<Buffer> {
  const [stamp] = await db
    .select({
      value: sql<string>`md5(coalesce(string_agg(${goodsSkus.skuId}::text || ':' || ${goodsSkus.marketPriceFen}::text || ':' || ${goods.name} || ':' || ${goods.catId}::text, ',' order by ${goodsSkus.skuId}), ''))`,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.goodsId, goodsSkus.goodsId));
  const key = `${pictures.dataDir}\n${stamp?.value ?? 'empty'}`;
  if (edition?.key === key) return edition.bytes;
  const bytes = buildEditionPdf(db, pictures, now);
  edition = { key, bytes };
  // A failed build (no CJK font) is not kept: the next request tries again.
  bytes.catch(() => {
    if (edition?.bytes === bytes) edition = undefined;
  });
  return bytes;
}

/** Every SKU of the shop at market price, in category, then pinyin order, as one PDF. */
async function buildEditionPdf(db: Database, pictures: PictureFiles, now: Date): Promise<Buffer> {
  const rows = await db
    .select({ goodsId: goods.goodsId, thumb: goods.thumbnail, catName: categories.catName })
    .from(goods)
    .innerJoin(categories, eq(categories.catId, goods.catId))
    .orderBy(asc(goods.catId), asc(goods.pinyin), desc(goods.goodsId));
  const skus = await loadSkuRows(
    db,
    rows.map((row) => row.goodsId),
    null,
  );
  const placeOf = new Map(rows.map((row, index) => [row.goodsId, index]));
  const lines = [...skus]
    .sort((a, b) => (placeOf.get(a.goodsId) ?? 0) - (placeOf.get(b.goodsId) ?? 0))
    .map((sku) => {
      const spu = rows[placeOf.get(sku.goodsId) ?? 0];
      return { catName: spu?.catName ?? '', name: sku.goods_name, spec: sku.spe, price: sku.list_price, picture: spu?.thumb ?? '' };
    });
  const pdf = await (await loadPdfMaker()).buildQuotePdf({
    title: `${CATALOGUE_EDITION} 在线植物目录`,
    shopName: SHOP_NAME,
    trader: '全体客户',
    date: formatChinaTime(now).slice(0, 10),
    pictures,
    lines,
  });
  return pdf.bytes;
}

/** Which sent lists to read: the trader by mobile or nickname, and the page. */
export interface QuoteRequestQuery {
  trader?: string;
  page: number;
  limit: number;
}

/** Sent quotation lists for the sales desk, newest first, one page (`garden quotes list`, the back office's 报价清单). */
export async function listQuoteRequests(db: Database, query: QuoteRequestQuery): Promise<QuoteRequestList> {
  const where = query.trader ? or(eq(users.mobile, query.trader), ilike(users.nick, containing(query.trader))) : undefined;
  const { rows: requests, total } = await readPage(
    db,
    db
      .select({ request: quoteRequests, mobile: users.mobile, nick: users.nick })
      .from(quoteRequests)
      .innerJoin(users, eq(users.id, quoteRequests.userId))
      .where(where),
    {
      orderBy: [desc(quoteRequests.requestId)],
      page: query.page,
      limit: query.limit,
    },
  );
  const requestIds = requests.map((row) => row.request.requestId);
  const lines =
    requestIds.length === 0
      ? []
      : await db
          .select()
          .from(quoteRequestLines)
          .where(inArray(quoteRequestLines.requestId, requestIds))
          .orderBy(asc(quoteRequestLines.catName), asc(quoteRequestLines.goodsName), asc(quoteRequestLines.skuId));
  const list = requests.map(({ request, mobile, nick }) => {
    const own = lines.filter((line) => line.requestId === request.requestId);
    return {
      id: request.requestId,
      user_id: request.userId,
      mobile: mobile ?? '',
      nick,
      add_time: seconds(request.addTime),
      lines: own.map((line) => ({
        sku_id: line.skuId,
        cat_name: line.catName,
        goods_name: line.goodsName,
        spe: line.spe,
        price: line.priceFen,
      })),
      total: own.reduce((sum, line) => sum + line.priceFen, 0),
    };
  });
  return { list, total, page: query.page, limit: query.limit };
}
