import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FinderPage, ProductCard } from '@garden/contract';
import { ORDER_LIST_TABS, depositGoodsStatus } from '@garden/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carousels,
  categories,
  couponTypes,
  goods,
  goodsAttrs,
  goodsSkus,
  orders,
  parcelStaff,
  plantFacts,
  refunds,
  regions,
  reviewComments,
  reviewLikes,
  reviews,
  shipFromPlaces,
  userCoupons,
  users,
} from '../db/schema/index';
import { createTestContext, type TestContext } from '../test/context';
import { signIn } from '../test/factories';
import { call } from '../test/http';
import { findDemoShopper } from '../test/catalogue-factories';
import { ATTR, seededGoods } from './build-catalogue';
import { zoneRangeOf } from './build-finder';
import { ACTIVITY_SECTIONS, HOME_THEMES, categoriesUnder, hasTag, type Showcase } from './build-marketing';
import { DEMO_RETURN_TRACKING_NO } from './build-orders';
import { DEMO_ACCOUNTS, seed, seedIfEmpty } from './index';

let ctx: TestContext;
let mediaDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  mediaDir = path.join(ctx.config.dataDir, 'media');
  const result = await seedIfEmpty(ctx.db, { mediaDir, now: ctx.clock.now() });
  console.log(`seeded ${result.goods} goods in ${result.ms} ms`);
});
afterAll(() => ctx.close());

