// The shop `garden audit orders` is timed on (apps/cli/bench/audit.bench.ts starts this file as a process:
// the apps never import each other, so the CLI's bench asks for a shop and talks to it over HTTP).
// A fresh database on the PostgreSQL server the tests use, with the demo shop seeded; shoppers holding goods
// coupons of every act_range, shipping coupons, member cards of two rates and the black-five card
// place real orders through the built server (direct buys and cart checkouts of several lines, some paid from
// the balance), so every stored amount is one the checkout computed. Then every order is copied with its lines
// (new order_id and order_sn, the same facts and amounts) until there are BENCH_ORDERS. Prints one JSON line
// (the server's address, a login key of the seeded 店长, the counts); when its standard input closes it stops the server
// and drops the database.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@garden/contract';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { couponTypes, goods, goodsSkus, memberCards, userCoupons } from '../src/db/schema/index';
import { createConfig } from '../src/env';
import { DEMO_ACCOUNTS, seed } from '../src/seed/index';
import { createBuyer } from '../src/test/buying-factories';
import { createServerDatabase } from './bench-database';
import { startProcess, stop } from './bench-server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const BUYERS = 40;
const PLACEMENTS_PER_BUYER = 10;
/** Buyers placing at once (each one's own placements in turn, so coupons are taken as a shopper would). */
const CONCURRENCY = 8;
const DAY_MS = 86_400_000;

/** A goods the buyers may order: its ship-from place, one SKU's attribute ids, what coupons match, whether black-five applies. */
interface Buyable {
  goodsId: number;
  sendAddressId: number;
  attrKey: string;
  catId: number;
  brandId: number;
  supId: number;
  isHei5ka: boolean;
}

