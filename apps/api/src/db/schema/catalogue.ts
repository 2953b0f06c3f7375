// The catalogue (storefront §3 "Goods detail", "Product card", "Category tree", "Category filter").
// Money is integer fen; ids are the spec's field names so replies map one to one.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { addTime, at, bytea, createdAt, extensionOf, reference, sortOrder } from '../columns';
import { searchBigramsOf } from '../search-bigrams';
import { users } from './accounts';
import { regions } from './regions';

/** Three-level category tree: `parent_id` 0 marks a top category (storefront §3 "father list"). */
export const categories = pgTable(
  'categories',
  {
    catId: serial('cat_id').primaryKey(),
    catName: text('cat_name').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    level: smallint('level').notNull(),
    sortOrder: sortOrder(),
    /** Hidden by the back office: left out of the storefront's tree, its goods kept (issue 31 "Catalogue"). */
    hidden: boolean('hidden').notNull().default(false),
    /** The category's icon, one of the shop's own pictures (`/media/` or `/uploads/`); blank for none (issue 31 "Catalogue"). */
    icon: text('icon').notNull().default(''),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const brands = pgTable('brands', {
  brandId: serial('brand_id').primaryKey(),
  brandName: text('brand_name').notNull(),
  /** Hidden by the back office: offered to no new goods; goods that have it keep it. */
  hidden: boolean('hidden').notNull().default(false),
});

/**
 * Attribute groups. `kind` 'spec' groups (规格, 颜色) make up SKUs; 'filter' groups (光照, 花色 …)
 * only describe goods for the category filter (storefront §3 "Category filter").
 */
export const attributes = pgTable('attributes', {
  attrId: serial('attr_id').primaryKey(),
  attrName: text('attr_name').notNull(),
  kind: text('kind', { enum: ['spec', 'filter'] }).notNull(),
  sortOrder: sortOrder(),
});

/** The shared vocabulary of attribute values that filters offer (`attr_list` items). */
export const attributeValues = pgTable(
  'attribute_values',
  {
    valueId: serial('value_id').primaryKey(),
    attrId: reference('attr_id', () => attributes.attrId),
    valueName: text('value_name').notNull(),
  },
  (t) => [uniqueIndex('attribute_values_attr_name_uq').on(t.attrId, t.valueName)],
);

/**
 * The warehouses goods ship from (`goods.send_address_id`, the spec's `sendAddress_id` and the cart's
 * `sendaddress`), with the name the cart group head and a placed order (`sendaddress_name`) show.
 */
export const shipFromPlaces = pgTable('ship_from_places', {
  sendAddressId: integer('send_address_id').primaryKey(),
  name: text('name').notNull(),
  regionId: reference('region_id', () => regions.regionId),
});

/**
 * Goods (`gshp_id`). Flags follow storefront §3/§4: `is_sale` 1 on sale, 2 coming soon, 3 sold out or
 * off; deposit windows (`dj_*`) for `is_dingjin` goods; `forward` long-term pre-sale. A coming-soon goods with a
 * `beon_time` ahead is put on sale at that time by the scheduled-sale job (modules/catalogue/scheduled-sale.ts).
 * `pinyin`/`initials`/`search_text` are written at insert time for search.
 */
export const goods = pgTable(
  'goods',
  {
    goodsId: serial('goods_id').primaryKey(),
    gsupId: integer('gsup_id').notNull(),
    name: text('name').notNull(),
    shortname: text('shortname').notNull().default(''),
    descpt: text('descpt').notNull().default(''),
    catId: reference('cat_id', () => categories.catId),
    brandId: integer('brand_id').references(() => brands.brandId),
    supId: integer('sup_id').notNull(),
    sendAddressId: integer('send_address_id').notNull(),
    thumbnail: text('thumbnail').notNull(),
    startNum: integer('start_num').notNull().default(1),
    nbei: integer('nbei').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    isSale: smallint('is_sale').notNull().default(1),
    isDeposit: boolean('is_dingjin').notNull().default(false),
    djBegTime: at('dj_beg_time'),
    djEndTime: at('dj_end_time'),
    djPayBegTime: at('dj_pay_beg_time'),
    djPayEndTime: at('dj_pay_end_time'),
    forward: boolean('forward').notNull().default(false),
    isHei5ka: boolean('is_hei5ka').notNull().default(false),
    isMini: boolean('is_mini').notNull().default(false),
    isFei5zhe: boolean('is_fei5zhe').notNull().default(false),
    specialGoods: boolean('special_goods').notNull().default(false),
    shippingDesc: text('shipping_desc').notNull().default(''),
    shouhou: text('shouhou').notNull().default(''),
    /** The operator's own card tags (新品, 热卖 …), shown after the state tag in `after_mark` (storefront §3 "Product card"). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Province or city region ids the goods cannot be sent to (`region_goods_error`). */
    blockedRegionIds: integer('blocked_region_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Lowest market price over the SKUs, kept for the price sorts. */
    sortPriceFen: integer('sort_price_fen').notNull().default(0),
    /** Total stock over the SKUs, kept for `beon` and the stock tags. */
    stock: integer('stock').notNull().default(0),
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    /** Whole terms tagged with their match tier, for search's ranking (modules/catalogue/search-text.ts). */
    searchTerms: text('search_terms').notNull().default(''),
    addTime: addTime(),
    beonTime: at('beon_time'),
  },
  (t) => [
    uniqueIndex('goods_gsup_uq').on(t.gsupId),
    index('goods_cat_idx').on(t.catId, t.addTime),
    index('goods_brand_idx').on(t.brandId),
    // No index holds `stock` or `sort_price_fen`, the columns orders and the operator's stock and prices write
    // (the price sorts sort a page's few thousand goods at most): such an update then stays on its page (a HOT
    // update, the table's fillfactor leaving it room, migration 0025) instead of adding the row again to every
    // index, the search's GIN indexes too, which made a 5 000-SKU sheet import take half a minute.
    // Search's indexes (modules/catalogue/search.ts) take each write at once: with GIN's pending list, which only a
    // vacuum empties and PGlite never vacuums, every search would read the list through.
    index('goods_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index('goods_pinyin_trgm_idx').using('gin', sql`${t.pinyin} gin_trgm_ops`).with({ fastupdate: false }),
    index('goods_initials_trgm_idx').using('gin', sql`${t.initials} gin_trgm_ops`).with({ fastupdate: false }),
    index('goods_search_bigrams_idx').using('gin', searchBigramsOf(t)).with({ fastupdate: false }),
  ],
);

/** A goods' concrete attribute values (`goods_attr_id`, `label`, `thumb_url`). */
export const goodsAttrs = pgTable(
  'goods_attrs',
  {
    goodsAttrId: serial('goods_attr_id').primaryKey(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    attrId: reference('attr_id', () => attributes.attrId),
    valueId: reference('value_id', () => attributeValues.valueId),
    label: text('label').notNull(),
    thumbUrl: text('thumb_url').notNull().default(''),
    sortOrder: sortOrder(),
  },
  (t) => [index('goods_attrs_goods_idx').on(t.goodsId), index('goods_attrs_value_idx').on(t.valueId, t.goodsId)],
);

/**
 * SKUs: one per combination of the goods' spec attribute values (`attr_key` = sorted
 * `goods_attr_id`s joined by commas). Grade prices are fen per `u_grade` ("0".."9").
 */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    skuId: serial('sku_id').primaryKey(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    attrKey: text('attr_key').notNull(),
    stock: integer('stock').notNull().default(0),
    marketPriceFen: integer('market_price_fen').notNull(),
    gradePricesFen: jsonb('grade_prices_fen').$type<Record<string, number>>().notNull().default({}),
    weightGrams: integer('weight_grams').notNull().default(10),
  },
  (t) => [uniqueIndex('goods_skus_attr_uq').on(t.goodsId, t.attrKey)],
);

/**
 * What a SKU's stock is checked against (`garden audit stock`): the stock it was last set to (seeded or by
 * the operator) plus the units orders held at that moment. Placing takes stock and the order holds it; a
 * cancel or an approved return gives it back; so stock + units held by live orders stays equal to this
 * until the stock is set again. Written only where stock is set, in the same transaction.
 */
export const stockBaselines = pgTable('stock_baselines', {
  skuId: extensionOf('sku_id', () => goodsSkus.skuId, { onDelete: 'cascade' }),
  baseline: integer('baseline').notNull(),
  setAt: at('set_at').notNull(),
});

/** Gallery: `type` 1 picture, 2 video (its poster in `img_url`). */
export const goodsPictures = pgTable(
  'goods_pictures',
  {
    imgId: serial('img_id').primaryKey(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    imgUrl: text('img_url').notNull(),
    type: smallint('type').notNull().default(1),
    videoUrl: text('video_url').notNull().default(''),
    sortOrder: sortOrder(),
  },
  (t) => [index('goods_pictures_goods_idx').on(t.goodsId)],
);

/** Pre-sale delivery dates (storefront §3 presell list and delivery options). */
export const goodsDeliveries = pgTable(
  'goods_deliveries',
  {
    deliveryId: serial('delivery_id').primaryKey(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    deliveryTime: text('delivery_time').notNull(),
  },
  (t) => [index('goods_deliveries_goods_idx').on(t.goodsId)],
);

/** Favourites: one row per shopper and goods (idempotent collect). */
export const favourites = pgTable(
  'favourites',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    priceFen: integer('price_fen').notNull().default(0),
    addTime: addTime(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favourites_goods_idx').on(t.goodsId)],
);

/** Arrival reminders (`/v1/service/visit`): one per shopper and goods. */
export const arrivalReminders = pgTable(
  'arrival_reminders',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull().default(''),
    addTime: addTime(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] })],
);

/**
 * A trader's quotation list (shopping §3 "quotation items": spu_id, sku_id; §6: keyed by the trader's
 * user_id): one row per SKU, whatever order they were added in.
 */
export const quoteItems = pgTable(
  'quote_items',
  {
    itemId: serial('item_id').primaryKey(),
    userId: integer('user_id').notNull(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    skuId: reference('sku_id', () => goodsSkus.skuId, { onDelete: 'cascade' }),
    addTime: addTime(),
  },
  (t) => [uniqueIndex('quote_items_user_sku_uq').on(t.userId, t.skuId), index('quote_items_user_idx').on(t.userId, t.itemId)],
);

/**
 * A trader's generated quotation PDF (shopping §2 bkList "generate PDF then download"), one per trader, in the
 * shared database so whichever instance answers the download has it. Deleted whenever the list changes, so a
 * download always shows the list as it is.
 */
export const quotePdfs = pgTable('quote_pdfs', {
  userId: extensionOf('user_id', () => users.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Suggestions left in the catalogue's box (shopping §2 bkHome; `garden feedback list`). */
export const catalogueFeedback = pgTable('catalogue_feedback', {
  feedbackId: serial('feedback_id').primaryKey(),
  userId: integer('user_id'),
  content: text('content').notNull(),
  addTime: addTime(),
});

/**
 * A quotation list a trader sent to the shop (shopping §2 bkList "send list"): the selected lines as
 * they stood, priced at the trader's grade when sent, for the sales desk (`garden quotes list`).
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    requestId: serial('request_id').primaryKey(),
    userId: reference('user_id', () => users.id),
    addTime: addTime(),
  },
  (t) => [index('quote_requests_user_idx').on(t.userId)],
);

/** One sent line: names and price copied, so later catalogue changes do not rewrite what was sent. */
export const quoteRequestLines = pgTable(
  'quote_request_lines',
  {
    requestId: reference('request_id', () => quoteRequests.requestId, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    catName: text('cat_name').notNull(),
    goodsName: text('goods_name').notNull(),
    spe: text('spe').notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.skuId] })],
);
