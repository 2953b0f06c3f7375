// Product cards (storefront §3 "Product card in lists"), shared by category lists, search, home,
// activities, favourites and rankings. What does not depend on the shopper is cached per goods.
import type { ProductCard } from '@garden/contract';
import { type CardTag, cardTags, formatYuan, fromFen, isMemberGrade, quotePriceRange, type MemberGrade, type SkuPrices } from '@garden/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, favActivities, favActivityGoods, goods, goodsDeliveries, goodsSkus } from '../../db/schema/index';
import { catalogueCache } from '../../platform/catalogue-cache';
import { activityRunsAt } from '../promotions/index';

/** A goods' shopper-independent card data. */
export interface CardBase {
  goodsId: number;
  gsupId: number;
  name: string;
  shortname: string;
  thumbnail: string;
  stock: number;
  sales: number;
  isSale: number;
  isDeposit: boolean;
  presell: boolean;
  forward: boolean;
  /** The operator's own card tags. */
  tags: string[];
  isHei5ka: boolean;
  isMini: boolean;
  isFei5zhe: boolean;
  catId: number;
  catName: string;
  skus: SkuPrices[];
  /** The price of a running price promotion (favourable activity type 3), in fen. */
  promoPriceFen: number | null;
  /** The card per grade ("guest" for visitors), built once while the base is cached. */
  cards: Map<string, ProductCard>;
}

/** The shopper's member grade, or null for a visitor (grade prices: storefront §6). */
export const gradeOf = (user: { uGrade: number } | undefined): MemberGrade | null => (user && isMemberGrade(user.uGrade) ? user.uGrade : null);

/** A SKU's stored fen prices as the domain's `SkuPrices` in yuan. */
export function toSkuPrices(sku: { marketPriceFen: number; gradePricesFen: Record<string, number> }): SkuPrices {
  const gradePrices: Partial<Record<MemberGrade, ReturnType<typeof fromFen>>> = {};
  for (const [grade, fen] of Object.entries(sku.gradePricesFen)) {
    const g = Number(grade);
    if (isMemberGrade(g)) gradePrices[g] = fromFen(fen);
  }
  return { marketPrice: fromFen(sku.marketPriceFen), gradePrices };
}

/** Card data of the given goods, from the cache or one batch of queries. */
export function loadCardBases(db: Database, ids: readonly number[], now: Date): Promise<Map<number, CardBase>> {
  return catalogueCache(db).readMany(ids, 'card', async (missing) => {
    const [rows, skuRows, presellRows, promoRows] = await Promise.all([
      db
        .select({
          goodsId: goods.goodsId,
          gsupId: goods.gsupId,
          name: goods.name,
          shortname: goods.shortname,
          thumbnail: goods.thumbnail,
          stock: goods.stock,
          sales: goods.sales,
          isSale: goods.isSale,
          isDeposit: goods.isDeposit,
          forward: goods.forward,
          tags: goods.tags,
          isHei5ka: goods.isHei5ka,
          isMini: goods.isMini,
          isFei5zhe: goods.isFei5zhe,
          catId: goods.catId,
          catName: categories.catName,
        })
        .from(goods)
        .innerJoin(categories, eq(categories.catId, goods.catId))
        .where(inArray(goods.goodsId, missing)),
      db
        .select({ goodsId: goodsSkus.goodsId, marketPriceFen: goodsSkus.marketPriceFen, gradePricesFen: goodsSkus.gradePricesFen })
        .from(goodsSkus)
        .where(inArray(goodsSkus.goodsId, missing)),
      db.selectDistinct({ goodsId: goodsDeliveries.goodsId }).from(goodsDeliveries).where(inArray(goodsDeliveries.goodsId, missing)),
      db
        .select({ goodsId: favActivityGoods.goodsId, promoPriceFen: favActivityGoods.promoPriceFen })
        .from(favActivityGoods)
        .innerJoin(favActivities, eq(favActivities.fvId, favActivityGoods.fvId))
        .where(and(inArray(favActivityGoods.goodsId, missing), eq(favActivities.actType, 3), activityRunsAt(now))),
    ]);
    const skus = new Map<number, SkuPrices[]>();
    for (const sku of skuRows) skus.set(sku.goodsId, [...(skus.get(sku.goodsId) ?? []), toSkuPrices(sku)]);
    const presell = new Set(presellRows.map((r) => r.goodsId));
    const promos = new Map(promoRows.map((r) => [r.goodsId, r.promoPriceFen]));
    return new Map(
      rows.map((row): [number, CardBase] => [
        row.goodsId,
        {
          ...row,
          presell: presell.has(row.goodsId),
          skus: skus.get(row.goodsId) ?? [],
          promoPriceFen: promos.get(row.goodsId) ?? null,
          cards: new Map(),
        },
      ]),
    );
  });
}

