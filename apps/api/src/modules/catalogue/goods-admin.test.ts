// The back office's catalogue (issue 31 "Catalogue"): the goods list and editor, categories and brands, as 运营 and
// 店长 make them and 客服 may not; every refusal with its Chinese message and nothing written; the audit row
// committed with the change; and a goods made in the editor found and bought in the storefront.
import { endpoints } from '@garden/contract';
import {
  BRAND_NOT_FOUND,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_GOODS,
  CATEGORY_ICON_INVALID,
  CATEGORY_SAVED,
  CATEGORY_NOT_FOUND,
  CATEGORY_ORDER_INVALID,
  CATEGORY_PARENT_INVALID,
  CATEGORY_TOO_DEEP,
  FIELD_REASONS,
  GOODS_CATEGORY_NOT_LEAF,
  GOODS_DELIVERY_DATES_INVALID,
  GOODS_HARDINESS_RANGE_INVALID,
  GOODS_ON_SALE_TIME_PAST,
  GOODS_PLANT_FACTS_INVALID,
  GOODS_TAGS_INVALID,
  GOODS_GRADE_PRICE_ABOVE_MARKET,
  GOODS_NOT_FOUND,
  GOODS_SKU_IN_ORDERS,
  GOODS_SKUS_MISMATCH,
  OFF_SALE,
  OPERATOR_FORBIDDEN,
  type OperatorRole,
  SELECT_GOODS_TO_CHECKOUT,
} from '@garden/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, goods, goodsAttrs, goodsSkus, operatorAudit, orderGoods, orders } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { type CallOptions, call, refused } from '../../test/http';
import { signInOperator } from '../../test/operator-calls';
import { putScheduledGoodsOnSale } from './scheduled-sale';

const ctx = useSeededContext();

/** A new operator of `role`, signed in: their id and the header their calls carry. */
const operatorOf = (role: OperatorRole) => signInOperator(ctx, role);

type Name = keyof typeof endpoints;
/** Calls a back-office call by its name in the endpoint table: a GET's fields as its query, others as JSON. */
function op<T = Record<string, unknown>>(as: CallOptions, name: Name, fields: Record<string, unknown> = {}) {
  const { method, path } = endpoints[name];
  return method === 'get'
    ? call<T>(ctx.app, 'GET', path, { ...as, query: fields as Record<string, string | number> })
    : call<T>(ctx.app, method.toUpperCase(), path, { ...as, json: fields });
}

/** A leaf category of the seed and a goods of two attributes of two values each: four SKUs. */
async function goodsFields(overrides: Record<string, unknown> = {}) {
  const [leaf] = await ctx.db.select().from(categories).where(eq(categories.level, 3)).limit(1);
  return {
    name: '测试编辑月季',
    shortname: '编辑月季',
    cat_id: leaf?.catId,
    send_address_id: 1,
    descpt: '花大色艳，\n耐热。',
    pictures: [{ url: '/media/seed/g1-0.svg' }, { url: '/media/seed/g1-1.svg' }],
    attributes: [
      { name: '规格', values: [{ label: '1加仑' }, { label: '2加仑' }] },
      { name: '颜色', values: [{ label: '粉' }, { label: '白' }] },
    ],
    skus: [
      { values: ['1加仑', '粉'], market_price: '50.00', grade_prices: { 2: '45.00' }, stock: 5, weight: 800 },
      { values: ['1加仑', '白'], market_price: '50.00', stock: 6 },
      { values: ['2加仑', '粉'], market_price: '80', stock: 7 },
      { values: ['2加仑', '白'], market_price: '80.5', stock: 0 },
    ],
    start_num: 1,
    nbei: 1,
    is_sale: 1,
    ...overrides,
  };
}

interface Detail {
  goods_id: number;
  skus: { sku_id: number; values: string[]; market_price: string; grade_prices: Record<string, string>; stock: number; weight: number }[];
  attributes: { name: string; values: { goods_attr_id: number; label: string; thumb: string }[] }[];
  is_sale: number;
  stock: number;
  cat_path: string[];
}

const auditRows = async () => Number((await ctx.db.select({ n: count() }).from(operatorAudit))[0]?.n);
/** The newest audit row of a call. */
const lastAudit = async (action: string) =>
  (await ctx.db.select().from(operatorAudit).where(eq(operatorAudit.action, action)).orderBy(sql`${operatorAudit.id} desc`).limit(1))[0];
/** A climbing rose's finder facts, as the editor sends them. */
const ROSE_FACTS = {
  light: '全日照',
  plant_type: '灌木',
  flower_colour: '粉色',
  habit: '攀援',
  specialities: ['芳香', '观花'],
  tolerances: ['耐热'],
  coldest_zone: '5a',
  warmest_zone: '9b',
};
const goodsCount = async () => Number((await ctx.db.select({ n: count() }).from(goods))[0]?.n);

