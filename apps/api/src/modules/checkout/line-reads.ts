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
import { fromJsonObject, jsonObjectOf } from '../../platform/json-rows';
import { namedStatement } from '../../platform/prepared';
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

/** The SKU columns a checkout line reads. */
const lineSkuColumns = {
  skuId: goodsSkus.skuId,
  attrKey: goodsSkus.attrKey,
  stock: goodsSkus.stock,
  marketPriceFen: goodsSkus.marketPriceFen,
  gradePricesFen: goodsSkus.gradePricesFen,
  weightGrams: goodsSkus.weightGrams,
};

/** One element of `lineRowsOf`'s array, as PostgreSQL sends it. */
export interface LineRowJson {
  goods: Record<string, unknown>;
  sku: Record<string, unknown> | null;
  shipFromName: string | null;
  labels: string;
}

/**
 * The goods `goodsId` with its SKUs (only the one of `attrKey` when `chosenSku`), each with its attribute
 * labels, and the name of the place it ships from, as a JSON array (one element a SKU; one with a null
 * `sku` when none matches, none when the goods does not exist), so it can ride in another statement (the
 * shopper's facts, buyer-reads.ts) at no extra round trip. Read fresh on every checkout and placement (the
 * catalogue cache may be seconds old; stock decides here). Two forms, not one with "the key or every SKU":
 * PostgreSQL plans such a condition afresh on every run (its generic plan looks dearer than a plan for the
 * actual key), a quarter of a millisecond each time.
 */
export function lineRowsOf(chosenSku: boolean): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'goods', ${jsonObjectOf(lineGoodsColumns, 'g')},
      'sku', CASE WHEN s.sku_id IS NULL THEN NULL ELSE ${jsonObjectOf(lineSkuColumns, 's')} END,
      'shipFromName', p.name,
      'labels', coalesce((SELECT string_agg(a.label, ' ' ORDER BY a.goods_attr_id) FROM ${goodsAttrs} a
        WHERE a.goods_attr_id = any(string_to_array(s.attr_key, ',')::int[])), '')
    ) ORDER BY s.sku_id), '[]')
    FROM ${goods} g
    LEFT JOIN ${goodsSkus} s ON s.goods_id = g.goods_id${chosenSku ? sql` AND s.attr_key = ${sql.placeholder('attrKey')}::text` : sql``}
    LEFT JOIN ${shipFromPlaces} p ON p.send_address_id = g.send_address_id
    WHERE g.goods_id = ${sql.placeholder('goodsId')}::int)`;
}

/** The goods, SKU, labels and ship-from name of each row `lineRowsOf` answered, typed as a select of those columns. */
function fromLineRows(rows: readonly LineRowJson[]) {
  return rows.map((row) => ({
    goods: fromJsonObject(lineGoodsColumns, row.goods),
    sku: row.sku && fromJsonObject(lineSkuColumns, row.sku),
    shipFromName: row.shipFromName,
    labels: row.labels,
  }));
}

/** A line's goods rows read alone (a cart checkout's lines after the first). */
const lineRowsAlone = (chosenSku: boolean) =>
  namedStatement<{ rows: LineRowJson[] }>(
    chosenSku ? 'checkout_goods_with_chosen_sku' : 'checkout_goods_with_every_sku',
    sql`SELECT ${lineRowsOf(chosenSku)} AS rows`,
  );
const goodsWithChosenSku = lineRowsAlone(true);
const goodsWithEverySku = lineRowsAlone(false);

/** A SKU's key is its goods_attr_ids sorted and joined (catalogue.ts); goods with one SKU need no choice. */
export const attrKeyOf = (request: DirectBuyRequest): string => [...request.attrIds].sort((a, b) => a - b).join(',');

/** The values `lineRowsOf` reads for `request`. */
export const lineRowValues = (request: DirectBuyRequest) => ({ goodsId: request.goodsId, attrKey: attrKeyOf(request) });

/** The pre-sale date chosen for the line, if one was (undefined without a choice; empty when it does not exist). */
function readDelivery(db: Database, request: DirectBuyRequest) {
  return request.deliveryId
    ? db
        .select()
        .from(goodsDeliveries)
        .where(and(eq(goodsDeliveries.goodsId, request.goodsId), eq(goodsDeliveries.deliveryId, request.deliveryId)))
    : Promise.resolve(undefined);
}

/**
 * What a requested line is built from, read fresh: its goods with the SKUs of the chosen key, and the
 * pre-sale date when one was chosen. `rows` given: the goods rows were read already, with the shopper's facts.
 */
export async function readLineFacts(db: Database, request: DirectBuyRequest, rows?: Promise<readonly LineRowJson[]>) {
  const { goodsId, attrKey } = lineRowValues(request);
  const [read, delivery] = await Promise.all([
    rows ?? (attrKey === '' ? goodsWithEverySku(db, { goodsId }) : goodsWithChosenSku(db, { goodsId, attrKey })).then(([row]) => row?.rows ?? []),
    readDelivery(db, request),
  ]);
  return { attrKey, skuRows: fromLineRows(read), delivery };
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
