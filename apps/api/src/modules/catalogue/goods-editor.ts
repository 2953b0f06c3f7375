// The back office's goods editor (issue 31 "Catalogue"): a goods as the editor loads it, and saving one, new or
// changed, with its attributes, SKU matrix, prices per grade, stock and sale state, in one transaction. Every rule
// is the domain's (`validateGoodsDraft`); the description is sanitised (sanitise-description.ts); the search columns
// are written again from the saved names, and the storefront forgets what showed the goods once the transaction
// commits (platform/catalogue-cache.ts). Pre-sale dates, card tags and the finder's plant facts are saved with it.
import type { GoodsEditorDetail } from '@garden/contract';
import {
  BRAND_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  formatYuan,
  formatZone,
  fromFen,
  GOODS_NOT_FOUND,
  GOODS_SKU_IN_ORDERS,
  parseZone,
  type PlantFactsDraft,
  SHIP_FROM_NOT_FOUND,
  validateGoodsDraft,
  zoneAt,
  zoneIndex,
  onSaleTimeAfter,
} from '@garden/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributes,
  attributeValues,
  brands,
  goods,
  goodsAttrs,
  goodsDeliveries,
  goodsPictures,
  goodsSkus,
  orderGoods,
  plantFacts,
  shipFromPlaces,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { catalogueChanged, goodsChanged } from '../../platform/catalogue-cache';
import { dateOfSecondsOrNull, seconds, secondsOrNull } from '../../platform/unix-time';
import { categoryPaths } from './goods-admin-list';
import { sanitiseDescription } from './sanitise-description';
import { describeForSearch } from './search-text';
import { keepStockBaseline } from './stock-audit';

