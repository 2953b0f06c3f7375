// Goods detail, SKU choice and price quotes (storefront §3 "Goods detail", "Price result").
import {
  chooseSku as chooseDomainSku,
  DELIVERY_NOT_FOUND,
  depositGoodsStatus,
  formatYuan,
  listDepositDue,
  type MemberGrade,
  parseQuantityInput,
  type PurchaseAsker,
  purchaseRefusals as refusalsOf,
  quoteGoodsPrice,
  regionGoodsError,
  type SkuPrices,
  SPEC_NOT_FOUND,
  GOODS_NOT_FOUND,
} from '@garden/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  arrivalReminders,
  attributes,
  categories,
  favActivities,
  favActivityGoods,
  favourites,
  goods,
  goodsAttrs,
  goodsDeliveries,
  goodsPictures,
  goodsSkus,
  reviews,
} from '../../db/schema/index';
import { countOfRank } from '../../db/review-ranks';
import { badRequest, notFound } from '../../platform/api-error';
import { catalogueCache } from '../../platform/catalogue-cache';
import { goodsFactsColumns } from '../../platform/catalogue-store';
import { activityRunsAt } from '../promotions/index';
import { toSkuPrices } from './goods-cards';
import { secondsOrZero } from '../../platform/unix-time';

export type GoodsRow = typeof goods.$inferSelect;

export interface SpecGroup {
  attr_id: number;
  name: string;
  values: { goods_attr_id: number; label: string; thumb_url: string }[];
}

export interface SkuRow {
  attrIds: number[];
  stock: number;
  prices: SkuPrices;
}

/** Everything about one goods that is the same for every shopper. */
export interface GoodsDetailBase {
  goods: GoodsRow;
  catName: string;
  pictures: { img_id: number; img_url: string; type: number; video_url: string }[];
  spe: SpecGroup[];
  pro: { name: string; value: string }[];
  skus: SkuRow[];
  deliveries: { delivery_id: number; delivery_time: string }[];
  activities: { fv_id: number; type: number; name: string }[];
  comment: { total: number; good: number };
}

/** The detail base of a goods, cached; 404 商品不存在 for an unknown id. */
export async function loadGoodsDetail(db: Database, goodsId: number, now: Date): Promise<GoodsDetailBase> {
  const detail = await catalogueCache(db).read(
    `goods:${goodsId}`,
    async (): Promise<GoodsDetailBase | null> => {
      const [row] = await db
        .select({ goods, catName: categories.catName })
        .from(goods)
        .innerJoin(categories, eq(categories.catId, goods.catId))
        .where(eq(goods.goodsId, goodsId));
      if (!row) return null;
      const [pictureRows, attrRows, skuRows, deliveryRows, activityRows, [comment]] = await Promise.all([
        db.select().from(goodsPictures).where(eq(goodsPictures.goodsId, goodsId)).orderBy(asc(goodsPictures.sortOrder), asc(goodsPictures.imgId)),
        db
          .select({ attr: goodsAttrs, attrName: attributes.attrName, kind: attributes.kind })
          .from(goodsAttrs)
          .innerJoin(attributes, eq(attributes.attrId, goodsAttrs.attrId))
          .where(eq(goodsAttrs.goodsId, goodsId))
          .orderBy(asc(attributes.sortOrder), asc(goodsAttrs.sortOrder), asc(goodsAttrs.goodsAttrId)),
        db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.skuId)),
        db.select().from(goodsDeliveries).where(eq(goodsDeliveries.goodsId, goodsId)).orderBy(asc(goodsDeliveries.deliveryTime)),
        db
          .select({ fv_id: favActivities.fvId, type: favActivities.actType, name: favActivities.name })
          .from(favActivityGoods)
          .innerJoin(favActivities, eq(favActivities.fvId, favActivityGoods.fvId))
          .where(and(eq(favActivityGoods.goodsId, goodsId), activityRunsAt(now))),
        db
          .select({ total: count(), good: countOfRank('good') })
          .from(reviews)
          // Hidden reviews leave the goods page, and its counts (issue 32 "Reviews").
          .where(and(eq(reviews.goodsId, goodsId), eq(reviews.isShow, true))),
      ]);
      const spe: SpecGroup[] = [];
      const pro: { name: string; value: string }[] = [];
      for (const { attr, attrName, kind } of attrRows) {
        if (kind === 'filter') {
          pro.push({ name: attrName, value: attr.label });
          continue;
        }
        let group = spe.find((g) => g.attr_id === attr.attrId);
        if (!group) {
          group = { attr_id: attr.attrId, name: attrName, values: [] };
          spe.push(group);
        }
        group.values.push({ goods_attr_id: attr.goodsAttrId, label: attr.label, thumb_url: attr.thumbUrl });
      }
      return {
        goods: row.goods,
        catName: row.catName,
        pictures: pictureRows.map((p) => ({ img_id: p.imgId, img_url: p.imgUrl, type: p.type, video_url: p.videoUrl })),
        spe,
        pro,
        skus: skuRows.map((s) => ({ attrIds: s.attrKey.split(',').map(Number), stock: s.stock, prices: toSkuPrices(s) })),
        deliveries: deliveryRows.map((d) => ({ delivery_id: d.deliveryId, delivery_time: d.deliveryTime })),
        activities: activityRows,
        comment: { total: comment?.total ?? 0, good: comment?.good ?? 0 },
      };
    },
    { goods: [goodsId] },
  );
  if (!detail) throw notFound(GOODS_NOT_FOUND);
  return detail;
}

