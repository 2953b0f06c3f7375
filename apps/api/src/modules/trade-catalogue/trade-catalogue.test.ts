import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CatalogueFeedbackList,
  type PinyinIndex,
  type QuoteCount,
  type QuoteList,
  type QuotePdf,
  type QuotePdfLink,
  QuoteRequestList,
  type QuoteSent,
  type TradeSearch,
  type TradeSpu,
} from '@garden/contract';
import {
  OPERATOR_FORBIDDEN,
  PDF_LINK_INVALID,
  QUOTE_PDF_MISSING,
  QUOTE_SENT,
  SELECT_CATALOGUE_GOODS,
  SUGGESTION_REQUIRED,
  sumMoney,
  toFen,
  TRADERS_ONLY,
} from '@garden/domain';
import { describe, expect, it } from 'vitest';
import { catalogueFeedback, quoteRequests } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { PDF_LINK_TTL_MS } from '../../platform/sessions';
import { call, refused } from '../../test/http';
import { callOperator, operatorOfRole } from '../../test/operator-calls';
import { pdfText } from '../../test/pdf-text';

const ctx = useSeededContext();

const trader = () => createBuyer(ctx.db, ctx.config, { isTrader: true, uGrade: 5, nick: '绿源苗木' });

describe('browsing the trade catalogue', () => {
  it('groups the plants by pinyin initial, and shows a plant with its category path and SKU table', async () => {
    const index = await call<PinyinIndex>(ctx.app, 'GET', '/v1/catalogue/pinyin');
    const prefixes = index.body.data.list.map((group) => group.pinyin_prefix);
    expect(prefixes.length).toBeGreaterThan(5);
    expect(prefixes.filter((prefix) => prefix !== '#')).toEqual([...prefixes.filter((prefix) => prefix !== '#')].sort());
    const first = index.body.data.list[0]?.spus[0];
    const spu = await call<TradeSpu>(ctx.app, 'GET', '/v1/catalogue/spu', { query: { id: first?.id } });
    expect(spu.body.data.root_zh.split('>').length).toBeGreaterThanOrEqual(2);
    expect(spu.body.data.products.length).toBeGreaterThan(0);
    expect((await call(ctx.app, 'GET', '/v1/catalogue/spu', { query: { id: 999_999 } })).status).toBe(404);
  });

  it('searches by keyword, pinyin and initials, narrows by attribute values, 24 a page', async () => {
    const chinese = await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search', { query: { keyword: '月季' } });
    expect(chinese.body.data.total).toBeGreaterThan(0);
    expect(chinese.body.data.data.every((spu) => spu.name.includes('月季') || spu.cat_name.includes('月季'))).toBe(true);
    const pinyin = await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search', { query: { keyword: 'yueji' } });
    expect(pinyin.body.data.total).toBe(chinese.body.data.total);
    const all = await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search');
    expect(all.body.data.data).toHaveLength(24);
    const value = all.body.data.attrs[0]?.values[0];
    const narrowed = await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search', { query: { filtered_attrs: String(value?.av_id) } });
    expect(narrowed.body.data.total).toBeGreaterThan(0);
    expect(narrowed.body.data.total).toBeLessThan(all.body.data.total);
    expect((await call(ctx.app, 'GET', '/v1/catalogue/search', { query: { filtered_attrs: '1-x' } })).body.code).toBe(400);
  });

  it('keeps suggestions, refusing a blank one', async () => {
    expect((await call(ctx.app, 'POST', '/v1/catalogue/feedback', { json: { content: '   ' } })).body).toEqual(refused(SUGGESTION_REQUIRED));
    expect((await call(ctx.app, 'POST', '/v1/catalogue/feedback', { json: { content: '希望多一些宿根花卉' } })).body.code).toBe(200);
    expect((await ctx.db.select().from(catalogueFeedback)).map((row) => row.content)).toContain('希望多一些宿根花卉');
  });
});