/** What the editor saves, as the contract reads it (fen, Unix seconds, flags 0 or 1). */
export interface GoodsInput {
  name: string;
  shortname: string;
  cat_id: number;
  brand_id: number;
  send_address_id: number;
  sup_id: number;
  descpt: string;
  shipping_desc: string;
  pictures: { url: string; video_url: string }[];
  attributes: { name: string; values: { label: string; thumb: string }[] }[];
  skus: { values: string[]; market_price: number; grade_prices: Record<string, number>; stock: number; weight: number }[];
  start_num: number;
  nbei: number;
  special_goods: number;
  is_fei5zhe: number;
  is_hei5ka: number;
  is_mini: number;
  is_dingjin: number;
  dj_beg_time: number | null;
  dj_end_time: number | null;
  dj_pay_beg_time: number | null;
  dj_pay_end_time: number | null;
  is_sale: number;
  beon_time: number | null;
  forward: number;
  deliveries: string[];
  tags: string[];
  plant: {
    light: string;
    plant_type: string;
    flower_colour: string;
    habit: string;
    specialities: string[];
    tolerances: string[];
    coldest_zone: string;
    warmest_zone: string;
  } | null;
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const yuan = (fen: number) => formatYuan(fromFen(fen));
/** A SKU's `attr_key`: its goods attribute ids, ascending, joined by commas (as the seed writes them). */
const attrKeyOf = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
/** A zone written `7b` as its place on the scale; -1 (off the scale, which the domain refuses) when unreadable. */
const placeOf = (text: string) => {
  const zone = parseZone(text);
  return zone ? zoneIndex(zone) : -1;
};
const zoneText = (place: number) => {
  const zone = zoneAt(place);
  return zone ? formatZone(zone) : '';
};

/** The spec attribute values of goods, each goods' in the editor's order, with their attributes' names. */
export function specAttributeRows(db: Database, goodsIds: number[]) {
  return (
    db
      .select({ attr: goodsAttrs, attrName: attributes.attrName })
      .from(goodsAttrs)
      .innerJoin(attributes, eq(attributes.attrId, goodsAttrs.attrId))
      // The spec attributes make the SKUs; the category filter's descriptions (光照, 花色 …) are not the editor's.
      .where(and(inArray(goodsAttrs.goodsId, goodsIds), eq(attributes.kind, 'spec')))
      .orderBy(asc(goodsAttrs.goodsId), asc(goodsAttrs.sortOrder), asc(goodsAttrs.goodsAttrId))
  );
}

/**
 * One goods' attributes as the editor shows them, from its `specAttributeRows`: in the order of their first
 * value, the values in theirs; and a SKU's values (from its `attr_key`) in the attributes' order.
 */
export function specMatrix(rows: { attr: typeof goodsAttrs.$inferSelect; attrName: string }[]) {
  const groups = new Map<number, GoodsEditorDetail['attributes'][number]>();
  const labelOf = new Map<number, { attrId: number; label: string }>();
  for (const { attr, attrName } of rows) {
    let group = groups.get(attr.attrId);
    if (!group) {
      group = { attr_id: attr.attrId, name: attrName, values: [] };
      groups.set(attr.attrId, group);
    }
    group.values.push({ goods_attr_id: attr.goodsAttrId, label: attr.label, thumb: attr.thumbUrl });
    labelOf.set(attr.goodsAttrId, { attrId: attr.attrId, label: attr.label });
  }
  const order = [...groups.keys()];
  return {
    attributes: [...groups.values()],
    valuesOf: (attrKey: string) =>
      attrKey
        .split(',')
        .flatMap((id) => {
          const found = labelOf.get(Number(id));
          return found ? [found] : [];
        })
        .sort((a, b) => order.indexOf(a.attrId) - order.indexOf(b.attrId))
        .map((found) => found.label),
  };
}

/** A goods as the editor loads it; not found answers 404 商品不存在. */
export async function loadEditorDetail(db: Database, goodsId: number): Promise<GoodsEditorDetail> {
  const [row] = await db.select().from(goods).where(eq(goods.goodsId, goodsId));
  if (!row) throw notFound(GOODS_NOT_FOUND);
  // One read after another: a save reads the goods back on its transaction's one connection, where pg queues a
  // query sent while another runs (deprecated: pg 9 refuses it).
  const paths = await categoryPaths(db);
  const pictures = await db
    .select()
    .from(goodsPictures)
    .where(eq(goodsPictures.goodsId, goodsId))
    .orderBy(asc(goodsPictures.sortOrder), asc(goodsPictures.imgId));
  const attrs = await specAttributeRows(db, [goodsId]);
  const skus = await db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.skuId));
  const deliveries = await db.select().from(goodsDeliveries).where(eq(goodsDeliveries.goodsId, goodsId)).orderBy(asc(goodsDeliveries.deliveryTime));
  const [plant] = await db.select().from(plantFacts).where(eq(plantFacts.goodsId, goodsId));
  const spec = specMatrix(attrs);
  return {
    goods_id: row.goodsId,
    gsup_id: row.gsupId,
    name: row.name,
    shortname: row.shortname,
    cat_id: row.catId,
    cat_path: paths.get(row.catId)?.path ?? [],
    brand_id: row.brandId ?? 0,
    send_address_id: row.sendAddressId,
    sup_id: row.supId,
    descpt: row.descpt,
    shipping_desc: row.shippingDesc,
    thumbnail: row.thumbnail,
    pictures: pictures.map((p) => ({ img_id: p.imgId, url: p.imgUrl, video_url: p.type === 2 ? p.videoUrl : '' })),
    attributes: spec.attributes,
    skus: skus.map((sku) => ({
      sku_id: sku.skuId,
      attr_key: sku.attrKey,
      values: spec.valuesOf(sku.attrKey),
      market_price: yuan(sku.marketPriceFen),
      grade_prices: Object.fromEntries(Object.entries(sku.gradePricesFen).map(([grade, fen]) => [grade, yuan(fen)])),
      stock: sku.stock,
      weight: sku.weightGrams,
    })),
    start_num: row.startNum,
    nbei: row.nbei,
    special_goods: flag(row.specialGoods),
    is_fei5zhe: flag(row.isFei5zhe),
    is_hei5ka: flag(row.isHei5ka),
    is_mini: flag(row.isMini),
    is_dingjin: flag(row.isDeposit),
    dj_beg_time: secondsOrNull(row.djBegTime),
    dj_end_time: secondsOrNull(row.djEndTime),
    dj_pay_beg_time: secondsOrNull(row.djPayBegTime),
    dj_pay_end_time: secondsOrNull(row.djPayEndTime),
    is_sale: row.isSale,
    beon_time: secondsOrNull(row.beonTime),
    forward: flag(row.forward),
    deliveries: deliveries.map((d) => ({ delivery_id: d.deliveryId, delivery_time: d.deliveryTime })),
    tags: row.tags,
    plant: plant
      ? {
          light: plant.light,
          plant_type: plant.plantType,
          flower_colour: plant.flowerColour,
          habit: plant.habit,
          specialities: plant.specialities,
          tolerances: plant.tolerances,
          coldest_zone: zoneText(plant.coldestZone),
          warmest_zone: zoneText(plant.warmestZone),
        }
      : null,
    stock: row.stock,
    sales: row.sales,
    add_time: seconds(row.addTime),
  };
}