describe('who may use the catalogue calls', () => {
  it('opens every call to 运营 and 店长 and refuses 客服 with 403 没有权限执行此操作, writing nothing', async () => {
    const support = await operatorOf('客服');
    const before = [await goodsCount(), await auditRows()];
    const names: Name[] = [
      'listAdminGoods',
      'readAdminGoods',
      'createGoods',
      'updateGoods',
      'setGoodsSale',
      'listAdminCategories',
      'createCategory',
      'updateCategory',
      'reorderCategories',
      'deleteCategory',
      'listAdminBrands',
      'createBrand',
      'updateBrand',
    ];
    for (const name of names) {
      const answer = await op(support.as, name, {
        goods_id: 1,
        cat_id: 1,
        brand_id: 1,
        parent_id: 0,
        cat_ids: [],
        cat_name: '不行',
        brand_name: '不行',
        is_sale: 3,
      });
      expect([name, answer.status, answer.body]).toEqual([name, 403, refused(OPERATOR_FORBIDDEN, 403)]);
    }
    expect([await goodsCount(), await auditRows()]).toEqual(before);
    for (const role of ['运营', '店长'] as const) {
      const { as } = await operatorOf(role);
      for (const name of ['listAdminGoods', 'listAdminCategories', 'listAdminBrands'] as const)
        expect((await op(as, name)).body.code, `${role} ${name}`).toBe(200);
      expect((await op(as, 'readAdminGoods', { goods_id: 1 })).body.code).toBe(200);
      const made = await op<Detail>(as, 'createGoods', await goodsFields({ name: `${role}的月季` }));
      expect(made.body.code).toBe(200);
      expect((await op(as, 'setGoodsSale', { goods_id: made.body.data.goods_id, is_sale: 3 })).body).toMatchObject({ code: 200, msg: OFF_SALE });
      const category = await op<{ cat_id: number }>(as, 'createCategory', { cat_name: `${role}分类` });
      expect(category.body.code).toBe(200);
      expect((await op(as, 'updateCategory', { cat_id: category.body.data.cat_id, hidden: 1 })).body.code).toBe(200);
      expect((await op(as, 'deleteCategory', { cat_id: category.body.data.cat_id })).body.code).toBe(200);
      const brand = await op<{ brand_id: number }>(as, 'createBrand', { brand_name: `${role}品牌` });
      expect((await op(as, 'updateBrand', { brand_id: brand.body.data.brand_id, hidden: 1 })).body.code).toBe(200);
    }
  });
});