describe('the quotation list', () => {
  it('is refused to a shopper who is not a trader, and to a visitor', async () => {
    const shopper = await createBuyer(ctx.db, ctx.config);
    for (const [method, path] of [
      ['GET', '/v1/catalogue/cart'],
      ['POST', '/v1/catalogue/cart'],
      ['DELETE', '/v1/catalogue/cart'],
      ['PUT', '/v1/catalogue/cart'],
      ['POST', '/v1/catalogue/pdf'],
      ['GET', '/v1/catalogue/pdf'],
      ['POST', '/v1/catalogue/send'],
    ] as const) {
      const body = method === 'GET' ? {} : { json: { spu_id: 1 } };
      expect((await call(ctx.app, method, path, { key: shopper.key, ...body })).body).toEqual(refused(TRADERS_ONLY, 403));
      expect((await call(ctx.app, method, path, body)).status).toBe(401);
    }
  });

  it('adds SKUs at the trader’s prices, removes, clears, and keeps each trader’s list apart', async () => {
    const buyer = await trader();
    const other = await trader();
    const spu = (await call<TradeSpu>(ctx.app, 'GET', '/v1/catalogue/spu', { key: buyer.key, query: { id: 3 } })).body.data;
    const added = await call<QuoteCount>(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spu.id } });
    expect(added.body.data.count).toBe(spu.products.length);
    await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spu.id, sku_id: spu.products[0]?.sku_id } });
    const list = await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: buyer.key });
    expect(list.body.data.total).toBe(spu.products.length);
    expect(list.body.data.list.map((line) => line.list_price)).toEqual(spu.products.map((sku) => sku.list_price));
    expect((await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: other.key })).body.data.total).toBe(0);

    expect((await call(ctx.app, 'DELETE', '/v1/catalogue/cart', { key: buyer.key, json: {} })).body).toEqual(refused(SELECT_CATALOGUE_GOODS));
    const removed = await call<QuoteCount>(ctx.app, 'DELETE', '/v1/catalogue/cart', {
      key: buyer.key,
      json: { sku: String(spu.products[0]?.sku_id) },
    });
    expect(removed.body.data.count).toBe(spu.products.length - 1);
    expect((await call<QuoteCount>(ctx.app, 'PUT', '/v1/catalogue/cart', { key: buyer.key })).body.data.count).toBe(0);
  });

  it('sends the selected lines to the sales desk at the trader’s prices, never another trader’s lines', async () => {
    const buyer = await trader();
    const other = await trader();
    const spu = (await call<TradeSpu>(ctx.app, 'GET', '/v1/catalogue/spu', { key: buyer.key, query: { id: 5 } })).body.data;
    await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spu.id } });
    await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: other.key, json: { spu_id: 7 } });
    const theirs = (await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: other.key })).body.data.list;
    const before = await ctx.db.select().from(quoteRequests);

    expect((await call(ctx.app, 'POST', '/v1/catalogue/send', { key: buyer.key, json: {} })).body).toEqual(refused(SELECT_CATALOGUE_GOODS));
    // Another trader's lines are not on this list: as good as nothing selected, and nothing is written.
    const foreign = await call(ctx.app, 'POST', '/v1/catalogue/send', { key: buyer.key, json: { sku: theirs.map((line) => line.sku_id).join(',') } });
    expect(foreign.body).toEqual(refused(SELECT_CATALOGUE_GOODS));
    expect(await ctx.db.select().from(quoteRequests)).toHaveLength(before.length);

    const picked = spu.products.slice(0, 2);
    const sent = await call<QuoteSent>(ctx.app, 'POST', '/v1/catalogue/send', {
      key: buyer.key,
      json: { sku: [...picked.map((sku) => sku.sku_id), theirs[0]?.sku_id ?? 0].join(',') },
    });
    expect(sent.body.msg).toBe(QUOTE_SENT);
    expect(sent.body.data.count).toBe(picked.length);

    const desk = await call<QuoteRequestList>(ctx.app, 'GET', '/v1/operator/quote-requests', {
      headers: { authorization: `Bearer ${ctx.operatorKey}` },
    });
    const request = desk.body.data.list.find((row) => row.id === sent.body.data.request_id);
    expect(request?.user_id).toBe(buyer.user.id);
    expect(request?.lines.map((line) => [line.sku_id, line.price])).toEqual(
      [...picked].sort((a, b) => a.sku_id - b.sku_id).map((sku) => [sku.sku_id, toFen(sku.list_price)]),
    );
    expect(request?.total).toBe(toFen(sumMoney(picked.map((sku) => sku.list_price))));
    // Sending keeps the list as it was.
    expect((await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: buyer.key })).body.data.total).toBe(spu.products.length);
  });

  it('generates a Chinese PDF with the shop, the trader, each SKU, totals per category and page numbers', async () => {
    const buyer = await trader();
    expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf', { key: buyer.key })).body).toEqual(refused(QUOTE_PDF_MISSING));
    expect((await call(ctx.app, 'POST', '/v1/catalogue/pdf', { key: buyer.key })).body).toEqual(refused(SELECT_CATALOGUE_GOODS));
    const search = (await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search', { query: { limit: 24 } })).body.data.data;
    for (const spu of search.slice(0, 12)) await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spu.id } });
    const generated = await call<QuotePdf>(ctx.app, 'POST', '/v1/catalogue/pdf', { key: buyer.key });
    expect(generated.body.data.lines).toBeGreaterThanOrEqual(12);
    const list = (await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: buyer.key, query: { limit: 100 } })).body.data;
    expect(list.pdf_url).toBe('/v1/catalogue/pdf');

    const response = await ctx.app.request('/v1/catalogue/pdf', { headers: { key: buyer.key } });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes, 'quotation');
    expect(pages).toBe(generated.body.data.pages);
    expect(text).toContain('花园商城');
    expect(text).toContain('绿源苗木');
    for (const line of list.list) expect(text.replace(/\s+/g, '')).toContain(line.goods_name.replace(/\s+/g, ''));
    for (const catName of new Set(list.list.map((line) => line.cat_name))) expect(text).toContain(`${catName} 小计`);
    expect(text.replace(/\s+/g, '')).toContain(`第1页/共${pages}页`);

    // A change to the list makes the PDF stale: it has to be generated again.
    await call(ctx.app, 'DELETE', '/v1/catalogue/cart', { key: buyer.key, json: { spu: String(search[0]?.id) } });
    expect((await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: buyer.key })).body.data.pdf_url).toBe('');
  });

  it('offers the 2023-2024 catalogue as one PDF, built once until the catalogue changes', async () => {
    const first = await ctx.app.request('/v1/catalogue/edition');
    expect(first.headers.get('content-disposition')).toContain('catalogue-2023-2024.pdf');
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = Buffer.from(await (await ctx.app.request('/v1/catalogue/edition')).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const { text } = await pdfText(bytes, 'catalogue');
    expect(text).toContain('2023-2024 在线植物目录');
    // Kept in the instance's memory (derived from the database), not in its data folder.
    expect(existsSync(path.join(ctx.config.dataDir, 'quotes'))).toBe(false);
  });

  it('downloads through another instance, with a data folder of its own, the PDF generated through this one', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'garden-instance-b-'));
    const other = await ctx.secondInstance({ dataDir: otherDir });
    try {
      const buyer = await trader();
      const spu = (await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search', { query: { limit: 24 } })).body.data.data[0];
      await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spu?.id } });
      expect((await call<QuotePdf>(ctx.app, 'POST', '/v1/catalogue/pdf', { key: buyer.key })).body.code).toBe(200);
      const built = Buffer.from(await (await ctx.app.request('/v1/catalogue/pdf', { headers: { key: buyer.key } })).arrayBuffer());

      expect((await call<QuoteList>(other.app, 'GET', '/v1/catalogue/cart', { key: buyer.key })).body.data.pdf_url).toBe('/v1/catalogue/pdf');
      const served = await other.app.request('/v1/catalogue/pdf', { headers: { key: buyer.key } });
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await served.arrayBuffer()).equals(built)).toBe(true);
      for (const dir of [ctx.config.dataDir, otherDir]) expect(existsSync(path.join(dir, 'quotes'))).toBe(false);

      // A change to the list through the other instance makes the PDF stale through this one too.
      await call(other.app, 'PUT', '/v1/catalogue/cart', { key: buyer.key });
      expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf', { key: buyer.key })).body).toEqual(refused(QUOTE_PDF_MISSING));
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('the quotation PDF without the login key in its address', () => {
  /** A trader with a generated PDF, and its bytes as the header-keyed download gives them. */
  async function traderWithPdf() {
    const buyer = await trader();
    const spu = (await call<TradeSearch>(ctx.app, 'GET', '/v1/catalogue/search', { query: { limit: 24 } })).body.data.data[0];
    await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spu?.id } });
    expect((await call<QuotePdf>(ctx.app, 'POST', '/v1/catalogue/pdf', { key: buyer.key })).body.code).toBe(200);
    const bytes = Buffer.from(await (await ctx.app.request('/v1/catalogue/pdf', { headers: { key: buyer.key } })).arrayBuffer());
    return { buyer, bytes };
  }
  const link = async (key: string) => (await call<QuotePdfLink>(ctx.app, 'GET', '/v1/catalogue/pdf_link', { key })).body.data;

  it('refuses a key in the query', async () => {
    const { buyer } = await traderWithPdf();
    expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf', { query: { key: buyer.key } })).body.code).toBe(2001);
  });

  it('opens through a short-lived signed link that carries no login key, framed by our own page', async () => {
    const { buyer, bytes } = await traderWithPdf();
    const { url, expires_at } = await link(buyer.key);
    expect(url).toMatch(/^\/v1\/catalogue\/pdf\?token=[\w.-]+$/);
    expect(url).not.toContain(buyer.key);
    expect(new Date(expires_at).getTime() - ctx.config.now().getTime()).toBe(PDF_LINK_TTL_MS);

    const download = await ctx.app.request(url);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="quotation.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const framed = await ctx.app.request(`${url}&inline=1`);
    expect(framed.headers.get('content-disposition')).toBe('inline; filename="quotation.pdf"');
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(framed.headers.get('cache-control')).toBe('no-store');
  });

  it('opens nothing else, and nothing once expired, altered, or its session ended', async () => {
    const { buyer } = await traderWithPdf();
    const { url } = await link(buyer.key);
    const token = new URL(url, 'http://localhost').searchParams.get('token') as string;
    const invalid = { code: 403, msg: PDF_LINK_INVALID, data: null };
    // Single purpose: the token is no login key anywhere else.
    for (const [method, path] of [
      ['GET', '/v1/catalogue/cart'],
      ['GET', '/v1/user/info'],
      ['POST', '/v1/catalogue/pdf'],
    ] as const)
      expect((await call(ctx.app, method, path, { query: { token }, headers: { key: token } })).body.code).toBe(2001);
    // Altered: another expiry, another session, another signature.
    const [session, expires, mac] = token.split('.') as [string, string, string];
    const forged = [
      `${session}.${Number(expires) + 3600}.${mac}`,
      `${Number(session) + 1}.${expires}.${mac}`,
      `${session}.${expires}.${mac.slice(0, -2)}AA`,
      'x',
      '',
    ];
    for (const other of forged) expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf', { query: { token: other } })).body).toEqual(invalid);
    // Expired.
    ctx.clock.advance(PDF_LINK_TTL_MS + 1000);
    expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf', { query: { token } })).body).toEqual(invalid);
    // A fresh link works until the shopper signs out.
    const fresh = await link(buyer.key);
    expect((await ctx.app.request(fresh.url)).headers.get('content-type')).toBe('application/pdf');
    await call(ctx.app, 'DELETE', '/v1/auth/logout', { key: buyer.key });
    expect((await call(ctx.app, 'GET', fresh.url)).body).toEqual(invalid);
  });

  it('is given to traders only', async () => {
    const shopper = await createBuyer(ctx.db, ctx.config);
    expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf_link', { key: shopper.key })).body).toEqual(refused(TRADERS_ONLY, 403));
    expect((await call(ctx.app, 'GET', '/v1/catalogue/pdf_link')).body.code).toBe(2001);
  });
});