/** The attribute (a spec group) of a name, made when the shop has none of that name yet. */
async function specAttribute(tx: Database, name: string): Promise<number> {
  const [found] = await tx
    .select({ id: attributes.attrId })
    .from(attributes)
    .where(and(eq(attributes.attrName, name), eq(attributes.kind, 'spec')))
    .orderBy(asc(attributes.attrId))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx.insert(attributes).values({ attrName: name, kind: 'spec' }).returning({ id: attributes.attrId });
  return (made as { id: number }).id;
}

/** The shared value of an attribute (the category filter's vocabulary), made when new. */
async function attributeValue(tx: Database, attrId: number, name: string): Promise<number> {
  await tx.insert(attributeValues).values({ attrId, valueName: name }).onConflictDoNothing();
  const [found] = await tx
    .select({ id: attributeValues.valueId })
    .from(attributeValues)
    .where(and(eq(attributeValues.attrId, attrId), eq(attributeValues.valueName, name)));
  return (found as { id: number }).id;
}

/** The plant facts as the domain reads them, zones as places on the scale. */
function plantOf(input: GoodsInput): PlantFactsDraft | null {
  if (input.plant === null) return null;
  const { light, plant_type, flower_colour, habit, specialities, tolerances, coldest_zone, warmest_zone } = input.plant;
  return {
    light,
    plantType: plant_type,
    flowerColour: flower_colour,
    habit,
    specialities,
    tolerances,
    coldestZone: placeOf(coldest_zone),
    warmestZone: placeOf(warmest_zone),
  };
}

/**
 * Checks a goods the editor saves against the catalogue and the domain's rules, inside the saving transaction:
 * the category (third level), the brand (shown, or the one the goods already has), the ship-from place.
 */
async function checkInput(tx: Database, input: GoodsInput, current: typeof goods.$inferSelect | undefined, now: Date) {
  const paths = await categoryPaths(tx);
  const category = paths.get(input.cat_id);
  if (!category) throw badRequest(CATEGORY_NOT_FOUND);
  const refusal = validateGoodsDraft(
    {
      name: input.name,
      shortname: input.shortname,
      categoryLevel: category.level,
      pictures: input.pictures.map((p) => p.url),
      media: [
        ...input.pictures.flatMap((p) => (p.video_url === '' ? [] : [p.video_url])),
        ...input.attributes.flatMap((a) => a.values.flatMap((v) => (v.thumb === '' ? [] : [v.thumb]))),
      ],
      startNum: input.start_num,
      nbei: input.nbei,
      attributes: input.attributes.map((a) => ({ name: a.name, values: a.values.map((v) => v.label) })),
      skus: input.skus.map((sku) => ({
        values: sku.values,
        marketPriceFen: sku.market_price,
        gradePricesFen: sku.grade_prices,
        stock: sku.stock,
        weightGrams: sku.weight,
      })),
      deposit:
        input.is_dingjin === 1
          ? {
              begTime: dateOfSecondsOrNull(input.dj_beg_time),
              endTime: dateOfSecondsOrNull(input.dj_end_time),
              payBegTime: dateOfSecondsOrNull(input.dj_pay_beg_time),
              payEndTime: dateOfSecondsOrNull(input.dj_pay_end_time),
            }
          : null,
      deliveryDates: input.deliveries,
      schedule: { isSale: input.is_sale, onSaleAt: dateOfSecondsOrNull(input.beon_time) },
      labels: input.tags,
      plant: plantOf(input),
    },
    now,
  );
  if (refusal) throw badRequest(refusal);
  let brandName = '';
  if (input.brand_id !== 0) {
    const [brand] = await tx.select().from(brands).where(eq(brands.brandId, input.brand_id));
    if (!brand || (brand.hidden && current?.brandId !== brand.brandId)) throw badRequest(BRAND_NOT_FOUND);
    brandName = brand.brandName;
  }
  const [place] = await tx.select().from(shipFromPlaces).where(eq(shipFromPlaces.sendAddressId, input.send_address_id));
  if (!place) throw badRequest(SHIP_FROM_NOT_FOUND);
  return { path: category.path, brandName };
}