/** A small fixed generator: the same orders every run. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return { int: (max: number) => next() % max, pick: <T>(items: readonly T[]) => items[next() % items.length] as T };
}

async function main(): Promise<void> {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  try {
    database = await createServerDatabase('garden_bench_audit');
  } catch (error) {
    console.log(JSON.stringify({ skipped: `no PostgreSQL server (${(error as Error).message})` }));
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-audit-'));
  const handle = await openDatabase({ databaseUrl: database.url });
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  const stderrFile = path.join(dataDir, 'server-stderr.log');
  try {
    await migrateDatabase(handle);
    const db: Database = handle.db;
    const now = new Date();
    await seed(db, { mediaDir: path.join(dataDir, 'media'), now });

    // Goods on sale now, stock for every order, and Hangzhou (the buyers' address) served.
    const onSale = and(eq(goods.isSale, 1), eq(goods.forward, false), eq(goods.isDeposit, false));
    await db.execute(sql`UPDATE ${goodsSkus} SET stock = 10000 FROM ${goods} WHERE ${goods.goodsId} = ${goodsSkus.goodsId} AND ${onSale}`);
    await db
      .update(goods)
      .set({
        stock: sql`(SELECT sum(stock) FROM ${goodsSkus} WHERE ${goodsSkus.goodsId} = ${goods.goodsId})`,
        startNum: 1,
        nbei: 1,
        blockedRegionIds: [],
      })
      .where(onSale);
    const rows = await db
      .select({
        goodsId: goods.goodsId,
        sendAddressId: goods.sendAddressId,
        attrKey: goodsSkus.attrKey,
        catId: goods.catId,
        brandId: goods.brandId,
        supId: goods.supId,
        isHei5ka: goods.isHei5ka,
      })
      .from(goods)
      .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.goodsId))
      .where(onSale)
      .orderBy(goods.goodsId, goodsSkus.skuId);
    const buyables = [...new Map(rows.map((row) => [row.goodsId, { ...row, brandId: row.brandId ?? 0 }])).values()] as Buyable[];
    const byPlace = new Map<number, Buyable[]>();
    for (const item of buyables) {
      const place = byPlace.get(item.sendAddressId);
      if (place) place.push(item);
      else byPlace.set(item.sendAddressId, [item]);
    }
    const random = createRandom(20_260_115);

    // Coupon types of every act_range (ids from the goods on sale), with and without a minimum and a deal cap.
    const idsOf = (field: 'catId' | 'brandId' | 'supId') => [...new Set(buyables.map((item) => item[field]))];
    const [cats, brands, sups] = [idsOf('catId'), idsOf('brandId'), idsOf('supId')];
    const someOf = (ids: number[]) => [random.pick(ids), random.pick(ids), random.pick(ids)];
    const dates = { useStartDate: new Date(now.getTime() - DAY_MS), useEndDate: new Date(now.getTime() + 30 * DAY_MS), claimable: false };
    const typeRows: (typeof couponTypes.$inferInsert)[] = [
      { typeName: '全场满减', typeMoneyFen: 1_000, minGoodsAmountFen: 5_000, actRange: 0, ...dates },
      { typeName: '全场立减', typeMoneyFen: 500, actRange: 0, ...dates },
      { typeName: '大额券', typeMoneyFen: 20_000, typeMoneyDealFen: 3_000, minGoodsAmountFen: 10_000, actRange: 0, ...dates },
      { typeName: '品类券', typeMoneyFen: 1_500, minGoodsAmountFen: 2_000, actRange: 1, actRangeExt: someOf(cats), ...dates },
      { typeName: '品牌券', typeMoneyFen: 800, actRange: 2, actRangeExt: someOf(brands), ...dates },
      { typeName: '供应商券', typeMoneyFen: 1_200, minGoodsAmountFen: 3_000, actRange: 3, actRangeExt: someOf(sups), ...dates },
      { typeName: '运费券', typeMoneyFen: 300, isShipping: true, ...dates },
      { typeName: '运费全免券', typeMoneyFen: 1_000, isShipping: true, ...dates },
    ];
    const types = await db.insert(couponTypes).values(typeRows).returning({ typeId: couponTypes.typeId });

    const config = createConfig({ db, dataDir, logError: () => {} });
    // Each buyer draws from a generator of its own: the same orders whatever order the buyers run in.
    const buyers: { key: string; card?: number; black: boolean; place: number; random: ReturnType<typeof createRandom> }[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const { user, key } = await createBuyer(db, config, { userMoneyFen: 10_000_000, uGrade: i % 6 });
      await db.insert(userCoupons).values(types.map(({ typeId }) => ({ typeId, userId: user.id, addTime: now })));
      const card = i % 3 === 0 ? undefined : 8800 + (i % 3);
      if (card !== undefined) {
        await db
          .insert(memberCards)
          .values({ userId: user.id, fCardNumber: card, balanceFen: 0, fDiscount: card % 2 ? '0.9' : '0.95', fName: '会员卡', createdAt: now });
      }
      const black = i % 4 === 0;
      if (black)
        await db.insert(memberCards).values({ userId: user.id, fCardNumber: 2, balanceFen: 0, fDiscount: '1', fName: '黑五卡', createdAt: now });
      buyers.push({ key, card, black, place: random.pick([...byPlace.keys()]), random: createRandom(i + 1) });
    }

    server = await startProcess(['dist/main.js'], { DATABASE_URL: database.url, DATA_DIR: dataDir }, '/v3/category/father_list', stderrFile);
    const base = server.base;
    const post = async (key: string, pathname: string, json: Record<string, unknown>) => {
      const response = await fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', key },
        body: JSON.stringify(json),
      });
      return (await response.json()) as { code: number; msg: string };
    };

    let placed = 0;
    const refusals = new Map<string, number>();
    const place = async (buyer: (typeof buyers)[number], j: number) => {
      const { random } = buyer;
      const shippingId = 1 + random.int(2);
      const shared = {
        is_balance: j % 4 === 0 ? 1 : 0,
        ...(buyer.card !== undefined && j % 2 === 0 ? { card_number: buyer.card } : {}),
      };
      const items = byPlace.get(buyer.place) as Buyable[];
      let reply: { code: number; msg: string };
      if (j % 3 === 2) {
        // A cart checkout of several lines from one ship-from place (one order).
        for (let n = 2 + random.int(3); n > 0; n -= 1) {
          const item = random.pick(items);
          const added = await post(buyer.key, '/v3/cart/add', { gshp_id: item.goodsId, number: 1 + random.int(3), attr_id: item.attrKey });
          if (added.code !== 200) refusals.set(added.msg, (refusals.get(added.msg) ?? 0) + 1);
        }
        const group = String(buyer.place);
        reply = await post(buyer.key, endpoints.placeCartOrder.path, { devide_items: [group], shipping_ids: { [group]: shippingId }, ...shared });
      } else {
        const item = buyer.black && j % 2 === 1 ? random.pick(buyables.filter((candidate) => candidate.isHei5ka)) : random.pick(buyables);
        const black = buyer.black && item.isHei5ka ? { is_black: 1 } : {};
        reply = await post(buyer.key, endpoints.placeDirectOrder.path, {
          gshp_id: item.goodsId,
          attr_id: item.attrKey,
          number: 1 + random.int(4),
          shipping_id: shippingId,
          ...shared,
          ...black,
        });
      }
      if (reply.code === 200) placed += 1;
      else refusals.set(reply.msg, (refusals.get(reply.msg) ?? 0) + 1);
    };
    const queue = [...buyers];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
          for (let j = 0; j < PLACEMENTS_PER_BUYER; j += 1) await place(buyer, j);
        }
      }),
    );

    // Copies k = 1…n of every order: ids moved by k × the largest id (a child keeps pointing at its father's copy).
    const [{ stored, last }] = (
      await db.execute<{ stored: number; last: number }>(sql`SELECT count(*)::int AS stored, max(order_id) AS last FROM orders`)
    ).rows as [{ stored: number; last: number }];
    const copies = Math.max(0, Math.ceil(ORDERS / stored) - 1);
    const columnsOf = async (table: string, skip: string[]) =>
      (
        await db.execute<{ name: string }>(
          sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table} ORDER BY ordinal_position`,
        )
      ).rows
        .map((row) => row.name)
        .filter((name) => !skip.includes(name));
    const orderColumns = await columnsOf('orders', ['order_id', 'order_sn', 'order_father_id']);
    const lineColumns = await columnsOf('order_goods', ['rec_id', 'order_id']);
    const list = (names: string[]) => sql.raw(names.map((name) => `"${name}"`).join(', '));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO orders (order_id, order_sn, order_father_id, ${list(orderColumns)})
        SELECT order_id + k * ${last}, order_sn || '-' || k, order_father_id + k * ${last}, ${list(orderColumns)}
        FROM orders CROSS JOIN generate_series(1, ${copies}) AS k`);
      await tx.execute(sql`
        INSERT INTO order_goods (order_id, ${list(lineColumns)})
        SELECT order_id + k * ${last}, ${list(lineColumns)}
        FROM order_goods CROSS JOIN generate_series(1, ${copies}) AS k ORDER BY k, rec_id`);
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'order_id'), (SELECT max(order_id) FROM orders))`);
    });
    // As autovacuum would have by the time a shop holds this many orders.
    await db.execute(sql`ANALYZE orders, order_goods`);
    const [counts] = (
      await db.execute<{ orders: number; lines: number }>(
        sql`SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_goods) AS lines`,
      )
    ).rows;
    // The data-folder token only adds operators: the audit reads orders as the seeded 店长, signed in.
    const [owner] = DEMO_ACCOUNTS.operators;
    const signIn = await fetch(`${base}${endpoints.operatorSignIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: owner.login, password: owner.password }),
    });
    const signedIn = (await signIn.json()) as { code: number; msg: string; data?: { key: string } };
    if (signedIn.code !== 200 || !signedIn.data) throw new Error(`the 店长 could not sign in: ${signedIn.msg}`);
    console.log(
      JSON.stringify({
        base,
        operatorKey: signedIn.data.key,
        ...counts,
        placed,
        seeded: stored - placed,
        copies,
        refused: Object.fromEntries(refusals),
      }),
    );

    // Serve until the bench is done with the shop.
    process.stdin.resume();
    await new Promise((resolve) => process.stdin.once('close', resolve).once('end', resolve));
  } catch (error) {
    const stderr = await readFile(stderrFile, 'utf8').catch(() => '');
    console.log(JSON.stringify({ failed: `${(error as Error).stack}${stderr ? `\nserver: ${stderr.slice(-2000)}` : ''}` }));
  } finally {
    if (server) await stop(server.child);
    await handle.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