/** The card's tags (`after_mark`): its state tag and the operator's own, by the domain's goods-tags family (storefront §4). */
export function tagOf(base: Pick<CardBase, 'stock' | 'isSale' | 'isDeposit' | 'presell' | 'forward' | 'tags'>): CardTag[] {
  return cardTags({ stock: base.stock, isSale: base.isSale, isDeposit: base.isDeposit, isPreSale: base.presell, isForward: base.forward }, base.tags);
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The price block of a card or detail for one shopper (`price_info`). */
export function priceInfoOf(skus: readonly SkuPrices[], grade: MemberGrade | null) {
  const quote = quotePriceRange(skus, grade);
  return {
    min_price: quote ? formatYuan(quote.minPrice) : '0.00',
    max_price: quote ? formatYuan(quote.maxPrice) : '0.00',
    min_market_price: quote ? formatYuan(quote.minMarketPrice) : '0.00',
    is_save: flag(quote?.isSave ?? false),
    save_money: quote ? formatYuan(quote.saveMoney) : '0.00',
    u_grade: grade,
    grade_name: quote?.gradeName ?? '',
    // The member price shows in the shop's price red; a visitor's plain price in the text colour.
    color: quote?.isSave ? '#e4393c' : '#333333',
  };
}

/** One product card for one shopper, with the spec's field names. */
export function toCard(base: CardBase, grade: MemberGrade | null): ProductCard {
  return {
    shp_id: base.goodsId,
    id: base.goodsId,
    gsup_id: base.gsupId,
    thumbnail: base.thumbnail,
    name: base.name,
    shortname: base.shortname,
    stock: base.stock,
    sales: base.sales,
    is_sale: base.isSale,
    is_dingjin: flag(base.isDeposit),
    presell: flag(base.presell),
    forward: flag(base.forward),
    after_mark: tagOf(base),
    price_info: priceInfoOf(base.skus, grade),
    pro_fav_show: {
      promotion: {
        is_show: flag(base.promoPriceFen !== null),
        min_price: base.promoPriceFen === null ? '0.00' : formatYuan(fromFen(base.promoPriceFen)),
      },
    },
    is_black_goods: flag(base.isHei5ka),
    is_fei5zhe: flag(base.isFei5zhe),
    is_mini_goods: flag(base.isMini),
    group_info: null,
    cat_name: base.catName,
    category: base.catId,
  };
}

/** Cards of the given goods in the given order (unknown ids are skipped). */
export async function loadCards(db: Database, ids: readonly number[], grade: MemberGrade | null, now: Date): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const bases = await loadCardBases(db, ids, now);
  const memo = String(grade ?? 'guest');
  return ids.flatMap((id) => {
    const base = bases.get(id);
    if (!base) return [];
    let card = base.cards.get(memo);
    if (!card) {
      card = toCard(base, grade);
      base.cards.set(memo, card);
    }
    return [card];
  });
}

/** A page of cards (the contract's `CardPage`). */
export function toCardPage<T extends ProductCard>(list: T[], total: number, page: number, limit: number) {
  return { list, total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