/**
 * Saves a goods from the editor, new (`goodsId` undefined) or changed, in one transaction: the goods row with its
 * search columns, the pictures, the attribute values, and one SKU per combination of them. A SKU whose values stay
 * keeps its id (carts, orders and favourites name it); one taken out is deleted unless an order holds it. A stock
 * set here keeps the SKU's baseline for `garden audit stock`. Answers the goods as the editor loads it.
 */
export async function saveGoods(db: Database, input: GoodsInput, target: { goodsId?: number; now: Date }): Promise<GoodsEditorDetail> {
  // A goods that moved category or changed what search finds it by may now belong to cached lists it is not on.
  let listsChanged = false;
  const saved = await db.transaction(async (tx) => {
    let current: typeof goods.$inferSelect | undefined;
    if (target.goodsId !== undefined) {
      [current] = await tx.select().from(goods).where(eq(goods.goodsId, target.goodsId)).for('update');
      if (!current) throw notFound(GOODS_NOT_FOUND);
    }
    const { path, brandName } = await checkInput(tx, input, current, target.now);
    const name = input.name.trim();
    const shortname = input.shortname.trim();
    const deposit = input.is_dingjin === 1;
    const columns = {
      name,
      shortname,
      descpt: sanitiseDescription(input.descpt),
      shippingDesc: input.shipping_desc,
      catId: input.cat_id,
      brandId: input.brand_id === 0 ? null : input.brand_id,
      supId: input.sup_id,
      sendAddressId: input.send_address_id,
      thumbnail: (input.pictures[0] as { url: string }).url,
      startNum: input.start_num,
      nbei: input.nbei,
      isSale: input.is_sale,
      isDeposit: deposit,
      djBegTime: deposit ? dateOfSecondsOrNull(input.dj_beg_time) : null,
      djEndTime: deposit ? dateOfSecondsOrNull(input.dj_end_time) : null,
      djPayBegTime: deposit ? dateOfSecondsOrNull(input.dj_pay_beg_time) : null,
      djPayEndTime: deposit ? dateOfSecondsOrNull(input.dj_pay_end_time) : null,
      specialGoods: input.special_goods === 1,
      isFei5zhe: input.is_fei5zhe === 1,
      isHei5ka: input.is_hei5ka === 1,
      isMini: input.is_mini === 1,
      forward: input.forward === 1,
      tags: input.tags.map((tag) => tag.trim()),
      sortPriceFen: Math.min(...input.skus.map((sku) => sku.market_price)),
      stock: input.skus.reduce((sum, sku) => sum + sku.stock, 0),
      // beon_time is when the goods went on sale, or, while coming soon, when it is to (scheduled-sale.ts); undefined
      // leaves it as stored (Drizzle writes no undefined column).
      beonTime: onSaleTimeAfter(current?.isSale ?? null, input.is_sale, dateOfSecondsOrNull(input.beon_time), target.now),
      ...describeForSearch({ name, shortname, categories: path, brand: brandName }),
    };
    listsChanged =
      current !== undefined &&
      (current.catId !== columns.catId || current.brandId !== columns.brandId || current.name !== name || current.shortname !== shortname);
    let goodsId: number;
    if (current) {
      goodsId = current.goodsId;
      await tx.update(goods).set(columns).where(eq(goods.goodsId, goodsId));
    } else {
      const [made] = await tx
        .insert(goods)
        .values({ ...columns, gsupId: sql`(select coalesce(max(${goods.gsupId}), 100000) + 1 from ${goods})`, addTime: target.now })
        .returning({ goodsId: goods.goodsId });
      goodsId = (made as { goodsId: number }).goodsId;
    }

    // Pictures: the first is the main picture; a video keeps its poster as the picture. Written again only when changed.
    const pictures = input.pictures.map((picture, i) => ({
      goodsId,
      imgUrl: picture.url,
      type: picture.video_url === '' ? 1 : 2,
      videoUrl: picture.video_url,
      sortOrder: i,
    }));
    const storedPictures = await tx
      .select()
      .from(goodsPictures)
      .where(eq(goodsPictures.goodsId, goodsId))
      .orderBy(asc(goodsPictures.sortOrder), asc(goodsPictures.imgId));
    const same = (a: (typeof pictures)[number], b: (typeof storedPictures)[number] | undefined) =>
      b !== undefined && a.imgUrl === b.imgUrl && a.type === b.type && a.videoUrl === (b.type === 2 ? b.videoUrl : '');
    if (storedPictures.length !== pictures.length || pictures.some((picture, i) => !same(picture, storedPictures[i]))) {
      await tx.delete(goodsPictures).where(eq(goodsPictures.goodsId, goodsId));
      await tx.insert(goodsPictures).values(pictures);
    }

    // Attribute values: kept where the attribute and label stay, added, or (below) removed.
    // Only the spec attributes' values: the category filter's descriptions of the goods stay as they are.
    const existing = (
      await tx
        .select({ row: goodsAttrs })
        .from(goodsAttrs)
        .innerJoin(attributes, eq(attributes.attrId, goodsAttrs.attrId))
        .where(and(eq(goodsAttrs.goodsId, goodsId), eq(attributes.kind, 'spec')))
    ).map(({ row }) => row);
    const keep = new Set<number>();
    const idOf = new Map<string, number>();
    let position = 0;
    for (const attribute of input.attributes) {
      const attrId = await specAttribute(tx, attribute.name.trim());
      for (const value of attribute.values) {
        const label = value.label.trim();
        const found = existing.find((row) => row.attrId === attrId && row.label === label && !keep.has(row.goodsAttrId));
        let id: number;
        if (found) {
          id = found.goodsAttrId;
          await tx.update(goodsAttrs).set({ thumbUrl: value.thumb, sortOrder: position }).where(eq(goodsAttrs.goodsAttrId, id));
        } else {
          const valueId = await attributeValue(tx, attrId, label);
          const [made] = await tx
            .insert(goodsAttrs)
            .values({ goodsId, attrId, valueId, label, thumbUrl: value.thumb, sortOrder: position })
            .returning({ id: goodsAttrs.goodsAttrId });
          id = (made as { id: number }).id;
        }
        keep.add(id);
        idOf.set(`${attribute.name.trim()}\u0001${label}`, id);
        position += 1;
      }
    }

    // SKUs: one per combination, matched to the stored ones by their attribute values.
    const storedSkus = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).for('update');
    const kept = new Set<number>();
    for (const sku of input.skus) {
      const ids = sku.values.map((label, i) => idOf.get(`${input.attributes[i]?.name.trim()}\u0001${label.trim()}`) as number);
      const attrKey = attrKeyOf(ids);
      const values = { marketPriceFen: sku.market_price, gradePricesFen: sku.grade_prices, stock: sku.stock, weightGrams: sku.weight };
      const stored = storedSkus.find((row) => row.attrKey === attrKey);
      if (stored) {
        kept.add(stored.skuId);
        await tx.update(goodsSkus).set(values).where(eq(goodsSkus.skuId, stored.skuId));
        if (stored.stock !== sku.stock) await keepStockBaseline(tx, stored.skuId, sku.stock, target.now);
      } else {
        const [made] = await tx
          .insert(goodsSkus)
          .values({ goodsId, attrKey, ...values })
          .returning({ skuId: goodsSkus.skuId });
        await keepStockBaseline(tx, (made as { skuId: number }).skuId, sku.stock, target.now);
      }
    }
    const dropped = storedSkus.filter((row) => !kept.has(row.skuId)).map((row) => row.skuId);
    if (dropped.length > 0) {
      const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderGoods).where(inArray(orderGoods.skuId, dropped));
      if (Number(held?.n ?? 0) > 0) throw badRequest(GOODS_SKU_IN_ORDERS);
      await tx.delete(goodsSkus).where(inArray(goodsSkus.skuId, dropped));
    }
    const stale = existing.filter((row) => !keep.has(row.goodsAttrId)).map((row) => row.goodsAttrId);
    if (stale.length > 0) await tx.delete(goodsAttrs).where(inArray(goodsAttrs.goodsAttrId, stale));
    await saveDeliveries(tx, goodsId, input.deliveries);
    await savePlantFacts(tx, goodsId, plantOf(input));
    // The audit row records the goods as the editor shows it after the save (audit.ts).
    return loadEditorDetail(tx, goodsId);
  });
  goodsChanged(db, [saved.goods_id]);
  if (listsChanged) catalogueChanged(db);
  return saved;
}