/** The goods id behind `gshp_id` or `gsup_id` (the price call names goods by the latter). */
export async function resolveGoodsId(db: Database, ids: { gshp_id?: number; gsup_id?: number }): Promise<number> {
  if (ids.gshp_id) return ids.gshp_id;
  if (!ids.gsup_id) throw badRequest('缺少参数 gshp_id 或 gsup_id');
  const gsupId = ids.gsup_id;
  const id = await catalogueCache(db).read(`gsup:${gsupId}`, async () => {
    const [row] = await db.select({ id: goods.goodsId }).from(goods).where(eq(goods.gsupId, gsupId));
    return row?.id ?? null;
  });
  if (id === null) throw notFound(GOODS_NOT_FOUND);
  return id;
}

/** `dj_status` of goods at `now`, by the domain's deposit rule. */
export function depositStatusOf(row: Pick<GoodsRow, 'isDeposit' | 'djBegTime' | 'djEndTime'>, now: Date): 0 | 1 | 2 {
  return depositGoodsStatus({ isDeposit: row.isDeposit, begTime: row.djBegTime, endTime: row.djEndTime }, now);
}

/** The deposit timing block, times in unix seconds as the domain's deposit rules read them. */
export function depositTimesOf(row: GoodsRow) {
  return {
    beg_time: secondsOrZero(row.djBegTime),
    end_time: secondsOrZero(row.djEndTime),
    pay_beg_time: secondsOrZero(row.djPayBegTime),
    pay_end_time: secondsOrZero(row.djPayEndTime),
  };
}

/** `region_goods_error` of the goods for the shopper's city (domain `regionGoodsError`). */
export function regionErrorOf(row: Pick<GoodsRow, 'blockedRegionIds'>, cityId: number | undefined): 0 | 1 {
  return regionGoodsError(row.blockedRegionIds, cityId);
}

/** Whether the shopper has favourited the goods and set an arrival reminder (`is_collected`, `is_remind`). */
export async function loadShopperMarks(db: Database, userId: number | undefined, goodsId: number) {
  if (userId === undefined) return { isCollected: false, isRemind: false };
  const [[fav], [remind]] = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.goodsId, goodsId))),
    db
      .select({ one: sql`1` })
      .from(arrivalReminders)
      .where(and(eq(arrivalReminders.userId, userId), eq(arrivalReminders.goodsId, goodsId))),
  ]);
  return { isCollected: fav !== undefined, isRemind: remind !== undefined };
}

/** The goods' SKUs resolved against the chosen attribute values (domain `chooseSku`); a bad choice is a 400. */
export function chooseSku(detail: GoodsDetailBase, chosen: readonly number[], soldOut: boolean) {
  const groups = detail.spe.map((group) => ({ attrId: group.attr_id, valueIds: group.values.map((value) => value.goods_attr_id) }));
  const choice = chooseDomainSku(groups, detail.skus, chosen, soldOut);
  if (!choice.ok) throw badRequest(choice.message);
  return choice;
}

