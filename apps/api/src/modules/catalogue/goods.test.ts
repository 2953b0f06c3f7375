import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSkus } from '../../db/schema/index';
import { createGoods, useSeededContext, findDemoShopper } from '../../test/catalogue-factories';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

interface Detail {
  gshp_id: number;
  gsup_id: number;
  name: string;
  pictures: { img_url: string; type: number; video_url: string }[];
  properties: { spe: { name: string; values: { goods_attr_id: number; label: string; thumb_url: string }[] }[]; pro: { name: string }[] };
  price: { min_price: string; original_price: string; u_grade: number | null; grade_name: string; dj_price: string };
  dj: { dj_status: number };
  beg_time: number;
  pay_end_time: number;
  start_num: number;
  Nbei: number;
  stock: number;
  is_collected: number;
  is_remind: number;
  is_add: number;
  presell: { id: number; time: string }[];
  delivery: { delivery_id: number; delivery_time: string }[];
  region_goods_error: number;
  refusals: string[];
  popular: { id: number }[];
  activities_list: { name: string }[];
}
interface Price {
  stock: number;
  no_allow_attr_arr: number[];
  price_data: { number: number; price: string; total: string; is_complete: number; dj_price: string; u_grade: number | null };
}

const ctx = useSeededContext();
let key: string;
beforeAll(async () => {
  key = await signIn(ctx.app, await findDemoShopper(ctx.db));
});

const info = (query: Record<string, string | number>, withKey?: string) => call<Detail>(ctx.app, 'GET', '/v2/goods/info', { query, key: withKey });
const price = (json: Record<string, unknown>, withKey?: string) => call<Price>(ctx.app, 'POST', '/v2/goods/price', { json, key: withKey });
const firstGoods = async (where: ReturnType<typeof and>) => {
  const [row] = await ctx.db.select().from(goods).where(where).orderBy(goods.goodsId).limit(1);
  if (!row) throw new Error('no seeded goods matches');
  return row;
};

