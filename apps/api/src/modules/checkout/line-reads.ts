// A direct buy's line, read fresh from the stored goods with the refusals that keep it from being bought now
// (shopping §4 "Cart and checkout"): never from prices the page sends.
import {
  ATTRIBUTES_INCOMPLETE,
  DELIVERY_NOT_FOUND,
  FORWARD_PRESALE_USE_APP,
  type MemberGrade,
  quantityRefusal,
  quoteGoodsPrice,
  toFen,
  GOODS_NOT_FOUND,
} from '@garden/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, goodsAttrs, goodsDeliveries, goodsSkus, shipFromPlaces } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { preparedPer } from '../../platform/prepared';
import { toSkuPrices } from '../catalogue/index';
import { purchaseRefusals } from '../catalogue/index';

import type { CheckoutLine, DirectBuyRequest, DraftOrder, LineError } from './draft';

/** The goods columns a checkout line reads: what decides whether it can be bought now, and what the line snapshots. */
const lineGoodsColumns = {
  goodsId: goods.goodsId,
  name: goods.name,
  thumbnail: goods.thumbnail,
  sendAddressId: goods.sendAddressId,
  shippingDesc: goods.shippingDesc,
  forward: goods.forward,
  isDeposit: goods.isDeposit,
  isSale: goods.isSale,
  stock: goods.stock,
  djBegTime: goods.djBegTime,
  djEndTime: goods.djEndTime,
  djPayBegTime: goods.djPayBegTime,
  djPayEndTime: goods.djPayEndTime,
  blockedRegionIds: goods.blockedRegionIds,
  nbei: goods.nbei,
  startNum: goods.startNum,
  catId: goods.catId,
  brandId: goods.brandId,
  supId: goods.supId,
  specialGoods: goods.specialGoods,
  isFei5zhe: goods.isFei5zhe,
  isHei5ka: goods.isHei5ka,
  isMini: goods.isMini,
};

/**
 * A goods row with the SKUs that `skus` keeps, each with its attribute labels, and the name of the place
 * it ships from, in one statement: read fresh on every checkout and placement (the catalogue cache may be
 * seconds old; stock decides here). The name rides along so placement costs no extra round trip.
 */
function goodsWithSkusWhere(skus: SQL | undefined, name: string) {
  return preparedPer((db) =>
    db
      .select({
        goods: lineGoodsColumns,
        sku: {
          skuId: goodsSkus.skuId,
          attrKey: goodsSkus.attrKey,
          stock: goodsSkus.stock,
          marketPriceFen: goodsSkus.marketPriceFen,
          gradePricesFen: goodsSkus.gradePricesFen,
          weightGrams: goodsSkus.weightGrams,
        },
        shipFromName: shipFromPlaces.name,
        labels: sql<string>`coalesce((select string_agg(${goodsAttrs.label}, ' ' order by ${goodsAttrs.goodsAttrId}) from ${goodsAttrs}
          where ${goodsAttrs.goodsAttrId} = any(string_to_array(${goodsSkus.attrKey}, ',')::int[])), '')`,
      })
      .from(goods)
      .leftJoin(goodsSkus, and(eq(goodsSkus.goodsId, goods.goodsId), skus))
      .leftJoin(shipFromPlaces, eq(shipFromPlaces.sendAddressId, goods.sendAddressId))
      .where(eq(goods.goodsId, sql.placeholder('goodsId')))
      .prepare(name),
  );
}

// Two statements, not one with "the key or every SKU": PostgreSQL plans such a condition afresh on every
// run (its generic plan looks dearer than a plan for the actual key), a quarter of a millisecond each time.
/** The goods with its SKU of the chosen attribute key. */
const goodsWithChosenSku = goodsWithSkusWhere(eq(goodsSkus.attrKey, sql.placeholder('attrKey')), 'checkout_goods_with_chosen_sku');
/** The goods with every SKU: no attribute was chosen, which a goods with one SKU needs none of. */
const goodsWithEverySku = goodsWithSkusWhere(undefined, 'checkout_goods_with_every_sku');