/** The goods columns that decide whether it can be bought now. */
export type PurchaseFacts = Pick<GoodsRow, 'isDeposit' | 'forward' | 'isSale' | 'stock' | 'djBegTime' | 'djEndTime' | 'blockedRegionIds'>;

/** Why this shopper cannot buy the goods now, as catalogue messages (domain `purchaseRefusals`); empty when they can. */
export function purchaseRefusals(detail: { goods: PurchaseFacts }, cityId: number | undefined, now: Date, asker?: PurchaseAsker): string[] {
  const row = detail.goods;
  return refusalsOf(
    {
      isDeposit: row.isDeposit,
      isForward: row.forward,
      isSale: row.isSale,
      stock: row.stock,
      depositStatus: depositStatusOf(row, now),
      djBegTime: row.djBegTime,
      regionError: regionErrorOf(row, cityId),
    },
    now,
    asker,
  );
}

export interface PriceQuoteInput {
  number: number;
  chosen: readonly number[];
  deliveryId: number | undefined;
  cityId: number | undefined;
  grade: MemberGrade | null;
}

/** The price result of storefront §3 for a choice, a quantity, a delivery date and a grade. */
export function quotePrice(detail: GoodsDetailBase, input: PriceQuoteInput) {
  const row = detail.goods;
  if (input.deliveryId !== undefined && input.deliveryId !== 0 && !detail.deliveries.some((d) => d.delivery_id === input.deliveryId)) {
    throw badRequest(DELIVERY_NOT_FOUND);
  }
  const regionError = regionErrorOf(row, input.cityId);
  const choice = chooseSku(detail, input.chosen, regionError === 1);
  const stock = regionError ? 0 : choice.sku ? choice.sku.stock : choice.matching.reduce((sum, sku) => sum + Math.max(sku.stock, 0), 0);
  const quantity = parseQuantityInput(String(input.number), { step: row.nbei, min: row.startNum, stock });
  if (!quantity.ok) throw badRequest(quantity.message);
  // A partial choice is priced at its cheapest matching SKU, the price the buttons start from.
  const quotes = (choice.sku ? [choice.sku] : choice.matching).map((sku) => quoteGoodsPrice(sku.prices, input.grade));
  const quote = quotes.reduce<(typeof quotes)[number] | undefined>(
    (best, q) => (!best || q.unitPrice.lessThan(best.unitPrice) ? q : best),
    undefined,
  );
  if (!quote) throw badRequest(SPEC_NOT_FOUND);
  const total = quote.unitPrice.times(quantity.quantity);
  return {
    stock,
    no_allow_attr_arr: [...choice.noAllow],
    delivery_id: detail.deliveries,
    region_goods_error: regionError,
    price_data: {
      number: quantity.quantity,
      is_complete: choice.sku ? (1 as const) : (0 as const),
      price: formatYuan(quote.unitPrice),
      market_price: formatYuan(quote.originalPrice),
      save_money: formatYuan(quote.saveMoney),
      is_save: quote.isSave ? (1 as const) : (0 as const),
      total: formatYuan(total),
      market_total: formatYuan(quote.originalPrice.times(quantity.quantity)),
      dj_price: row.isDeposit ? formatYuan(listDepositDue(quote.unitPrice, quantity.quantity)) : '0.00',
      u_grade: input.grade,
      grade_name: quote.gradeName ?? '',
    },
  };
}

/** Goods ids in the same top category, best sellers first (the detail's "everyone is buying" list). */
export function loadPopularIds(db: Database, catIds: readonly number[], exceptId: number, limit: number): Promise<number[]> {
  return catalogueCache(db)
    .read(
      `popular:${catIds[0]}:${exceptId}`,
      () =>
        db
          .select(goodsFactsColumns)
          .from(goods)
          .where(and(inArray(goods.catId, [...catIds]), eq(goods.isSale, 1), sql`${goods.goodsId} <> ${exceptId}`))
          .orderBy(sql`${goods.sales} DESC`)
          .limit(limit),
      // Best sellers first, ties in no set order: a change of sales can reorder it (platform/catalogue-cache.ts).
      { list: (facts) => ({ facts, key: (f) => [-f.sales], passes: (f) => f.isSale === 1 }) },
    )
    .then((rows) => rows.map((r) => r.id));
}