describe('GET /v2/goods/info', () => {
  it('gives the detail fields of storefront §3', async () => {
    const { body } = await info({ gshp_id: 1 });
    expect(body.code).toBe(200);
    expect(body.data.gshp_id).toBe(1);
    expect(body.data.pictures.length).toBeGreaterThanOrEqual(3);
    expect(body.data.pictures[0]?.img_url).toMatch(/^\/media\/seed\/.+\.svg$/);
    expect(body.data.properties.spe[0]?.name).toBe('规格');
    expect(body.data.properties.pro.map((p) => p.name)).toContain('光照');
    expect(body.data.price.u_grade).toBeNull();
    expect(body.data.is_collected).toBe(0);
    expect(body.data.popular.length).toBeGreaterThan(0);
    expect(body.data.popular.every((p) => p.id !== 1)).toBe(true);
  });

  it('serves the seeded pictures from the media folder', async () => {
    const { body } = await info({ gshp_id: 1 });
    const response = await ctx.app.request(body.data.pictures[0]?.img_url as string);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  it('has a gallery video with its poster, served from the media folder', async () => {
    const { body } = await info({ gshp_id: 1 });
    const video = body.data.pictures.find((p) => p.type === 2) as { img_url: string; video_url: string } | undefined;
    expect(video?.img_url).toMatch(/\.svg$/);
    const response = await ctx.app.request(video?.video_url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('video/webm');
  });

  it('prices by the shopper’s grade', async () => {
    const { body } = await info({ gshp_id: 1 }, key);
    expect(body.data.price).toMatchObject({ u_grade: 2, grade_name: '金卡会员' });
    expect(Number(body.data.price.min_price)).toBeLessThan(Number(body.data.price.original_price));
  });

  it('gives deposit goods their status before and during the deposit window', async () => {
    const rows = await ctx.db.select().from(goods).where(eq(goods.isDeposit, true));
    const now = ctx.clock.now();
    const statuses = new Set<number>();
    for (const row of rows) {
      const { body } = await info({ gshp_id: row.goodsId });
      statuses.add(body.data.dj.dj_status);
      if (row.djBegTime && now < row.djBegTime) {
        expect(body.data.dj.dj_status).toBe(2);
        expect(body.data.is_add).toBe(0);
        expect(body.data.refusals).toContain('商品暂未开售');
      }
      expect(body.data.beg_time).toBe(Math.floor((row.djBegTime as Date).getTime() / 1000));
      expect(Number(body.data.price.dj_price)).toBeGreaterThan(0);
    }
    // The demo's deposit sales that have ended are ordinary goods again (the seed's endPastDepositSales).
    expect([...statuses].sort()).toEqual([1, 2]);
  });

  it('gives pre-sale goods their delivery dates and long-term pre-sale goods the app message', async () => {
    const presold = await ctx.db.execute(sql`SELECT goods_id FROM goods_deliveries LIMIT 1`);
    const presellId = (presold.rows[0] as { goods_id: number }).goods_id;
    const presell = await info({ gshp_id: presellId });
    expect(presell.body.data.presell).toHaveLength(3);
    expect(presell.body.data.delivery[0]?.delivery_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const forward = await firstGoods(and(eq(goods.forward, true)));
    expect((await info({ gshp_id: forward.goodsId })).body.data.refusals).toContain('该商品为远期预售商品，请至虹越APP或小程序购买');
  });

  it('reports region_goods_error for a city the goods are not sent to', async () => {
    const blocked = await firstGoods(and(sql`cardinality(${goods.blockedRegionIds}) > 0`, gt(goods.stock, 0)));
    const urumqi = 6501;
    const { body } = await info({ gshp_id: blocked.goodsId, city_id: urumqi, city_name: '乌鲁木齐市' });
    expect(body.data).toMatchObject({ region_goods_error: 1, stock: 0, is_add: 0 });
    expect(body.data.refusals).toContain('该地区已售空，点击切换地址');
    const hangzhou = await info({ gshp_id: blocked.goodsId, city_id: 3301 });
    expect(hangzhou.body.data.region_goods_error).toBe(0);
  });

  it('answers 404 for unknown goods and 400 for bad ids', async () => {
    expect((await info({ gshp_id: 999999 })).body).toMatchObject({ code: 404, msg: '商品不存在' });
    expect((await info({ gshp_id: 'abc' })).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/v2/goods/info')).body).toMatchObject({ code: 400, msg: '缺少参数 gshp_id' });
  });
});

describe('POST /v2/goods/price', () => {
  it('prices a full choice for the grade and quantity', async () => {
    const detail = (await info({ gshp_id: 1 })).body.data;
    const choice = detail.properties.spe.map((group) => group.values[0]?.goods_attr_id as number);
    const guest = await price({ gshp_id: 1, attr_id: choice, number: 2 });
    expect(guest.body.code).toBe(200);
    const unit = Number(guest.body.data.price_data.price);
    expect(guest.body.data.price_data).toMatchObject({ number: 2, is_complete: 1, u_grade: null, total: (unit * 2).toFixed(2) });
    const member = await price({ gsup_id: detail.gsup_id, attr_id: choice, number: 2 }, key);
    expect(Number(member.body.data.price_data.price)).toBeLessThan(unit);
    expect(member.body.data.price_data.u_grade).toBe(2);
  });

  it('accepts form posts with attr_id[]', async () => {
    const detail = (await info({ gshp_id: 1 })).body.data;
    const choice = detail.properties.spe.map((group) => String(group.values[0]?.goods_attr_id));
    const { body } = await call<Price>(ctx.app, 'POST', '/v2/goods/price', { form: { gshp_id: '1', number: '1', 'attr_id[]': choice } });
    expect(body.data.price_data.is_complete).toBe(1);
  });

  it('lists the values that would give a combination without stock', async () => {
    const [row] = await ctx.db
      .select({ goodsId: goodsSkus.goodsId })
      .from(goodsSkus)
      .where(eq(goodsSkus.stock, 0))
      .groupBy(goodsSkus.goodsId)
      .having(sql`count(*) < (SELECT count(*) FROM goods_skus s WHERE s.goods_id = ${goodsSkus.goodsId})`)
      .limit(1);
    const goodsId = row?.goodsId as number;
    const detail = (await info({ gshp_id: goodsId })).body.data;
    const skus = await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId));
    const empty = skus.find((s) => s.stock === 0);
    const chosen = (empty?.attrKey ?? '').split(',').map(Number);
    if (chosen.length === 1) {
      const { body } = await price({ gshp_id: goodsId, attr_id: [] });
      expect(body.data.no_allow_attr_arr).toContain(chosen[0]);
    } else {
      const [first, second] = chosen as [number, number];
      const { body } = await price({ gshp_id: goodsId, attr_id: [first] });
      expect(body.data.no_allow_attr_arr).toContain(second);
    }
    const full = await price({ gshp_id: goodsId, attr_id: chosen });
    expect(full.body.data.stock).toBe(0);
    expect(detail.properties.spe.length).toBeGreaterThan(0);
  });

  it('rounds the quantity to the step and the minimum order', async () => {
    const stepped = await createGoods(ctx.db, { name: '倍数测试苗', nbei: 3, startNum: 5, skus: [[2000, 100]] });
    const { body } = await price({ gshp_id: stepped.goodsId, number: 1 });
    expect(body.data.price_data.number).toBe(6);
    expect(body.data.price_data.total).toBe('120.00');
  });

  it('refuses values of other goods, two values of one group, unknown delivery dates and bad numbers', async () => {
    const other = (await info({ gshp_id: 2 })).body.data.properties.spe[0]?.values[0]?.goods_attr_id as number;
    expect((await price({ gshp_id: 1, attr_id: [other] })).body).toMatchObject({ code: 400, msg: '所选规格不存在' });
    const values = (await info({ gshp_id: 1 })).body.data.properties.spe[0]?.values.map((v) => v.goods_attr_id) ?? [];
    if (values.length > 1) expect((await price({ gshp_id: 1, attr_id: values.slice(0, 2) })).body.code).toBe(400);
    expect((await price({ gshp_id: 1, delivery_id: 999999 })).body).toMatchObject({ code: 400, msg: '所选发货日期不存在' });
    expect((await price({ gshp_id: 1, number: 'abc' })).body.code).toBe(400);
    expect((await price({ gshp_id: 1, number: 0 })).body.code).toBe(400);
    expect((await price({})).body).toMatchObject({ code: 400, msg: '缺少参数 gshp_id 或 gsup_id' });
    expect((await price({ gsup_id: 1 })).body).toMatchObject({ code: 404, msg: '商品不存在' });
  });

  it('gives deposit goods their 20 % deposit', async () => {
    const deposit = await firstGoods(and(eq(goods.isDeposit, true)));
    const { body } = await price({ gshp_id: deposit.goodsId, number: 1 });
    expect(Number(body.data.price_data.dj_price)).toBeCloseTo(Number(body.data.price_data.total) * 0.2, 2);
  });
});

describe('POST /v1/goods/allowed', () => {
  it('allows buyable goods and explains refusals', async () => {
    const buyable = await firstGoods(and(eq(goods.isSale, 1), gt(goods.stock, 0), eq(goods.forward, false), eq(goods.isDeposit, false)));
    const ok = await call<{ allowed: number; reasons: string[] }>(ctx.app, 'POST', '/v1/goods/allowed', { json: { gshp_id: buyable.goodsId } });
    expect(ok.body.data).toEqual({ allowed: 1, reasons: [] });
    const soon = await firstGoods(and(eq(goods.isSale, 2)));
    const refused = await call<{ allowed: number; reasons: string[] }>(ctx.app, 'POST', '/v1/goods/allowed', { json: { gshp_id: soon.goodsId } });
    expect(refused.body.data.allowed).toBe(0);
    expect(refused.body.msg).toBe('商品暂未开售');
    const soldOut = await firstGoods(and(eq(goods.stock, 0), eq(goods.isSale, 1), eq(goods.forward, false), eq(goods.isDeposit, false)));
    expect(
      (await call<{ reasons: string[] }>(ctx.app, 'POST', '/v1/goods/allowed', { json: { gshp_id: soldOut.goodsId } })).body.data.reasons,
    ).toContain('已售罄');
  });
});

describe('POST /v1/service/visit', () => {
  it('sets an arrival reminder the detail then shows, idempotently, for this shopper only', async () => {
    const soldOut = await firstGoods(and(eq(goods.stock, 0)));
    const first = await call(ctx.app, 'POST', '/v1/service/visit', { key, json: { goods_id: soldOut.goodsId } });
    expect(first.body).toMatchObject({ code: 200, msg: '您已设置提醒', data: { is_remind: 1 } });
    expect((await call(ctx.app, 'POST', '/v1/service/visit', { key, json: { goods_id: soldOut.goodsId, mobile: '13912345678' } })).body.code).toBe(
      200,
    );
    expect((await info({ gshp_id: soldOut.goodsId }, key)).body.data.is_remind).toBe(1);
    const other = await signIn(ctx.app, await createUser(ctx.db));
    expect((await info({ gshp_id: soldOut.goodsId }, other)).body.data.is_remind).toBe(0);
  });

  it('needs a login, known goods and a valid mobile', async () => {
    expect((await call(ctx.app, 'POST', '/v1/service/visit', { json: { goods_id: 1 } })).body.code).toBe(2001);
    expect((await call(ctx.app, 'POST', '/v1/service/visit', { key, json: { goods_id: 999999 } })).body.code).toBe(404);
    expect((await call(ctx.app, 'POST', '/v1/service/visit', { key, json: { goods_id: 1, mobile: '123' } })).body.msg).toBe('手机号码格式不正确！');
  });
});