/**
 * The pre-sale delivery dates: a date that stays keeps its `delivery_id` (carts and orders name it), a new one is
 * added, one taken out is removed (a cart line that chose it then shows no date and is bought as the goods is).
 */
async function saveDeliveries(tx: Database, goodsId: number, dates: readonly string[]) {
  const stored = await tx.select().from(goodsDeliveries).where(eq(goodsDeliveries.goodsId, goodsId));
  const gone = stored.filter((row) => !dates.includes(row.deliveryTime)).map((row) => row.deliveryId);
  if (gone.length > 0) await tx.delete(goodsDeliveries).where(inArray(goodsDeliveries.deliveryId, gone));
  const added = dates.filter((date) => !stored.some((row) => row.deliveryTime === date));
  if (added.length > 0) await tx.insert(goodsDeliveries).values(added.map((deliveryTime) => ({ goodsId, deliveryTime })));
}

/** The finder's facts of a plant, written or, for goods that are no plant, removed (the finder stops listing it). */
async function savePlantFacts(tx: Database, goodsId: number, facts: PlantFactsDraft | null) {
  if (facts === null) {
    await tx.delete(plantFacts).where(eq(plantFacts.goodsId, goodsId));
    return;
  }
  const row = { ...facts, specialities: [...facts.specialities], tolerances: [...facts.tolerances] };
  await tx
    .insert(plantFacts)
    .values({ goodsId, ...row })
    .onConflictDoUpdate({ target: plantFacts.goodsId, set: row });
}

