// The trade catalogue (shopping §2 bkHome, bkSecondCat, bkGoodDetail, bkAdvancedScreening; §3 "Catalogue"):
// the shop's own goods seen as plants (SPUs) with their SKUs, read from the same tables as the storefront.
// Prices are the trader's: `@garden/domain`'s quote for the trader's member grade.
import type { CatalogueFeedbackList, PinyinIndex, TradeSearch, TradeSku, TradeSpu, TradeSpuCard } from '@garden/contract';
import { GOODS_NOT_FOUND, formatYuan, type MemberGrade, quoteGoodsPrice, SUGGESTION_REQUIRED } from '@garden/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { attributes, catalogueFeedback, categories, goods, goodsAttrs, goodsPictures, goodsSkus, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { categoryPath, loadCategoryTree, subtreeIds } from '../catalogue/index';
import { toSkuPrices } from '../catalogue/index';
import { matchKeyword } from '../catalogue/index';
import { seconds } from '../../platform/unix-time';
import { containing } from '../../db/text-match';

const card = (row: { goodsId: number; name: string; thumbnail: string; catId: number; catName: string }): TradeSpuCard => ({
  id: row.goodsId,
  name: row.name,
  thumb: row.thumbnail,
  cat_id: row.catId,
  cat_name: row.catName,
});

const cardColumns = { goodsId: goods.goodsId, name: goods.name, thumbnail: goods.thumbnail, catId: goods.catId, catName: categories.catName };

/** The plants grouped by the first letter of their pinyin (pinyin-pro at seed and save time, `goods.pinyin`). */
export async function loadPinyinIndex(db: Database): Promise<PinyinIndex> {
  const rows = await db
    .select({ ...cardColumns, pinyin: goods.pinyin })
    .from(goods)
    .innerJoin(categories, eq(categories.catId, goods.catId))
    .orderBy(asc(goods.pinyin), asc(goods.goodsId));
  const groups = new Map<string, TradeSpuCard[]>();
  for (const row of rows) {
    const initial = row.pinyin.charAt(0).toUpperCase();
    const prefix = /[A-Z]/.test(initial) ? initial : '#';
    groups.set(prefix, [...(groups.get(prefix) ?? []), card(row)]);
  }
  return {
    list: [...groups]
      .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
      .map(([pinyin_prefix, spus]) => ({ pinyin_prefix, spus })),
  };
}

/** SKU rows of some goods, each with its spec text (its attribute values) and the trader's price. */
export async function loadSkuRows(db: Database, goodsIds: readonly number[], grade: MemberGrade | null, skuIds?: readonly number[]) {
  if (goodsIds.length === 0) return [];
  const [skus, attrs] = await Promise.all([
    db
      .select({ sku: goodsSkus, name: goods.name })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.goodsId, goodsSkus.goodsId))
      .where(and(inArray(goodsSkus.goodsId, [...goodsIds]), skuIds ? inArray(goodsSkus.skuId, [...skuIds]) : undefined))
      .orderBy(asc(goodsSkus.goodsId), asc(goodsSkus.skuId)),
    db
      .select({ id: goodsAttrs.goodsAttrId, label: goodsAttrs.label, attrName: attributes.attrName })
      .from(goodsAttrs)
      .innerJoin(attributes, eq(attributes.attrId, goodsAttrs.attrId))
      .where(inArray(goodsAttrs.goodsId, [...goodsIds])),
  ]);
  const labelOf = new Map(attrs.map((attr) => [attr.id, attr]));
  return skus.map(({ sku, name }): TradeSku & { goodsId: number } => {
    const values = sku.attrKey
      .split(',')
      .filter(Boolean)
      .map((id) => labelOf.get(Number(id)))
      .filter((value) => value !== undefined);
    const colour = values.find((value) => value.attrName.includes('色'))?.label ?? '';
    return {
      goodsId: sku.goodsId,
      sku_id: sku.skuId,
      goods_name: name,
      spe: values.map((value) => value.label).join(' '),
      list_price: formatYuan(quoteGoodsPrice(toSkuPrices(sku), grade).unitPrice),
      goods_attr: values.map((value) => `${value.attrName}:${value.label}`).join(' '),
      color: colour,
      stock: sku.stock,
    };
  });
}