describe('the goods editor', () => {
  it('creates a goods of 2×2 SKUs with grade prices, audited in its transaction, and loads it back for editing', async () => {
    const yunying = await operatorOf('运营');
    const made = await op<Detail>(yunying.as, 'createGoods', await goodsFields());
    expect(made.body).toMatchObject({ code: 200, msg: '商品已创建' });
    const detail = made.body.data;
    expect(detail.skus.map((sku) => sku.values)).toEqual([
      ['1加仑', '粉'],
      ['1加仑', '白'],
      ['2加仑', '粉'],
      ['2加仑', '白'],
    ]);
    expect(detail.skus[0]).toMatchObject({ market_price: '50.00', grade_prices: { 2: '45.00' }, stock: 5, weight: 800 });
    expect(detail.skus[3]).toMatchObject({ market_price: '80.50', grade_prices: {}, stock: 0, weight: 500 });
    expect(detail).toMatchObject({ stock: 18, is_sale: 1 });
    expect(detail.cat_path).toHaveLength(3);
    expect((await op<Detail>(yunying.as, 'readAdminGoods', { goods_id: detail.goods_id })).body.data).toEqual(detail);
    const [row] = await ctx.db.select().from(goods).where(eq(goods.goodsId, detail.goods_id));
    expect(row).toMatchObject({
      sortPriceFen: 5000,
      stock: 18,
      thumbnail: '/media/seed/g1-0.svg',
      pinyin: expect.stringContaining('ceshibianjiyueji'),
    });
    const audit = await lastAudit('createGoods');
    expect(audit).toMatchObject({ operatorId: yunying.id, targetType: 'goods-detail', targetId: 'new', before: null });
    expect(audit?.after).toMatchObject({ goods_id: detail.goods_id, skus: expect.any(Array) });
  });

  it('saves changes: a SKU whose values stay keeps its id; grade prices, stock and the search texts follow', async () => {
    const { as } = await operatorOf('运营');
    const made = (await op<Detail>(as, 'createGoods', await goodsFields())).body.data;
    const fields = await goodsFields({
      goods_id: made.goods_id,
      name: '蓝色阴雨 月季',
      attributes: [
        { name: '规格', values: [{ label: '1加仑' }, { label: '5加仑' }] },
        { name: '颜色', values: [{ label: '粉' }, { label: '白' }] },
      ],
      skus: [
        { values: ['1加仑', '粉'], market_price: '60.00', grade_prices: { 3: '55.00' }, stock: 9 },
        { values: ['1加仑', '白'], market_price: '50.00', stock: 6 },
        { values: ['5加仑', '粉'], market_price: '200', stock: 2 },
        { values: ['5加仑', '白'], market_price: '200', stock: 2 },
      ],
    });
    // The storefront's search for the new name, read (and cached) before the save, finds the goods right after it.
    const storefrontFinds = async () =>
      (await call<{ list: { id: number }[] }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: 'lanseyinyu' } })).body.data.list.map(
        (card) => card.id,
      );
    expect(await storefrontFinds()).not.toContain(made.goods_id);
    const saved = await op<Detail>(as, 'updateGoods', fields);
    expect(saved.body).toMatchObject({ code: 200, msg: '商品已保存' });
    expect(await storefrontFinds()).toContain(made.goods_id);
    expect(saved.body.data.skus.slice(0, 2).map((sku) => sku.sku_id)).toEqual(made.skus.slice(0, 2).map((sku) => sku.sku_id));
    expect(saved.body.data.skus[0]).toMatchObject({ market_price: '60.00', grade_prices: { 3: '55.00' }, stock: 9 });
    expect(saved.body.data.attributes[0]?.values.map((value) => value.label)).toEqual(['1加仑', '5加仑']);
    expect(saved.body.data.stock).toBe(19);
    const list = await op<{ list: { goods_id: number }[]; count: number }>(as, 'listAdminGoods', { keyword: 'lsyy' });
    expect(list.body.data.list.map((item) => item.goods_id)).toContain(made.goods_id);
    expect((await op<{ list: { goods_id: number }[] }>(as, 'listAdminGoods', { keyword: String(made.goods_id) })).body.data.list[0]?.goods_id).toBe(
      made.goods_id,
    );
    // Digits past what an id holds are only text: no goods, no error.
    expect((await op<{ list: unknown[] }>(as, 'listAdminGoods', { keyword: '9223372036854776000' })).body).toMatchObject({
      code: 200,
      data: { list: [] },
    });
  });

  it('saves a seeded goods as loaded: nothing changes, its SKUs and the category filter’s descriptions stay', async () => {
    const { as } = await operatorOf('运营');
    // A sample of the seed (all of the first 120 were checked once: each saves back unchanged).
    for (const goodsId of [1, 2, 3, 17, 42, 77, 120]) {
      const loaded = (await op<Detail & Record<string, unknown>>(as, 'readAdminGoods', { goods_id: goodsId })).body.data;
      const attrsBefore = await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, goodsId)).orderBy(goodsAttrs.goodsAttrId);
      const fields = {
        ...loaded,
        pictures: (loaded.pictures as { url: string; video_url: string }[]).map(({ url, video_url }) => ({ url, video_url })),
        attributes: loaded.attributes.map((a) => ({ name: a.name, values: a.values.map(({ label, thumb }) => ({ label, thumb })) })),
        skus: loaded.skus.map(({ values, market_price, grade_prices, stock, weight }) => ({ values, market_price, grade_prices, stock, weight })),
      };
      const saved = await op<Detail>(as, 'updateGoods', fields);
      expect([goodsId, saved.body.msg]).toEqual([goodsId, '商品已保存']);
      expect(saved.body.data).toEqual(loaded);
      expect(await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, goodsId)).orderBy(goodsAttrs.goodsAttrId)).toEqual(attrsBefore);
    }
  });

  it('refuses a broken goods with the domain’s message and writes nothing, not even the audit row', async () => {
    const { as } = await operatorOf('运营');
    const base = await goodsFields();
    const [top] = await ctx.db.select().from(categories).where(eq(categories.level, 1)).limit(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ cat_id: top?.catId }, GOODS_CATEGORY_NOT_LEAF],
      [{ cat_id: 99_999_999 }, CATEGORY_NOT_FOUND],
      [{ skus: base.skus.slice(1) }, GOODS_SKUS_MISMATCH],
      [{ skus: [{ ...base.skus[0], grade_prices: { 2: '99.00' } }, ...base.skus.slice(1)] }, GOODS_GRADE_PRICE_ABOVE_MARKET],
      [{ skus: [{ ...base.skus[0], market_price: '0' }, ...base.skus.slice(1)] }, `参数 skus.0.market_price 不正确：${FIELD_REASONS.price}`],
      [{ brand_id: 99_999_999 }, BRAND_NOT_FOUND],
      [{ deliveries: ['2026-02-30'] }, GOODS_DELIVERY_DATES_INVALID],
      [{ is_sale: 2, beon_time: Math.floor(ctx.clock.now().getTime() / 1000) - 60 }, GOODS_ON_SALE_TIME_PAST],
      [{ tags: ['新品', '新品'] }, GOODS_TAGS_INVALID],
      [{ plant: { ...ROSE_FACTS, habit: '会飞' } }, GOODS_PLANT_FACTS_INVALID],
      [{ plant: { ...ROSE_FACTS, coldest_zone: '9b', warmest_zone: '5a' } }, GOODS_HARDINESS_RANGE_INVALID],
      [{ plant: { ...ROSE_FACTS, coldest_zone: '14a' } }, GOODS_HARDINESS_RANGE_INVALID],
    ];
    const before = [await goodsCount(), await auditRows()];
    for (const [change, message] of cases) expect((await op(as, 'createGoods', { ...base, ...change })).body, message).toEqual(refused(message));
    expect([await goodsCount(), await auditRows()]).toEqual(before);
    expect((await op(as, 'updateGoods', { ...base, goods_id: 99_999_999 })).body).toEqual(refused(GOODS_NOT_FOUND, 404));
    // A SKU an order holds cannot leave the matrix; the whole save is undone.
    const made = (await op<Detail>(as, 'createGoods', base)).body.data;
    const buyer = await createBuyer(ctx.db, ctx.config);
    const attrIds = [made.attributes[0]?.values[1]?.goods_attr_id, made.attributes[1]?.values[0]?.goods_attr_id];
    const placed = await call(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: made.goods_id, number: 1, attr_id: attrIds, shipping_id: 2 },
    });
    expect(placed.body.code).toBe(200);
    const trail = await auditRows();
    const ordered = (await op<Detail>(as, 'readAdminGoods', { goods_id: made.goods_id })).body.data;
    const shrunk = await op(as, 'updateGoods', {
      ...base,
      goods_id: made.goods_id,
      name: '改了名字',
      attributes: [{ name: '规格', values: [{ label: '1加仑' }] }, base.attributes[1]],
      skus: base.skus.slice(0, 2),
    });
    expect(shrunk.body).toEqual(refused(GOODS_SKU_IN_ORDERS));
    expect(await auditRows()).toBe(trail);
    expect((await op<Detail>(as, 'readAdminGoods', { goods_id: made.goods_id })).body.data).toEqual(ordered);
  });

  it('takes goods off sale: an open cart shows it invalid and checkout refuses it', async () => {
    const { as } = await operatorOf('运营');
    const made = (await op<Detail>(as, 'createGoods', await goodsFields())).body.data;
    const buyer = await createBuyer(ctx.db, ctx.config);
    const attrIds = [made.attributes[0]?.values[0]?.goods_attr_id, made.attributes[1]?.values[0]?.goods_attr_id];
    expect(
      (await call(ctx.app, 'POST', '/v3/cart/add', { key: buyer.key, json: { gshp_id: made.goods_id, number: 1, attr_id: attrIds } })).body.code,
    ).toBe(200);
    expect((await op(as, 'setGoodsSale', { goods_id: made.goods_id, is_sale: 3 })).body).toMatchObject({ code: 200, data: { is_sale: 3 } });
    const cart = await call<{ errors: { msg: string }[] }>(ctx.app, 'GET', '/v3/cart/lists', { key: buyer.key });
    expect(cart.body.data.errors.map((error) => error.msg)).toEqual([OFF_SALE]);
    const checkout = await call(ctx.app, 'POST', '/v2/order/cart_checkout', { key: buyer.key, form: { devide_items: '1', shipping_ids: '{"1":2}' } });
    // The off-sale line is no longer selected, so the cart's checkout has nothing to settle.
    expect(checkout.body).toEqual(refused(SELECT_GOODS_TO_CHECKOUT));
    const direct = await call<{ error_list?: { msg: string }[] }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: made.goods_id, number: 1, attr_id: attrIds, shipping_id: 2 },
    });
    expect(direct.body).toEqual(refused(OFF_SALE, 409));
    expect(await ctx.db.select().from(orderGoods).where(eq(orderGoods.goodsId, made.goods_id))).toEqual([]);
  });
});