/** Puts a goods on sale (1), coming soon (2) or off sale (3); off sale, no cart or checkout can buy it. */
export async function setGoodsSale(db: Database, goodsId: number, isSale: number, now: Date) {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select({ isSale: goods.isSale }).from(goods).where(eq(goods.goodsId, goodsId)).for('update');
    if (!current) throw notFound(GOODS_NOT_FOUND);
    await tx
      .update(goods)
      .set({ isSale, beonTime: onSaleTimeAfter(current.isSale, isSale, undefined, now) })
      .where(eq(goods.goodsId, goodsId));
    return { goods_id: goodsId, is_sale: isSale };
  });
  goodsChanged(db, [goodsId]);
  return result;
}

/** The categories and brands changed: the search columns of these goods are written again from their names. */
export async function describeGoodsAgain(tx: Database, where: { catIds?: number[]; brandId?: number }): Promise<number[]> {
  const condition = where.brandId !== undefined ? eq(goods.brandId, where.brandId) : inArray(goods.catId, where.catIds ?? []);
  const rows = await tx
    .select({ goodsId: goods.goodsId, name: goods.name, shortname: goods.shortname, catId: goods.catId, brand: brands.brandName })
    .from(goods)
    .leftJoin(brands, eq(brands.brandId, goods.brandId))
    .where(condition);
  if (rows.length === 0) return [];
  const paths = await categoryPaths(tx);
  for (const row of rows) {
    const columns = describeForSearch({
      name: row.name,
      shortname: row.shortname,
      categories: paths.get(row.catId)?.path ?? [],
      brand: row.brand ?? '',
    });
    await tx.update(goods).set(columns).where(eq(goods.goodsId, row.goodsId));
  }
  return rows.map((row) => row.goodsId);
}