/** A plant with its category path (`root_zh`, joined by `>`), pictures and SKU table. */
export async function loadTradeSpu(db: Database, id: number, grade: MemberGrade | null): Promise<TradeSpu> {
  const [row] = await db.select().from(goods).where(eq(goods.goodsId, id));
  if (!row) throw notFound(GOODS_NOT_FOUND);
  const [tree, pictures, products] = await Promise.all([
    loadCategoryTree(db),
    db.select({ url: goodsPictures.imgUrl }).from(goodsPictures).where(eq(goodsPictures.goodsId, id)).orderBy(asc(goodsPictures.sortOrder)),
    loadSkuRows(db, [id], grade),
  ]);
  return {
    id: row.goodsId,
    name: row.name,
    thumb: row.thumbnail,
    desc: row.shortname,
    content: row.descpt,
    root_zh: categoryPath(tree, row.catId)
      .map((node) => node.cat_name)
      .join('>'),
    cat_id: row.catId,
    pictures: pictures.map((picture) => picture.url),
    products: products.map(({ goodsId: _goodsId, ...sku }) => sku),
  };
}

/**
 * Catalogue search (shopping §7): keyword (Chinese, pinyin, initials, as the storefront's search),
 * category with its subtree, attribute values (`filtered_attrs`, ids joined by `-`: every one must hold),
 * 24 a page; with the attribute values the results offer.
 */
export async function searchTradeCatalogue(
  db: Database,
  query: { keyword?: string; catId?: number; attrValueIds: readonly number[]; page: number; limit: number },
): Promise<TradeSearch> {
  const tree = await loadCategoryTree(db);
  const node = query.catId ? tree.byId.get(query.catId) : undefined;
  const where = and(
    query.keyword ? matchKeyword(query.keyword).where : undefined,
    node ? inArray(goods.catId, subtreeIds(node)) : undefined,
    ...query.attrValueIds.map(
      (valueId) => sql`exists (select 1 from ${goodsAttrs} ga where ga.goods_id = ${goods.goodsId} and ga.value_id = ${valueId})`,
    ),
  );
  const [{ rows, total: n }, attrRows] = await Promise.all([
    readPage(db, db.select(cardColumns).from(goods).innerJoin(categories, eq(categories.catId, goods.catId)).where(where), {
      orderBy: [asc(goods.pinyin), asc(goods.goodsId)],
      page: query.page,
      limit: query.limit,
    }),
    db
      .selectDistinct({ attrId: attributes.attrId, attrName: attributes.attrName, valueId: goodsAttrs.valueId, label: goodsAttrs.label })
      .from(goodsAttrs)
      .innerJoin(attributes, eq(attributes.attrId, goodsAttrs.attrId))
      .innerJoin(goods, eq(goods.goodsId, goodsAttrs.goodsId))
      .where(and(where, eq(attributes.kind, 'filter'))),
  ]);
  const attrs = new Map<number, { attr_id: number; attr_name: string; values: { av_id: number; name: string }[] }>();
  for (const row of attrRows) {
    if (row.valueId === null) continue;
    const entry = attrs.get(row.attrId) ?? { attr_id: row.attrId, attr_name: row.attrName, values: [] };
    if (!entry.values.some((value) => value.av_id === row.valueId)) entry.values.push({ av_id: row.valueId, name: row.label });
    attrs.set(row.attrId, entry);
  }
  return { data: rows.map(card), total: n, page: query.page, last_page: Math.max(1, Math.ceil(n / query.limit)), attrs: [...attrs.values()] };
}

/** Stores a suggestion from the catalogue's box; a blank one is refused (`请输入建议`). */
export async function leaveFeedback(db: Database, userId: number | null, content: string, now: Date): Promise<void> {
  const text = content.trim();
  if (!text) throw badRequest(SUGGESTION_REQUIRED);
  await db.insert(catalogueFeedback).values({ userId, content: text, addTime: now });
}

/** Which suggestions to list: words of the text or the author's mobile, and the page. */
export interface FeedbackQuery {
  q?: string;
  page: number;
  limit: number;
}

/** The suggestions left in the catalogue's box, newest first, one page (`garden feedback list`, the back office's 建议反馈). */
export async function listCatalogueFeedback(db: Database, query: FeedbackQuery): Promise<CatalogueFeedbackList> {
  const where = query.q ? or(ilike(catalogueFeedback.content, containing(query.q)), eq(users.mobile, query.q)) : undefined;
  const { rows, total } = await readPage(
    db,
    db
      .select({ row: catalogueFeedback, mobile: users.mobile, nick: users.nick })
      .from(catalogueFeedback)
      .leftJoin(users, eq(users.id, catalogueFeedback.userId))
      .where(where),
    {
      orderBy: [desc(catalogueFeedback.feedbackId)],
      page: query.page,
      limit: query.limit,
    },
  );
  return {
    list: rows.map(({ row, mobile, nick }) => ({
      id: row.feedbackId,
      user_id: row.userId ?? 0,
      mobile: mobile ?? '',
      nick: nick ?? '',
      content: row.content,
      add_time: seconds(row.addTime),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