describe('the demo seed', () => {
  it('builds a three-level tree with at least 12 top categories and 400 goods with SKUs', async () => {
    expect(await ctx.db.$count(categories, eq(categories.parentId, 0))).toBeGreaterThanOrEqual(12);
    expect(await ctx.db.$count(categories, eq(categories.level, 3))).toBeGreaterThan(24);
    expect(await ctx.db.$count(goods)).toBeGreaterThanOrEqual(400);
    const withoutSku = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM goods g WHERE NOT EXISTS (SELECT 1 FROM goods_skus s WHERE s.goods_id = g.goods_id)`,
    );
    expect((withoutSku.rows[0] as { n: number }).n).toBe(0);
    const [mismatch] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(sql`${goods.stock} <> (SELECT COALESCE(SUM(stock), 0) FROM goods_skus s WHERE s.goods_id = ${goods.goodsId})`);
    expect(mismatch?.n).toBe(0);
  });

  it('covers every state the storefront shows', async () => {
    const has = async (condition: ReturnType<typeof and>) => (await ctx.db.$count(goods, condition)) > 0;
    const now = ctx.clock.now();
    expect(await has(eq(goods.stock, 0))).toBe(true);
    expect(await has(and(gt(goods.stock, 0), lte(goods.stock, 5)))).toBe(true);
    expect(await has(gt(goods.nbei, 1))).toBe(true);
    expect(await has(gt(goods.startNum, 1))).toBe(true);
    expect(await has(and(eq(goods.isDeposit, true), gt(goods.djBegTime, now)))).toBe(true);
    expect(await has(and(eq(goods.isDeposit, true), lte(goods.djBegTime, now), gt(goods.djEndTime, now)))).toBe(true);
    expect(await has(eq(goods.forward, true))).toBe(true);
    expect(await has(eq(goods.isHei5ka, true))).toBe(true);
    expect(await has(eq(goods.isMini, true))).toBe(true);
    expect(await has(eq(goods.specialGoods, true))).toBe(true);
    expect(await has(eq(goods.isSale, 2))).toBe(true);
    expect(await ctx.db.$count(goodsSkus, sql`${goodsSkus.gradePricesFen} <> '{}'::jsonb`)).toBeGreaterThan(0);
  });

  it('seeds coupons of every range, claimed ones, reviews with images, replies and likes, regions and the carousel', async () => {
    const ranges = await ctx.db.selectDistinct({ r: couponTypes.actRange }).from(couponTypes).orderBy(asc(couponTypes.actRange));
    expect(ranges.map((r) => r.r)).toEqual([0, 1, 2, 3]);
    expect(await ctx.db.$count(couponTypes, eq(couponTypes.isShipping, true))).toBeGreaterThan(0);
    expect(await ctx.db.$count(userCoupons)).toBeGreaterThan(0);
    expect(await ctx.db.$count(reviews, sql`cardinality(${reviews.imgs}) > 0`)).toBeGreaterThan(0);
    expect(await ctx.db.$count(reviewComments, eq(reviewComments.isOfficial, true))).toBeGreaterThan(0);
    expect(await ctx.db.$count(reviewComments, eq(reviewComments.isOfficial, false))).toBeGreaterThan(0);
    expect(await ctx.db.$count(reviewLikes)).toBeGreaterThan(0);
    expect(await ctx.db.$count(regions, eq(regions.type, 1))).toBe(31);
    expect(await ctx.db.$count(regions, eq(regions.type, 3))).toBeGreaterThan(2800);
    expect(await ctx.db.$count(carousels)).toBeGreaterThan(0);
  });

  it('draws every picture it refers to', async () => {
    const files = new Set(await readdir(path.join(mediaDir, 'seed')));
    const thumbnails = await ctx.db.select({ t: goods.thumbnail }).from(goods);
    for (const { t } of thumbnails) expect(files.has(path.basename(t))).toBe(true);
  });

  it('creates the demo accounts, and the shopper signs in with the printed password', async () => {
    const [trader] = await ctx.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.trader.mobile));
    expect(trader?.isTrader).toBe(true);
    expect(await ctx.db.$count(parcelStaff, eq(parcelStaff.userName, DEMO_ACCOUNTS.parcel.userName))).toBe(1);
    expect(await signIn(ctx.app, await findDemoShopper(ctx.db))).toMatch(/\S{20,}/);
  });

  it('leaves a seeded shop alone, and a reset seeds the same shop again', async () => {
    expect((await seedIfEmpty(ctx.db, { mediaDir, now: ctx.clock.now() })).seeded).toBe(false);
    const before = await ctx.db.select({ id: goods.goodsId, name: goods.name, price: goods.sortPriceFen }).from(goods).orderBy(asc(goods.goodsId));
    const result = await seed(ctx.db, { mediaDir, reset: true, now: ctx.clock.now() });
    expect(result.seeded).toBe(true);
    const after = await ctx.db.select({ id: goods.goodsId, name: goods.name, price: goods.sortPriceFen }).from(goods).orderBy(asc(goods.goodsId));
    expect(after).toEqual(before);
    expect(await ctx.db.$count(users, eq(users.mobile, DEMO_ACCOUNTS.shopper.mobile))).toBe(1);
    // The ship-from places come back with their names, and every goods ships from a named one.
    const places = await ctx.db.select().from(shipFromPlaces).orderBy(asc(shipFromPlaces.sendAddressId));
    expect(places).toEqual([
      { sendAddressId: 1, name: '杭州仓', regionId: 3301 },
      { sendAddressId: 2, name: '苏州仓', regionId: 3205 },
      { sendAddressId: 3, name: '昆明仓', regionId: 5301 },
    ]);
    expect(await ctx.db.$count(goods, sql`${goods.sendAddressId} NOT IN (SELECT send_address_id FROM ship_from_places)`)).toBe(0);
    // New rows get fresh ids after the explicit seed ids.
    const [created] = await ctx.db.insert(categories).values({ catName: '新分类', level: 1 }).returning();
    expect(created?.catId).toBeGreaterThan(before.length > 0 ? 40 : 0);
  });
});

describe('the demo merchandising, read from one plant table', () => {
  /** Whether a card belongs where a theme or section says its goods come from. */
  const fits = async (shows: Showcase, card: ProductCard): Promise<boolean> => {
    if ('tag' in shows) return hasTag(shows.tag, { goodsId: card.id, name: card.name, presell: card.presell === 1 });
    return categoriesUnder(await ctx.db.select().from(categories), shows.categories).has(card.category);
  };

  it("shows in every home theme only goods of the theme's category or tag, as many as its layout takes", async () => {
    const shown: { theme_name: string; goods: ProductCard[] }[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await call<{ theme: { theme_name: string; goods: ProductCard[] }[] }>(ctx.app, 'GET', '/v3/home/index', {
        query: { page, limit: 2, type: 1 },
      });
      shown.push(...body.data.theme);
      if (body.data.theme.length < 2) break;
    }
    expect(shown.map((theme) => theme.theme_name)).toEqual(HOME_THEMES.map((theme) => theme.name));
    for (const [i, theme] of shown.entries()) {
      const { shows, size } = HOME_THEMES[i] as (typeof HOME_THEMES)[number];
      expect(theme.goods, theme.theme_name).toHaveLength(size);
      for (const card of theme.goods) expect(await fits(shows, card), `${theme.theme_name}: ${card.name}`).toBe(true);
    }
  });

  it("shows in every activity section only goods of the section's categories", async () => {
    for (const [apId, sections] of Object.entries(ACTIVITY_SECTIONS)) {
      const { body } = await call<{ subject: { title: string; goods: ProductCard[] }[] }>(ctx.app, 'GET', `/v1/ap/${apId}`);
      expect(body.data.subject.map((subject) => subject.title)).toEqual(sections.map((section) => section.title));
      for (const [i, subject] of body.data.subject.entries()) {
        expect(subject.goods.length, subject.title).toBeGreaterThan(0);
        for (const card of subject.goods) expect(await fits(sections[i]?.shows as Showcase, card), `${subject.title}: ${card.name}`).toBe(true);
      }
    }
  });

  it('names every goods once', async () => {
    const names = (await ctx.db.select({ name: goods.name }).from(goods)).map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("gives every plant goods the table's 光照, 花色 and 植物属性, and every supply its 材质", async () => {
    const labels = new Map<string, string>();
    for (const row of await ctx.db.select().from(goodsAttrs)) labels.set(`${row.goodsId}:${row.attrId}`, row.label);
    const stored = new Map((await ctx.db.select({ id: goods.goodsId, name: goods.name }).from(goods)).map((row) => [row.id, row.name]));
    for (const seeded of seededGoods()) {
      expect(stored.get(seeded.goodsId)).toBe(seeded.name);
      const label = (attrId: number) => labels.get(`${seeded.goodsId}:${attrId}`);
      if (seeded.plant) {
        expect([label(ATTR.light), label(ATTR.flowerColour), label(ATTR.plantType)], seeded.name).toEqual([
          seeded.plant.light,
          seeded.plant.colour,
          seeded.plant.type,
        ]);
      } else {
        expect(label(ATTR.material), seeded.name).toBe(seeded.supply?.material);
      }
    }
    // The reported contradiction: 龙沙宝石's facts tab said 蓝色 and 乔木.
    const rose = seededGoods().find((seeded) => seeded.name === '龙沙宝石 月季');
    const { body } = await call<{ properties: { pro: { name: string; value: string }[] } }>(ctx.app, 'GET', '/v2/goods/info', {
      query: { gshp_id: rose?.goodsId as number },
    });
    expect(body.data.properties.pro).toEqual(
      expect.arrayContaining([
        { name: '花色', value: '粉色' },
        { name: '植物属性', value: '藤本' },
      ]),
    );
  });

  it("gives every plant a finder card with the table's colour, light, type, habit and hardiness", async () => {
    const plants = new Map(seededGoods().flatMap((seeded) => (seeded.plant ? [[seeded.goodsId, seeded.plant] as const] : [])));
    expect(await ctx.db.$count(plantFacts)).toBe(plants.size);
    const cards: FinderPage['list'] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await call<FinderPage>(ctx.app, 'GET', '/v1/finder/search', { query: { city_name: '', page_no: page } });
      cards.push(...body.data.list);
      if (page >= body.data.last_page) break;
    }
    expect(cards).toHaveLength(plants.size);
    for (const card of cards) {
      const plant = plants.get(card.product_id);
      const zones = zoneRangeOf(plant?.hardiness ?? '');
      expect(card, card.product_name).toMatchObject({
        name: plant?.colour,
        sunshine: plant?.light,
        plant_properties: plant?.type,
        habit: plant?.habit,
        coldest_zone: plant?.hardiness.split('-')[0],
        warmest_zone: plant?.hardiness.split('-')[1],
      });
      expect(zones.coldest).toBeLessThanOrEqual(zones.warmest);
    }
    // The reported contradiction: 千屈菜, a marsh perennial, showed as 藤本 · 全阴.
    expect(cards.find((card) => card.product_name === '千屈菜 水生植物')).toMatchObject({ plant_properties: '多年生草本', sunshine: '全日照' });
  });

  it('sells every deposit goods at its deposit, before or during its window, never past it at the normal price', async () => {
    const now = ctx.clock.now();
    const deposits = await ctx.db.select().from(goods).where(eq(goods.isDeposit, true));
    const statuses = deposits.map((row) => depositGoodsStatus({ isDeposit: true, begTime: row.djBegTime, endTime: row.djEndTime }, now));
    expect(new Set(statuses)).toEqual(new Set([1, 2]));
  });
});

describe("the demo shopper's orders", () => {
  type Card = { order_id: number; o_status: number; is_delete: number; view: { balance_window: { phase: string } | null } };
  let key: string;
  let rows: (typeof orders.$inferSelect)[];
  beforeAll(async () => {
    const shopper = await findDemoShopper(ctx.db);
    key = await signIn(ctx.app, shopper);
    rows = await ctx.db.select().from(orders).where(eq(orders.userId, shopper.id));
  });
  const list = async (query: Record<string, number>) =>
    (await call<{ list: Card[]; total: number }>(ctx.app, 'GET', '/v1/order/list', { key, query: { limit: 100, ...query } })).body.data;
  const idsOf = (predicate: (row: typeof orders.$inferSelect) => boolean) => rows.filter(predicate).map((row) => row.orderId);

  it('has an order in every row of the status table, deposit orders in each phase, the bin and a deleted-for-good one', async () => {
    const live = (row: typeof orders.$inferSelect) => row.isDelete === 0;
    const rowsOfTable: Record<string, (row: typeof orders.$inferSelect) => boolean> = {
      'pending payment': (row) => live(row) && row.oStatus === 0,
      closed: (row) => row.oStatus === 0 && row.isDelete === 1,
      paid: (row) => live(row) && row.oStatus === 1,
      'partly shipped': (row) => live(row) && row.oStatus === 3,
      shipped: (row) => live(row) && row.oStatus === 4,
      'after-sales in progress': (row) => live(row) && row.oStatus === 5 && row.status === 0,
      'after-sales complete': (row) => live(row) && row.oStatus === 6 && row.status === 1,
      'complete, not reviewed': (row) => live(row) && row.oStatus === 7 && row.isComment === 0,
      'complete, reviewed': (row) => live(row) && row.oStatus === 7 && row.isComment === 1 && row.isTwice === 0,
      'complete, followed up': (row) => live(row) && row.oStatus === 7 && row.isTwice === 1,
      'deposit unpaid': (row) => live(row) && row.oStatus === 9 && row.djStatus === 0,
      'deposit paid': (row) => live(row) && row.oStatus === 9 && row.djStatus === 1,
      'recycle bin': (row) => row.isDelete === 2,
      'deleted for good': (row) => row.isDelete === 3,
    };
    for (const [name, predicate] of Object.entries(rowsOfTable)) expect(idsOf(predicate), name).not.toHaveLength(0);
    // Placement snapshots the ship-from place's name on every order.
    expect(rows.filter((row) => row.sendAddressName === '')).toEqual([]);
    // The balance windows of the paid deposits: one ahead, one open now, one missed.
    const deposits = (await list({ o_status: 9 })).list.filter((card) => card.view.balance_window);
    expect(deposits.map((card) => card.view.balance_window?.phase).sort()).toEqual(['before', 'open', 'over']);
    // The paid order bought two pots of the buy-2 promotion: the detail shows the gift it earned.
    const [paid] = idsOf((row) => live(row) && row.oStatus === 1);
    const detail = await call<{ present: { goods_number: number; goods_price: string }[] }>(ctx.app, 'GET', '/v1/order/detail', {
      key,
      query: { order_id: paid as number },
    });
    expect(detail.body.data.present).toEqual([expect.objectContaining({ goods_number: 1, goods_price: '0.00' })]);
    // The refund went back to WeChat Pay; the open requests (a refund before shipping, a return on its way
    // back under the README's tracking number) wait for the operator.
    expect((await ctx.db.select({ status: refunds.status }).from(refunds)).map((row) => row.status).sort()).toEqual([0, 0, 1]);
    const [returning] = await ctx.db.select().from(refunds).where(eq(refunds.refundInvoiceNo, DEMO_RETURN_TRACKING_NO));
    expect(returning).toMatchObject({ refundType: 2, status: 0, receivedAt: null });
  });

  it('lists each order under its tabs, and the time filters narrow the list', async () => {
    const tabs = ORDER_LIST_TABS.map(({ tab }) => tab);
    const expected: Record<string, number[]> = {
      '0': idsOf((row) => row.isDelete === 0 && row.oStatus === 0),
      '1': idsOf((row) => row.isDelete === 0 && (row.oStatus === 1 || row.oStatus === 2)),
      '3': idsOf((row) => row.isDelete === 0 && row.oStatus === 3),
      '4': idsOf((row) => row.isDelete === 0 && row.oStatus === 4),
      '6': idsOf((row) => row.isDelete === 0 && (row.oStatus === 5 || row.oStatus === 6)),
      '9': idsOf((row) => row.isDelete === 0 && row.oStatus === 9),
      '-1': idsOf((row) => row.isDelete === 0 || row.isDelete === 1),
      recycleBin: idsOf((row) => row.isDelete === 2),
    };
    expect(Object.keys(expected).sort()).toEqual(tabs.map(String).sort());
    for (const tab of tabs) {
      const query: Record<string, number> = tab === 'recycleBin' ? { o_status: -1, is_delete: 2 } : { o_status: tab };
      const shown = (await list(query)).list.map((card) => card.order_id).sort((a, b) => a - b);
      expect(shown, `tab ${tab}`).toEqual([...(expected[String(tab)] ?? [])].sort((a, b) => a - b));
      expect(shown.length, `tab ${tab}`).toBeGreaterThan(0);
    }
    const totals = await Promise.all([30, 91, 365, 0].map(async (days) => (await list({ add_time: days })).total));
    expect(totals[0]).toBeLessThan(totals[1] as number);
    expect(totals[1]).toBeLessThan(totals[2] as number);
    expect(totals[2]).toBe(totals[3]);
  });
});