describe('the description, pre-sale, the scheduled on-sale time, tags and plant facts', () => {
  it('strips hostile markup from the description on save and keeps what a description needs', async () => {
    const { as } = await operatorOf('运营');
    const hostile = [
      '<h2>龙沙宝石</h2><p><strong>花大</strong>、<em>耐热</em><script>alert(1)</script></p>',
      '<img src="x" onerror="alert(1)"><img src="https://evil.example/t.gif"><img src="/media/seed/g1-0.svg" alt="花" onload="alert(2)">',
      '<p style="position:fixed;top:0;left:0;width:100%;height:100%" onclick="alert(3)">盖住页面</p>',
      '<a href="javascript:alert(4)">点我</a><a href="https://www.example.com/care">养护</a><a href="/goodDetail?gshp_id=1">另一株</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><object data="x"></object>',
      '<svg><script>alert(5)</script></svg><form action="/v1/user/logout"><button>退出</button></form>',
    ].join('');
    const made = (await op<Detail & { descpt: string }>(as, 'createGoods', await goodsFields({ descpt: hostile }))).body.data;
    expect(made.descpt).toBe(
      '<h2>龙沙宝石</h2><p><strong>花大</strong>、<em>耐热</em></p><img src="/media/seed/g1-0.svg" alt="花" /><p>盖住页面</p>' +
        '<a>点我</a><a href="https://www.example.com/care" target="_blank" rel="noopener noreferrer nofollow">养护</a>' +
        '<a href="/goodDetail?gshp_id=1">另一株</a>退出',
    );
    // What the product page shows is what was kept; saving it again changes nothing.
    const page = await call<{ descpt: string }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: made.goods_id } });
    expect(page.body.data.descpt).toBe(made.descpt);
    const again = (await op<{ descpt: string }>(as, 'updateGoods', await goodsFields({ goods_id: made.goods_id, descpt: made.descpt }))).body.data;
    expect(again.descpt).toBe(made.descpt);
  });

  it('saves pre-sale dates, long-term pre-sale, tags and plant facts: the storefront and the finder show them at once', async () => {
    const { as } = await operatorOf('运营');
    const made = (await op<Detail>(as, 'createGoods', await goodsFields({ name: '晨曦攀援 月季' }))).body.data;
    const card = async () =>
      (
        await call<{ list: { id: number; presell: number; forward: number; after_mark: { kind: string; label: string }[] }[] }>(
          ctx.app,
          'GET',
          '/v1/search/sou',
          { query: { keywords: 'chenxipanyuan' } },
        )
      ).body.data.list.find((item) => item.id === made.goods_id);
    expect(await card()).toMatchObject({ presell: 0, forward: 0, after_mark: [] });
    const fields = await goodsFields({
      goods_id: made.goods_id,
      name: '晨曦攀援 月季',
      deliveries: ['2026-04-01', '2026-03-15'],
      forward: 1,
      tags: ['新品', '热卖'],
      plant: ROSE_FACTS,
    });
    const saved = await op<Record<string, unknown>>(as, 'updateGoods', fields);
    expect(saved.body.data).toMatchObject({
      forward: 1,
      tags: ['新品', '热卖'],
      plant: ROSE_FACTS,
      deliveries: [
        { delivery_id: expect.any(Number), delivery_time: '2026-03-15' },
        { delivery_id: expect.any(Number), delivery_time: '2026-04-01' },
      ],
    });
    const audit = await lastAudit('updateGoods');
    expect(audit?.before).toMatchObject({ forward: false, tags: [], plant: null, deliveries: [] });
    expect(audit?.after).toMatchObject({
      forward: true,
      tags: ['新品', '热卖'],
      plant: { habit: '攀援', coldest_zone: 8, warmest_zone: 17 },
      deliveries: [{ delivery_time: '2026-03-15' }, { delivery_time: '2026-04-01' }],
    });
    expect(await card()).toMatchObject({
      presell: 1,
      forward: 1,
      after_mark: [
        { kind: 'preSale', label: '预售' },
        { kind: 'label', label: '新品' },
        { kind: 'label', label: '热卖' },
      ],
    });
    const info = (
      await call<{ presell: { time: string }[]; delivery: { delivery_time: string }[]; forward: number }>(ctx.app, 'GET', '/v2/goods/info', {
        query: { gshp_id: made.goods_id },
      })
    ).body.data;
    expect(info.delivery.map((d) => d.delivery_time)).toEqual(['2026-03-15', '2026-04-01']);
    expect(info.forward).toBe(1);
    const finder = await call<{ list: { product_id: number; name: string; sunshine: string }[] }>(ctx.app, 'GET', '/v1/finder/search', {
      query: { city_name: '杭州市', product_name: '晨曦攀援', habit: '攀援' },
    });
    expect(finder.body.data.list).toEqual([expect.objectContaining({ product_id: made.goods_id, name: '粉色', sunshine: '全日照' })]);
    // A date that stays keeps its id (carts name it); the plant facts go when the goods is no plant.
    const kept = (saved.body.data.deliveries as { delivery_id: number; delivery_time: string }[])[0];
    const next = (await op<Record<string, unknown>>(as, 'updateGoods', { ...fields, deliveries: ['2026-03-15'], plant: null })).body.data;
    expect(next).toMatchObject({ deliveries: [kept], plant: null });
    const gone = await call<{ list: unknown[] }>(ctx.app, 'GET', '/v1/finder/search', { query: { city_name: '杭州市', product_name: '晨曦攀援' } });
    expect(gone.body.data.list).toEqual([]);
  });

  it('puts a coming-soon goods on sale when its scheduled time comes, and the storefront sees it at once', async () => {
    const { as } = await operatorOf('运营');
    const at = Math.floor(ctx.clock.now().getTime() / 1000) + 3600;
    const made = (await op<Detail & { beon_time: number | null }>(as, 'createGoods', await goodsFields({ is_sale: 2, beon_time: at }))).body.data;
    expect(made).toMatchObject({ is_sale: 2, beon_time: at });
    const sale = async () =>
      (await call<{ is_sale: number }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: made.goods_id } })).body.data.is_sale;
    expect(await sale()).toBe(2);
    expect(await putScheduledGoodsOnSale(ctx.db, ctx.clock.now())).not.toContain(made.goods_id);
    ctx.clock.advance(3600 * 1000);
    expect(await putScheduledGoodsOnSale(ctx.db, ctx.clock.now())).toContain(made.goods_id);
    expect(await sale()).toBe(1);
    expect(await putScheduledGoodsOnSale(ctx.db, ctx.clock.now())).toEqual([]);

    // Made coming soon again by 上架/下架, which asks no time: its past on-sale time does not put it straight back on sale.
    expect((await op(as, 'setGoodsSale', { goods_id: made.goods_id, is_sale: 2 })).body.code).toBe(200);
    ctx.clock.advance(3600 * 1000);
    expect(await putScheduledGoodsOnSale(ctx.db, ctx.clock.now())).toEqual([]);
    expect(await sale()).toBe(2);
  });
});