describe('the sales desk’s lists in the back office', () => {
  /** Sends `content` to the suggestion box, signed in as `key` or as a visitor. */
  const suggest = async (content: string, key?: string) =>
    expect((await call(ctx.app, 'POST', '/v1/catalogue/feedback', { json: { content }, ...(key ? { key } : {}) })).body.code).toBe(200);

  it('pages the suggestion box newest first, found by its words or the author’s mobile, for the catalogue’s roles only', async () => {
    const author = await createBuyer(ctx.db, ctx.config, { nick: '爱花人' });
    const marker = `建议箱${author.user.id}`;
    await suggest(`${marker} 希望多一些铁线莲`);
    await suggest(`${marker} 月季能否按颜色筛选`, author.key);
    await suggest(`${marker} 百分号 100%_不是通配符`);
    const catalogue = await operatorOfRole(ctx, '运营');
    const first = await callOperator<CatalogueFeedbackList>(catalogue, 'catalogueFeedback', { q: marker, limit: 2 });
    expect(CatalogueFeedbackList.parse(first.body.data)).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data.list.map((row) => row.content)).toEqual([`${marker} 百分号 100%_不是通配符`, `${marker} 月季能否按颜色筛选`]);
    // A signed-in author is named by mobile and nickname; a visitor's suggestion by neither.
    expect(first.body.data.list[1]).toMatchObject({ user_id: author.user.id, mobile: author.user.mobile, nick: '爱花人' });
    expect(first.body.data.list[0]).toMatchObject({ user_id: 0, mobile: '', nick: '' });
    const second = await callOperator<CatalogueFeedbackList>(catalogue, 'catalogueFeedback', { q: marker, limit: 2, page: 2 });
    expect(second.body.data.list.map((row) => row.content)).toEqual([`${marker} 希望多一些铁线莲`]);
    // The author's mobile finds their suggestions; `%` and `_` are the words typed, not patterns.
    const byMobile = await callOperator<CatalogueFeedbackList>(catalogue, 'catalogueFeedback', { q: author.user.mobile ?? '' });
    expect(byMobile.body.data.list.map((row) => row.content)).toEqual([`${marker} 月季能否按颜色筛选`]);
    expect((await callOperator<CatalogueFeedbackList>(catalogue, 'catalogueFeedback', { q: `${marker} 百分号 100%_不` })).body.data.total).toBe(1);
    expect((await callOperator<CatalogueFeedbackList>(catalogue, 'catalogueFeedback', { q: `${marker}%通配` })).body.data.total).toBe(0);

    expect((await callOperator(catalogue, 'catalogueFeedback', { page: 0 })).body.code).toBe(400);
    expect((await callOperator(catalogue, 'catalogueFeedback', { q: '长'.repeat(41) })).body).toEqual(
      refused('参数 q 不正确：查找的文字最多 40 个字符'),
    );
    expect((await callOperator(await operatorOfRole(ctx, '店长'), 'catalogueFeedback', { q: marker })).body.code).toBe(200);
    for (const role of ['客服', '仓库', '财务'] as const)
      expect((await callOperator(await operatorOfRole(ctx, role), 'catalogueFeedback')).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
  });

  it('pages the sent quotation lists newest first, found by the trader’s mobile or nickname, for the roles reading orders', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { isTrader: true, uGrade: 5, nick: '青松苗圃' });
    const sendOne = async (spuId: number) => {
      await call(ctx.app, 'PUT', '/v1/catalogue/cart', { key: buyer.key });
      await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: buyer.key, json: { spu_id: spuId } });
      const lines = (await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: buyer.key })).body.data.list;
      const sent = await call<QuoteSent>(ctx.app, 'POST', '/v1/catalogue/send', {
        key: buyer.key,
        json: { sku: lines.map((line) => line.sku_id).join(',') },
      });
      return { id: sent.body.data.request_id, lines };
    };
    const older = await sendOne(3);
    const newer = await sendOne(5);
    const service = await operatorOfRole(ctx, '客服');
    const first = await callOperator<QuoteRequestList>(service, 'quoteRequests', { trader: buyer.user.mobile ?? '', limit: 1 });
    expect(QuoteRequestList.parse(first.body.data)).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(first.body.data.list.map((request) => request.id)).toEqual([newer.id]);
    expect(first.body.data.list[0]?.total).toBe(toFen(sumMoney(newer.lines.map((line) => line.list_price))));
    const second = await callOperator<QuoteRequestList>(service, 'quoteRequests', { trader: buyer.user.mobile ?? '', limit: 1, page: 2 });
    expect(second.body.data.list.map((request) => [request.id, request.lines.length])).toEqual([[older.id, older.lines.length]]);
    // Part of the nickname finds them too; another trader's words find none of theirs.
    const byNick = await callOperator<QuoteRequestList>(service, 'quoteRequests', { trader: '松苗' });
    expect(byNick.body.data.list.map((request) => request.id)).toEqual([newer.id, older.id]);
    expect((await callOperator<QuoteRequestList>(service, 'quoteRequests', { trader: '没有这个批发商' })).body.data).toMatchObject({
      list: [],
      total: 0,
    });

    expect((await callOperator(service, 'quoteRequests', { limit: 101 })).body.code).toBe(400);
    expect((await callOperator(service, 'quoteRequests', { trader: '长'.repeat(41) })).body).toEqual(
      refused('参数 trader 不正确：查找的文字最多 40 个字符'),
    );
    for (const role of ['仓库', '店长'] as const)
      expect((await callOperator(await operatorOfRole(ctx, role), 'quoteRequests', { trader: buyer.user.mobile ?? '' })).body.data).toMatchObject({
        total: 2,
      });
    for (const role of ['运营', '财务'] as const)
      expect((await callOperator(await operatorOfRole(ctx, role), 'quoteRequests')).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
  });
});
