// The demo shop: loaded on an empty database at start, or again with
// `pnpm seed --reset`. Deterministic for a given seed time; bulk inserts so it takes seconds.
import { WITHDRAWAL_DESC } from '@garden/domain';
import path from 'node:path';
import { and, eq, getTableName, is, lt, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { goodsChanged } from '../platform/catalogue-cache';
import * as schema from '../db/schema/index';
import { hashPassword } from '../modules/auth/index';
import { keepSeededBaselines } from '../modules/catalogue/index';
import { buildCatalogue } from './build-catalogue';
import { buildCityHardiness, buildPlantFacts } from './build-finder';
import { buildMarketing } from './build-marketing';
import { buildMemberCards } from './build-cards';
import { buildOrders } from './build-orders';
import { buildRegions } from './build-regions';
import { REVIEWER_NICKS } from './catalogue-data';
import { writePictures } from './pictures';
import { createRandom } from './random';

/** The demo logins, printed by the server at first start and listed in the README. */
export const DEMO_ACCOUNTS = {
  shopper: { mobile: '13800138000', password: 'garden123', nick: '花园小主' },
  trader: { mobile: '13900139000', password: 'garden123', nick: '绿野苗圃' },
  parcel: { userName: 'parcel', password: 'parcel123', name: '仓库小李' },
  /** The back office's operators (sandbox only: the seed never runs in production). */
  operators: [
    { login: 'admin', password: 'garden123', displayName: '店长', role: '店长' },
    { login: 'yunying', password: 'garden123', displayName: '运营小王', role: '运营' },
    { login: 'cangku', password: 'garden123', displayName: '仓库小张', role: '仓库' },
    // Not `kefu` or `caiwu`: the back office's journeys, which share one seeded server, add operators of those logins.
    { login: 'service', password: 'garden123', displayName: '客服小陈', role: '客服' },
    { login: 'finance', password: 'garden123', displayName: '财务小刘', role: '财务' },
  ],
} as const;

export interface SeedOptions {
  /** Where seed pictures are written (`<mediaDir>/seed/…`, served as /media/seed/…). */
  mediaDir: string;
  /** Empty every table first (`pnpm seed --reset`). */
  reset?: boolean;
  /** The seed time deposit windows, pre-sale dates and coupons are relative to; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  goods: number;
  ms: number;
}

const SEED = 20_260_101;
/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
const CHUNK = 500;

/**
 * The demo operators (`admin` 店长, `yunying` 运营, `cangku` 仓库, `service` 客服, `finance` 财务), each unless its login exists: a reset keeps operators and
 * the audit trail that names them, and a demo shop seeded before operators existed gets them at its next start.
 */
export async function seedDemoOperators(db: Executor, now: Date): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.operators.map((operator) => hashPassword(operator.password)));
  await db
    .insert(schema.operators)
    .values(
      DEMO_ACCOUNTS.operators.map(({ login, displayName, role }, i) => ({
        login,
        displayName,
        role,
        passwordHash: hashes[i] as string,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Seeds when the catalogue is empty; an existing shop is left alone. */
export async function seedIfEmpty(db: Database, options: Omit<SeedOptions, 'reset'>): Promise<SeedResult> {
  if ((await db.$count(schema.categories)) > 0) return { seeded: false, goods: 0, ms: 0 };
  return seed(db, options);
}

/**
 * Loads the whole demo shop (accounts, regions, catalogue, marketing, reviews) in one transaction, then
 * the demo shopper's orders.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const random = createRandom(SEED);
  const catalogue = buildCatalogue(random, now);
  const [shopperHash, traderHash, parcelHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.shopper.password),
    hashPassword(DEMO_ACCOUNTS.trader.password),
    hashPassword(DEMO_ACCOUNTS.parcel.password),
  ]);

  const { marketing, shopperId } = await db.transaction(async (tx) => {
    if (options.reset) await truncateAll(tx);
    const accounts = await tx
      .insert(schema.users)
      .values([
        {
          mobile: DEMO_ACCOUNTS.shopper.mobile,
          nick: DEMO_ACCOUNTS.shopper.nick,
          passwordHash: shopperHash,
          uGrade: 2,
          userMoneyFen: 50_000,
          createdAt: now,
        },
        { mobile: DEMO_ACCOUNTS.trader.mobile, nick: DEMO_ACCOUNTS.trader.nick, passwordHash: traderHash, isTrader: true, uGrade: 5, createdAt: now },
        ...REVIEWER_NICKS.map((nick, i) => ({ userName: `reviewer${i + 1}`, nick, createdAt: now })),
      ])
      .returning({ id: schema.users.id });
    await seedBalanceHistory(tx, accounts[0]?.id as number, now);
    await tx
      .insert(schema.parcelStaff)
      .values({ userName: DEMO_ACCOUNTS.parcel.userName, name: DEMO_ACCOUNTS.parcel.name, passwordHash: parcelHash, createdAt: now });
    await seedDemoOperators(tx, now);
    const [shopper, , ...reviewers] = accounts.map((a) => a.id);
    const built = buildMarketing(random, now, catalogue, { shopperId: shopper as number, reviewerIds: reviewers });

    const regionRows = buildRegions();
    await insertAll(tx, schema.regions, regionRows);
    await insertAll(tx, schema.cityHardiness, buildCityHardiness(regionRows));
    await insertAll(tx, schema.shipFromPlaces, catalogue.shipFromPlaces);
    await insertAll(tx, schema.categories, catalogue.categories);
    await insertAll(tx, schema.brands, catalogue.brands);
    await insertAll(tx, schema.attributes, catalogue.attributes);
    await insertAll(tx, schema.attributeValues, catalogue.attributeValues);
    await insertAll(tx, schema.goods, catalogue.goods);
    await insertAll(tx, schema.goodsAttrs, catalogue.goodsAttrs);
    await insertAll(tx, schema.goodsSkus, catalogue.goodsSkus);
    await keepSeededBaselines(tx, now);
    await insertAll(tx, schema.goodsPictures, catalogue.goodsPictures);
    await insertAll(tx, schema.goodsDeliveries, catalogue.goodsDeliveries);
    await insertAll(tx, schema.plantFacts, buildPlantFacts());
    await insertAll(tx, schema.couponTypes, built.couponTypes);
    await insertAll(tx, schema.userCoupons, built.userCoupons);
    await insertAll(tx, schema.carousels, built.carousels);
    await insertAll(tx, schema.themes, built.themes);
    await insertAll(tx, schema.themeGoods, built.themeGoods);
    await insertAll(tx, schema.siteSettings, built.siteSettings);
    await insertAll(tx, schema.activities, built.activities);
    await insertAll(tx, schema.subjects, built.subjects);
    await insertAll(tx, schema.subjectGoods, built.subjectGoods);
    await insertAll(tx, schema.favActivities, built.favActivities);
    await insertAll(tx, schema.favActivityGoods, built.favActivityGoods);
    await insertAll(tx, schema.rankings, built.rankings);
    await insertAll(tx, schema.reviews, built.reviews);
    await insertAll(tx, schema.reviewComments, built.reviewComments);
    await insertAll(tx, schema.reviewLikes, built.reviewLikes);
    await insertAll(tx, schema.favourites, built.favourites);
    await insertAll(tx, schema.memberCards, buildMemberCards(shopper as number, now));
    // Rows above carry explicit ids; move each sequence past them so later inserts do not collide.
    for (const [table, column] of SERIAL_COLUMNS) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), (SELECT COALESCE(MAX(${sql.identifier(column)}), 0) + 1 FROM ${sql.identifier(table)}), false)`,
      );
    }
    return { marketing: built, shopperId: shopper as number };
  });

  await writePictures(options.mediaDir, [...catalogue.pictures, ...marketing.pictures], marketing.banners);
  // The orders go through the shop's own services, each in its own transaction, once the shop exists.
  await buildOrders(db, random, { shopperId, dataDir: dataDirOf(options.mediaDir), now });
  await endPastDepositSales(db, now);
  return { seeded: true, goods: catalogue.goods.length, ms: Math.round(performance.now() - started) };
}

/**
 * The deposit sales that ended before the seed time were there for the demo shopper's deposit orders, placed
 * while they ran; the orders keep their own windows. Past the window a goods sells at the normal price
 * (storefront §4 "Deposit status"), so it is an ordinary goods again and shows no 定金 tag.
 */
async function endPastDepositSales(db: Database, now: Date): Promise<void> {
  const ended = await db
    .update(schema.goods)
    .set({ isDeposit: false, djBegTime: null, djEndTime: null, djPayBegTime: null, djPayEndTime: null })
    .where(and(eq(schema.goods.isDeposit, true), lt(schema.goods.djEndTime, now)))
    .returning({ goodsId: schema.goods.goodsId });
  goodsChanged(
    db,
    ended.map((row) => row.goodsId),
  );
}

/** The media folder of a data folder: the app serves `<dataDir>/media` at /media. */
export const mediaDirOf = (dataDir: string): string => path.join(dataDir, 'media');
/** The data folder of a media folder (the sandbox gateway's secret and ledger live there). */
const dataDirOf = (mediaDir: string): string => path.dirname(mediaDir);

const SERIAL_COLUMNS: readonly (readonly [string, string])[] = [
  ['categories', 'cat_id'],
  ['brands', 'brand_id'],
  ['attributes', 'attr_id'],
  ['attribute_values', 'value_id'],
  ['goods', 'goods_id'],
  ['goods_attrs', 'goods_attr_id'],
  ['goods_skus', 'sku_id'],
  ['goods_pictures', 'img_id'],
  ['goods_deliveries', 'delivery_id'],
  ['coupon_types', 'type_id'],
  ['user_coupons', 'bonus_id'],
  ['carousels', 'carousel_id'],
  ['themes', 'theme_id'],
  ['activities', 'ap_id'],
  ['subjects', 'subject_id'],
  ['fav_activities', 'fv_id'],
  ['reviews', 'g_comment_id'],
  ['review_comments', 'comment_id'],
];

type Executor = Pick<Database, 'insert' | 'execute'>;

async function insertAll<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/**
 * Empties every table of the shop's schema (orders and sessions too: a reset is a fresh demo), except the
 * operators, their sessions and the audit trail, which is append-only (its trigger refuses TRUNCATE).
 */
async function truncateAll(db: Executor): Promise<void> {
  const values: unknown[] = Object.values(schema);
  const kept: unknown[] = [schema.operators, schema.operatorSessions, schema.operatorAudit];
  const names = values
    .filter((value): value is PgTable => is(value, PgTable) && !kept.includes(value))
    .map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`TRUNCATE ${sql.join(names, sql`, `)} RESTART IDENTITY CASCADE`);
}

/**
 * The demo shopper's balance as a ledger (shopping §3 "Balance record"): two credits, a paid withdrawal and
 * one still 申请中, summing to the balance the account is created with (`userMoneyFen` 500.00).
 */
async function seedBalanceHistory(tx: Parameters<Parameters<Database['transaction']>[0]>[0], userId: number, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const [paid, pending] = await tx
    .insert(schema.withdrawals)
    .values([
      {
        userId,
        amountFen: 3_000,
        zfb: '13800138000',
        zfbName: '花园演示',
        isPaid: 1,
        addTime: daysAgo(20),
        paidTime: daysAgo(18),
        payoutNo: 'SANDBOX-DEMO-1',
      },
      { userId, amountFen: 2_000, zfb: '13800138000', zfbName: '花园演示', isPaid: 0, addTime: daysAgo(1) },
    ])
    .returning({ id: schema.withdrawals.withdrawalId });
  const rows = [
    { changeFen: 30_000, shortChangeDesc: '注册礼金', changeTime: daysAgo(40) },
    { changeFen: 25_000, shortChangeDesc: '售后退款', changeTime: daysAgo(30) },
    { changeFen: -3_000, shortChangeDesc: WITHDRAWAL_DESC, changeTime: daysAgo(20), withdrawalId: paid?.id },
    { changeFen: -2_000, shortChangeDesc: WITHDRAWAL_DESC, changeTime: daysAgo(1), withdrawalId: pending?.id },
  ];
  let balance = 0;
  await tx.insert(schema.balanceLogs).values(
    rows.map((row) => {
      balance += row.changeFen;
      return { userId, balanceAfterFen: balance, ...row };
    }),
  );
}