describe('categories and brands', () => {
  it('creates three levels and no fourth, reorders, hides from the storefront, and deletes only an empty one', async () => {
    const { as } = await operatorOf('运营');
    const top = (await op<{ cat_id: number; level: number }>(as, 'createCategory', { cat_name: '测试水景' })).body.data;
    const mid = (await op<{ cat_id: number; level: number }>(as, 'createCategory', { cat_name: '测试浮水', parent_id: top.cat_id })).body.data;
    const leaf = (await op<{ cat_id: number; level: number }>(as, 'createCategory', { cat_name: '测试热带浮水', parent_id: mid.cat_id })).body.data;
    const other = (await op<{ cat_id: number; level: number }>(as, 'createCategory', { cat_name: '测试耐寒浮水', parent_id: mid.cat_id })).body.data;
    expect([top.level, mid.level, leaf.level]).toEqual([1, 2, 3]);
    expect((await op(as, 'createCategory', { cat_name: '第四级', parent_id: leaf.cat_id })).body).toEqual(refused(CATEGORY_TOO_DEEP));
    expect((await op(as, 'updateCategory', { cat_id: top.cat_id, parent_id: leaf.cat_id })).body).toEqual(refused(CATEGORY_PARENT_INVALID));
    expect((await op(as, 'reorderCategories', { parent_id: mid.cat_id, cat_ids: [other.cat_id] })).body).toEqual(refused(CATEGORY_ORDER_INVALID));
    const reordered = await op<{ list: { cat_id: number }[] }>(as, 'reorderCategories', {
      parent_id: mid.cat_id,
      cat_ids: [other.cat_id, leaf.cat_id],
    });
    expect(reordered.body.data.list.map((c) => c.cat_id)).toEqual([other.cat_id, leaf.cat_id]);
    const storefront = async () => JSON.stringify((await call(ctx.app, 'GET', '/v3/category/father_list')).body.data);
    expect(await storefront()).toContain('测试热带浮水');
    expect(await storefront()).toMatch(/测试耐寒浮水.*测试热带浮水/);
    // Hidden: gone from the storefront's tree at once (the cache forgets it), still in the back office's.
    expect((await op(as, 'updateCategory', { cat_id: mid.cat_id, hidden: 1 })).body.code).toBe(200);
    expect(await storefront()).not.toContain('测试浮水');
    expect(JSON.stringify((await op(as, 'listAdminCategories')).body.data)).toContain('测试热带浮水');
    // A category with goods or children is not deleted, and says so.
    await op(as, 'createGoods', await goodsFields({ cat_id: leaf.cat_id, name: '蓝睡莲' }));
    expect((await op(as, 'deleteCategory', { cat_id: leaf.cat_id })).body).toEqual(refused(CATEGORY_HAS_GOODS));
    expect((await op(as, 'deleteCategory', { cat_id: mid.cat_id })).body).toEqual(refused(CATEGORY_HAS_CHILDREN));
    expect((await op(as, 'deleteCategory', { cat_id: other.cat_id })).body).toMatchObject({ code: 200, msg: '分类已删除' });
    const audit = await lastAudit('deleteCategory');
    expect(audit).toMatchObject({ targetType: 'category', targetId: String(other.cat_id), before: { cat_name: '测试耐寒浮水' }, after: null });
    // Renaming a category describes its goods again for search.
    expect((await op(as, 'updateCategory', { cat_id: leaf.cat_id, cat_name: '测试荷塘' })).body.code).toBe(200);
    const found = await op<{ list: { name: string }[] }>(as, 'listAdminGoods', { keyword: 'ceshihetang' });
    expect(found.body.data.list.map((item) => item.name)).toContain('蓝睡莲');
  });

  it("changes a category's icon to one of the shop's own pictures, shown in the storefront's tree at once and audited", async () => {
    const { as, id } = await operatorOf('运营');
    const made = (await op<{ cat_id: number; icon: string }>(as, 'createCategory', { cat_name: '测试图标' })).body.data;
    expect(made.icon).toBe('');
    const storefrontIcon = async () =>
      (await call<{ list: { cat_id: number; icon: string }[] }>(ctx.app, 'GET', '/v3/category/father_list')).body.data.list.find(
        (node) => node.cat_id === made.cat_id,
      )?.icon;
    // Read first, so the change must drop what the catalogue cache kept of the tree.
    expect(await storefrontIcon()).toBe('');
    const icon = '/uploads/catalogue/2026/11/icon.png';
    expect((await op(as, 'updateCategory', { cat_id: made.cat_id, icon })).body).toMatchObject({
      code: 200,
      msg: CATEGORY_SAVED,
      data: { cat_id: made.cat_id, cat_name: '测试图标', icon },
    });
    expect(await lastAudit('updateCategory')).toMatchObject({
      operatorId: id,
      targetType: 'category',
      targetId: String(made.cat_id),
      before: { icon: '' },
      after: { icon },
    });
    expect(await storefrontIcon()).toBe(icon);
    const listed = (await op<{ list: { cat_id: number; icon: string }[] }>(as, 'listAdminCategories')).body.data.list;
    expect(listed.find((node) => node.cat_id === made.cat_id)?.icon).toBe(icon);

    // Another host, a call of the shop's own, a climb out of the folders: refused, nothing written.
    const before = await auditRows();
    for (const bad of ['https://evil.example/icon.png', '//evil.example/icon.png', '/v1/user/logout', '/uploads/../db', 'javascript:alert(1)'])
      expect([bad, (await op(as, 'updateCategory', { cat_id: made.cat_id, icon: bad, cat_name: '改了' })).body]).toEqual([
        bad,
        refused(CATEGORY_ICON_INVALID),
      ]);
    expect(await auditRows()).toBe(before);
    const [row] = await ctx.db.select().from(categories).where(eq(categories.catId, made.cat_id));
    expect(row).toMatchObject({ catName: '测试图标', icon });
    // Blank takes it off; a seed picture is the shop's own too.
    expect((await op(as, 'updateCategory', { cat_id: made.cat_id, icon: '' })).body.data).toMatchObject({ icon: '' });
    expect(await storefrontIcon()).toBe('');
    expect((await op(as, 'updateCategory', { cat_id: made.cat_id, icon: '/media/seed/g1-0.svg' })).body.data).toMatchObject({
      icon: '/media/seed/g1-0.svg',
    });
  });

  it('moves a category with all under it, keeping three levels at most', async () => {
    const { as } = await operatorOf('店长');
    const create = async (cat_name: string, parent_id = 0) =>
      (await op<{ cat_id: number; level: number }>(as, 'createCategory', { cat_name, parent_id })).body.data;
    const [from, to] = [await create('测试搬出'), await create('测试搬入')];
    const mid = await create('测试中层', from.cat_id);
    const leaf = await create('测试底层', mid.cat_id);
    const moved = await op<{ parent_id: number; level: number }>(as, 'updateCategory', { cat_id: mid.cat_id, parent_id: to.cat_id });
    expect(moved.body.data).toMatchObject({ parent_id: to.cat_id, level: 2 });
    // Under a second-level category its child would sit on a fourth level.
    const sibling = await create('测试旁层', to.cat_id);
    expect((await op(as, 'updateCategory', { cat_id: mid.cat_id, parent_id: sibling.cat_id })).body).toEqual(refused(CATEGORY_TOO_DEEP));
    // A leaf may go to the top; a category moved up takes everything under it up too.
    expect((await op(as, 'updateCategory', { cat_id: leaf.cat_id, parent_id: 0 })).body.data).toMatchObject({ level: 1 });
    const levels = async () =>
      Object.fromEntries(
        (await op<{ list: { cat_id: number; level: number }[] }>(as, 'listAdminCategories')).body.data.list.map((c) => [c.cat_id, c.level]),
      );
    await op(as, 'updateCategory', { cat_id: leaf.cat_id, parent_id: mid.cat_id });
    expect((await op(as, 'updateCategory', { cat_id: mid.cat_id, parent_id: 0 })).body.code).toBe(200);
    expect(await levels()).toMatchObject({ [mid.cat_id]: 1, [leaf.cat_id]: 2 });
  });

  it('creates, renames and hides brands; a hidden brand is offered to no new goods', async () => {
    const { as } = await operatorOf('运营');
    const brand = (await op<{ brand_id: number }>(as, 'createBrand', { brand_name: '花园小铺' })).body.data;
    const made = (await op<Detail>(as, 'createGoods', await goodsFields({ brand_id: brand.brand_id, name: '品牌月季' }))).body.data;
    expect((await op(as, 'updateBrand', { brand_id: brand.brand_id, brand_name: '青青园艺' })).body).toMatchObject({
      code: 200,
      data: { brand_name: '青青园艺', goods_count: 1 },
    });
    const found = await op<{ list: { goods_id: number }[] }>(as, 'listAdminGoods', { keyword: 'qqyy' });
    expect(found.body.data.list.map((item) => item.goods_id)).toContain(made.goods_id);
    expect((await op(as, 'updateBrand', { brand_id: brand.brand_id, hidden: 1 })).body).toMatchObject({ code: 200, data: { hidden: 1 } });
    expect((await op(as, 'createGoods', await goodsFields({ brand_id: brand.brand_id }))).body).toEqual(refused(BRAND_NOT_FOUND));
    // The goods that has it keeps it when saved again.
    expect((await op(as, 'updateGoods', await goodsFields({ goods_id: made.goods_id, brand_id: brand.brand_id, name: '品牌月季' }))).body.code).toBe(
      200,
    );
  });
});

