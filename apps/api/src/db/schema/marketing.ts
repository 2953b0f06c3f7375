// Coupons, home page, activities, promotions and rankings (storefront §3 "Coupon", "Home data";
// shopping §3 "Coupon (bonus)"). Money is integer fen.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { addTime, at, reference, sortOrder } from '../columns';
import { users } from './accounts';
import { goods } from './catalogue';

/**
 * Coupon types (`type_id`). `act_range` 0 whole order, 1 categories, 2 brands, 3 suppliers with the
 * ids in `act_range_ext` (shopping §4); `is_shipping` marks shipping coupons. `claimable` types show
 * on product pages; `total` caps how many may be claimed (0 = no cap).
 */
export const couponTypes = pgTable('coupon_types', {
  typeId: serial('type_id').primaryKey(),
  typeName: text('type_name').notNull(),
  typeMoneyFen: integer('type_money_fen').notNull(),
  typeMoneyDealFen: integer('type_money_deal_fen'),
  minGoodsAmountFen: integer('min_goods_amount_fen').notNull().default(0),
  isShipping: boolean('is_shipping').notNull().default(false),
  actRange: smallint('act_range').notNull().default(0),
  actRangeExt: integer('act_range_ext').array().notNull().default(sql`'{}'::integer[]`),
  claimable: boolean('claimable').notNull().default(true),
  total: integer('total').notNull().default(0),
  claimed: integer('claimed').notNull().default(0),
  useStartDate: at('use_start_date').notNull(),
  useEndDate: at('use_end_date').notNull(),
});

/** Coupons a shopper holds (`bonus_id`); one claim per shopper and type. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    bonusId: serial('bonus_id').primaryKey(),
    typeId: reference('type_id', () => couponTypes.typeId),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    usedTime: at('used_time'),
    addTime: addTime(),
  },
  (t) => [uniqueIndex('user_coupons_user_type_uq').on(t.userId, t.typeId)],
);

/**
 * Home carousel slides (`pccarousel`: redirect_type, redirect_id, carousel_name), shown from `show_from` until
 * `show_until` (either may be open; the domain's `isSlideShown`, read at each request).
 */
export const carousels = pgTable('carousels', {
  carouselId: serial('carousel_id').primaryKey(),
  carouselName: text('carousel_name').notNull(),
  imgUrl: text('img_url').notNull(),
  redirectType: smallint('redirect_type').notNull(),
  redirectId: text('redirect_id').notNull(),
  sortOrder: sortOrder(),
  showFrom: at('show_from'),
  showUntil: at('show_until'),
});

/** Home themes; their goods sit in `theme_goods` (first two large, storefront §2 Home). */
export const themes = pgTable('themes', {
  themeId: serial('theme_id').primaryKey(),
  themeName: text('theme_name').notNull(),
  redirectType: smallint('redirect_type').notNull(),
  redirectId: text('redirect_id').notNull(),
  sortOrder: sortOrder(),
});

/**
 * A table of a list's goods in their order (a theme's, a subject's): `list`, the one column naming the list, and
 * the goods; one row per list and goods, gone with either.
 */
function listedGoodsTable<Name extends string, List extends Record<string, ReturnType<typeof reference>>>(name: Name, list: List) {
  const [listKey] = Object.keys(list) as [keyof List & string];
  return pgTable(name, { ...list, goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }), sortOrder: sortOrder() }, (t) => [
    primaryKey({ columns: [t[listKey], t.goodsId] }),
  ]);
}

export const themeGoods = listedGoodsTable('theme_goods', { themeId: reference('theme_id', () => themes.themeId, { onDelete: 'cascade' }) });

/** Shop-wide switches (home `silent`); one row per name. */
export const siteSettings = pgTable('site_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Activity pages (`/v1/ap/{id}`), whose body holds subjects of goods. */
export const activities = pgTable('activities', {
  apId: serial('ap_id').primaryKey(),
  title: text('title').notNull(),
  banner: text('banner').notNull().default(''),
  content: text('content').notNull().default(''),
});

export const subjects = pgTable(
  'subjects',
  {
    subjectId: serial('subject_id').primaryKey(),
    apId: reference('ap_id', () => activities.apId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [index('subjects_ap_idx').on(t.apId)],
);

export const subjectGoods = listedGoodsTable('subject_goods', {
  subjectId: reference('subject_id', () => subjects.subjectId, { onDelete: 'cascade' }),
});

/**
 * Favourable activities (`fv_id`): promotions whose goods list `/v1/home/fav_goods_lists` shows and
 * whose name the detail's `activities_list` carries. `act_type` 1 is free shipping counted in pieces,
 * 2 free shipping counted in yuan (shopping §4), 3 a price promotion with `promo_price_fen`.
 */
export const favActivities = pgTable('fav_activities', {
  fvId: serial('fv_id').primaryKey(),
  actType: smallint('act_type').notNull(),
  name: text('name').notNull(),
  number: integer('number').notNull().default(0),
  amountFen: integer('amount_fen').notNull().default(0),
  begTime: at('beg_time').notNull(),
  endTime: at('end_time').notNull(),
});

export const favActivityGoods = pgTable(
  'fav_activity_goods',
  {
    fvId: reference('fv_id', () => favActivities.fvId, { onDelete: 'cascade' }),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    promoPriceFen: integer('promo_price_fen'),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.fvId, t.goodsId] }), index('fav_activity_goods_goods_idx').on(t.goodsId)],
);

/** Rankings (`/v1/rank/lists`): per top category (`cat_id` 0 = whole shop), in `position` order. */
export const rankings = pgTable(
  'rankings',
  {
    catId: integer('cat_id').notNull(),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.catId, t.goodsId] }), index('rankings_cat_pos_idx').on(t.catId, t.position)],
);