/** What a requested line is built from, read fresh: its goods with the SKUs of the chosen key, and the pre-sale date when one was chosen. */
export async function readLineFacts(db: Database, request: DirectBuyRequest) {
  // A SKU's key is its goods_attr_ids sorted and joined (catalogue.ts); goods with one SKU need no choice.
  const attrKey = [...request.attrIds].sort((a, b) => a - b).join(',');
  const [skuRows, delivery] = await Promise.all([
    attrKey === ''
      ? goodsWithEverySku(db).execute({ goodsId: request.goodsId })
      : goodsWithChosenSku(db).execute({ goodsId: request.goodsId, attrKey }),
    request.deliveryId
      ? db
          .select()
          .from(goodsDeliveries)
          .where(and(eq(goodsDeliveries.goodsId, request.goodsId), eq(goodsDeliveries.deliveryId, request.deliveryId)))
      : Promise.resolve(undefined),
  ]);
  return { attrKey, skuRows, delivery };
}
export type LineFacts = Awaited<ReturnType<typeof readLineFacts>>;

/**
 * The one line of a direct buy (`once=1`) from its facts: the chosen SKU at the shopper's grade price.
 * Long-range pre-sale goods are refused with the domain message (shopping §4); goods that cannot be
 * bought now (not on sale, sold out, not sent to the address's city, short of stock) become an error line.
 */
export function buildDirectBuyLine(
  request: DirectBuyRequest,
  { attrKey, skuRows, delivery }: LineFacts,
  grade: MemberGrade | null,
  cityId: number | undefined,
  now: Date,
): { order: DraftOrder | null; error: LineError | null; shippingDesc: string } {
  const row = skuRows[0]?.goods;
  if (!row) throw notFound(GOODS_NOT_FOUND);
  if (row.forward) throw badRequest(FORWARD_PRESALE_USE_APP);
  const skus = skuRows.flatMap(({ sku, labels }) => (sku ? [{ ...sku, labels }] : []));
  const sku = skus.find((candidate) => candidate.attrKey === attrKey) ?? (request.attrIds.length === 0 && skus.length === 1 ? skus[0] : undefined);
  if (!sku) throw badRequest(ATTRIBUTES_INCOMPLETE);
  if (delivery !== undefined && delivery.length === 0) throw badRequest(DELIVERY_NOT_FOUND);
  const quote = quoteGoodsPrice(toSkuPrices(sku), grade);
  const base = { goodsId: row.goodsId, goodsName: row.name, goodsThumb: row.thumbnail, quantity: request.number };
  const refusal =
    purchaseRefusals({ goods: row }, cityId, now, { ordering: true })[0] ??
    quantityRefusal(request.number, { step: row.nbei, min: row.startNum, stock: sku.stock });
  if (refusal) return { order: null, error: { ...base, msg: refusal }, shippingDesc: row.shippingDesc };
  const line: CheckoutLine = {
    ...base,
    skuId: sku.skuId,
    goodsAttr: sku.labels,
    goodsAttrId: sku.attrKey,
    priceFen: toFen(quote.unitPrice),
    marketPriceFen: sku.marketPriceFen,
    weightGrams: sku.weightGrams,
    catId: row.catId,
    brandId: row.brandId ?? 0,
    supId: row.supId,
    specialGoods: row.specialGoods,
    isFei5zhe: row.isFei5zhe,
    isHei5ka: row.isHei5ka,
    isMini: row.isMini,
    isDeposit: row.isDeposit,
    deliveryId: request.deliveryId || null,
    deliveryTime: delivery?.[0]?.deliveryTime ?? '',
    payBegTime: row.djPayBegTime,
    payEndTime: row.djPayEndTime,
  };
  return {
    order: {
      devideItem: String(row.sendAddressId),
      sendAddressId: row.sendAddressId,
      sendAddressName: skuRows[0]?.shipFromName ?? '',
      lines: [line],
    },
    error: null,
    shippingDesc: row.shippingDesc,
  };
}