describe('from the back office to an order', () => {
  it('an operator makes a category and a 2×2 goods and puts it on sale; a shopper finds it by pinyin and buys one SKU', async () => {
    const { as } = await operatorOf('运营');
    const top = (await op<{ cat_id: number }>(as, 'createCategory', { cat_name: '新品' })).body.data;
    const mid = (await op<{ cat_id: number }>(as, 'createCategory', { cat_name: '新品月季', parent_id: top.cat_id })).body.data;
    const leaf = (await op<{ cat_id: number }>(as, 'createCategory', { cat_name: '新品藤本', parent_id: mid.cat_id })).body.data;
    const made = (await op<Detail>(as, 'createGoods', await goodsFields({ cat_id: leaf.cat_id, name: '铂金漫舞 藤本月季', is_sale: 3 }))).body.data;
    expect(made.skus).toHaveLength(4);
    const search = async () =>
      (await call<{ list: { id: number }[] }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: 'bojinmanwu' } })).body.data.list.map(
        (card) => card.id,
      );
    expect(await search()).toContain(made.goods_id);
    expect((await op(as, 'setGoodsSale', { goods_id: made.goods_id, is_sale: 1 })).body).toMatchObject({ code: 200, msg: '商品已上架' });
    expect(await search()).toContain(made.goods_id);
    const buyer = await createBuyer(ctx.db, ctx.config);
    const white2 = made.skus.find((sku) => sku.values.join() === '2加仑,粉');
    const attrIds = [made.attributes[0]?.values[1]?.goods_attr_id, made.attributes[1]?.values[0]?.goods_attr_id];
    const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: made.goods_id, number: 1, attr_id: attrIds, shipping_id: 2 },
    });
    expect(placed.body.code).toBe(200);
    const [line] = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, placed.body.data.order_id));
    expect(line).toMatchObject({ goodsId: made.goods_id, skuId: white2?.sku_id, goodsNumber: 1, goodsPriceFen: 8000 });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id));
    expect(order?.userId).toBe(buyer.user.id);
    const [sku] = await ctx.db
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.skuId, white2?.sku_id as number));
    expect(sku?.stock).toBe(6);
  });
});
