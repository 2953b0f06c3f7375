// Text at the edge (README "Conventions"): a control character, a lone surrogate, or an invisible format character in
// a name is refused with a Chinese message before it reaches PostgreSQL (which answers a NUL byte with an error, once
// an HTTP 500), and a refused request leaves every row as it was.
import { NAME_FORMAT_CHARACTER, TEXT_CONTROL_CHARACTER, TEXT_LINE_BREAK } from '@garden/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from './db/schema/index';
import { shipOrder } from './modules/orders/index';
import { createBuyer, HANGZHOU } from './test/buying-factories';
import { createGoods, createSeededContext } from './test/catalogue-factories';
import type { TestContext } from './test/context';
import { call, type CallOptions, refused } from './test/http';
import { placeTestOrder } from './test/order-factories';
import { countRows, listTableNames } from './test/row-counts';

let ctx: TestContext;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let trader: Awaited<ReturnType<typeof createBuyer>>;
/** A paid order (after-sales), received ones reviewed (follow-up) and not (review), another's review (comments). */
let paidOrder: { orderId: number; recIds: number[] };
let reviewedOrder: { orderId: number; recIds: number[] };
let unreviewedOrder: { orderId: number; recIds: number[] };
let othersReviewId: number;
let goodsId: number;

/** A paid order of the buyer, shipped and received: o_status 7, ready for a review. */
async function receivedOrder() {
  const placed = await placeTestOrder(ctx, buyer.key, { paid: true });
  await shipOrder(ctx.db, { orderId: placed.orderId, logisticsName: '顺丰速运', invoiceNo: '1234567890', now: ctx.clock.now() });
  await call(ctx.app, 'PUT', '/v1/order/confirm', { key: buyer.key, json: { order_id: placed.orderId } });
  return placed;
}

beforeAll(async () => {
  ctx = await createSeededContext();
  buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000_000, nick: '林师傅' });
  trader = await createBuyer(ctx.db, ctx.config, { isTrader: true, uGrade: 5 });
  paidOrder = await placeTestOrder(ctx, buyer.key, { paid: true });
  const received = await receivedOrder();
  unreviewedOrder = await receivedOrder();
  const reviewed = await call(ctx.app, 'POST', '/v2/order/comment', {
    key: buyer.key,
    json: { order_id: received.orderId, order_comment: JSON.stringify([{ rec_id: received.recIds[0], comment: '好' }]) },
  });
  if (reviewed.body.code !== 200) throw new Error(`reviewing failed: ${reviewed.body.msg}`);
  reviewedOrder = received;
  const [review] = await ctx.db.select().from(reviews).where(ne(reviews.userId, buyer.user.id)).limit(1);
  othersReviewId = review?.gCommentId as number;
  goodsId = (await createGoods(ctx.db, { sendAddressId: 1, skus: [[10_000, 10]] })).goodsId;
});
afterAll(() => ctx.close());

interface TextCase {
  field: string;
  /** A value the request is accepted with. */
  plain?: string;
  method: string;
  path: string;
  options: (text: string) => CallOptions;
}

/** The fifteen fields (a review's text both first and as follow-up), each in an otherwise valid request. */
/** The buyer's review form for `order`: its first line, commented with `text`. */
const commentOn = (order: { orderId: number; recIds: number[] }, text: string) => ({
  key: buyer.key,
  json: { order_id: order.orderId, order_comment: JSON.stringify([{ rec_id: order.recIds[0], comment: text }]) },
});

const cases = (): TextCase[] => [
  {
    field: 'sign-in mobile',
    plain: '',
    method: 'POST',
    path: '/v1/auth/signin',
    options: (text) => ({ json: { login_type: 1, mobile: text, password: 'garden123' } }),
  },
  {
    field: 'parcel user_name',
    plain: 'parcel',
    method: 'POST',
    path: '/v1/parcel/login',
    options: (text) => ({ json: { user_name: text, password: 'parcel123' } }),
  },
  { field: 'feedback content', method: 'POST', path: '/v1/catalogue/feedback', options: (text) => ({ key: buyer.key, json: { content: text } }) },
  {
    field: 'address consignee',
    method: 'POST',
    path: '/v1/address/add',
    options: (text) => ({ key: buyer.key, json: { consignee: text, tel: '13800138000', ...HANGZHOU, address: '文三路 1 号' } }),
  },
  {
    field: 'address address',
    method: 'POST',
    path: '/v1/address/add',
    options: (text) => ({ key: buyer.key, json: { consignee: '林师傅', tel: '13800138000', ...HANGZHOU, address: text } }),
  },
  {
    field: 'comment content',
    method: 'POST',
    path: '/v1/comarticle/comment',
    options: (text) => ({ key: buyer.key, json: { g_comment_id: othersReviewId, content: text } }),
  },
  {
    field: 'cash zfb_name',
    method: 'POST',
    path: '/v1/user/cash',
    options: (text) => ({ key: buyer.key, json: { amount: '10', zfb: '13800138000', zfb_name: text } }),
  },
  { field: 'user nick', method: 'POST', path: '/v1/user/edit', options: (text) => ({ key: buyer.key, json: { nick: text } }) },
  {
    field: 'msg_to_shop',
    method: 'POST',
    path: '/v2/order/done',
    options: (text) => ({ key: buyer.key, json: { gshp_id: goodsId, number: 1, once: 1, msg_to_shop: text } }),
  },
  {
    field: 'refund_info',
    method: 'POST',
    path: '/v1/order/refund',
    options: (text) => ({
      key: buyer.key,
      json: {
        order_id: paidOrder.orderId,
        goods_json: JSON.stringify([{ rec_id: paidOrder.recIds[0], number: 1 }]),
        refund_type: 1,
        reason_type: 2,
        goods_status: 0,
        refund_info: text,
      },
    }),
  },
  { field: 'review comment', method: 'POST', path: '/v2/order/comment', options: (text) => commentOn(unreviewedOrder, text) },
  { field: 'pluscomment', method: 'POST', path: '/v2/order/pluscomment', options: (text) => commentOn(reviewedOrder, text) },
  { field: 'finder city_name', plain: '杭州', method: 'GET', path: '/v1/finder/search', options: (text) => ({ query: { city_name: text } }) },
  { field: 'finder product_name', method: 'GET', path: '/v1/finder/search', options: (text) => ({ query: { product_name: text } }) },
  { field: 'catalogue keyword', method: 'GET', path: '/v1/catalogue/search', options: (text) => ({ key: trader.key, query: { keyword: text } }) },
];

const tables = () => listTableNames().filter((name) => name !== 'login_attempts');
const nickOf = async (userId: number) => (await ctx.db.select({ nick: users.nick }).from(users).where(eq(users.id, userId)))[0]?.nick;

/** Sends `text` in the case's field and expects `message` with HTTP 400, and no row added, removed or renamed. */
async function expectRefused(item: TextCase, text: string, message: string) {
  const before = await countRows(ctx.db, tables());
  const { status, body } = await call(ctx.app, item.method, item.path, item.options(text));
  const label = `${item.field} ${JSON.stringify(text)}`;
  expect.soft(body, label).toEqual(refused(message));
  expect(status, label).toBe(400);
  expect(await countRows(ctx.db, tables()), label).toEqual(before);
  expect(await nickOf(buyer.user.id), label).toBe('林师傅');
}

describe('control characters in a text field', () => {
  it.each(['a\u0000b', 'a\u001b[2Jb', '\u001b]0;owned\u0007', 'a\u007fb', 'a\u0085b', 'a\u009b31mb'])(
    'answer 400 %j in every field of the issue, before PostgreSQL sees them',
    async (text) => {
      for (const item of cases()) await expectRefused(item, text, TEXT_CONTROL_CHARACTER);
    },
  );

  // A query string is UTF-8: URLSearchParams sends a lone surrogate as U+FFFD, a character like any other. JSON
  // carries one as \ud800.
  it.each(['a\ud800b', 'a\udfffb', '\udf39\ud83c'])('answer 400 %j (a lone surrogate) in every JSON field of the issue', async (text) => {
    for (const item of cases().filter((entry) => entry.method === 'POST')) await expectRefused(item, text, TEXT_CONTROL_CHARACTER);
  });

  it('allow a line break and a tab only where the text has several lines', async () => {
    const multiLine = new Set(['feedback content', 'address address', 'comment content', 'refund_info', 'review comment', 'pluscomment']);
    for (const item of cases().filter((entry) => !multiLine.has(entry.field))) {
      for (const text of ['a\nb', 'a\tb', 'a\rb']) await expectRefused(item, text, TEXT_LINE_BREAK);
    }
    const feedback = await call(ctx.app, 'POST', '/v1/catalogue/feedback', { json: { content: '第一条\n\t第二条\r\n' } });
    expect(feedback.body.code).toBe(200);
  });

  it('refuse a search word in the query, a message inside a JSON field and a form or multipart field the same way', async () => {
    const { body } = await call(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: 'a\u0000b' } });
    expect(body).toEqual(refused(TEXT_CONTROL_CHARACTER));
    const order = await call(ctx.app, 'POST', '/v2/order/cart_done', {
      key: buyer.key,
      json: { devide_items: ['1'], msg_to_shops: JSON.stringify({ 1: 'a\u0000b' }), bonus_ids: { 1: 0 }, bonus_ship_ids: { 1: 0 } },
    });
    expect(order.body).toEqual(refused(TEXT_CONTROL_CHARACTER));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', { type: 'image/png' });
    for (const form of [{ nick: 'a\u0000b' }, { nick: 'a\u0000b', avatar: png }] as Record<string, string | File>[]) {
      expect((await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form })).body).toEqual(refused(TEXT_CONTROL_CHARACTER));
    }
    expect(await nickOf(buyer.user.id)).toBe('林师傅');
  });

  it('refuse a trade number of the sandbox cashier, a page outside the OpenAPI document, the same way', async () => {
    for (const channel of ['alipay/cashier', 'wxpay/scan']) {
      const trade = new URLSearchParams({ trade: 'a\u0000b' });
      const page = await ctx.app.request(`/__sandbox/${channel}?${trade}`);
      expect({ status: page.status, body: await page.json() }).toEqual({ status: 400, body: refused(TEXT_CONTROL_CHARACTER) });
      const paid = await ctx.app.request(`/__sandbox/${channel}`, { method: 'POST', body: trade });
      expect({ status: paid.status, body: await paid.json() }).toEqual({ status: 400, body: refused(TEXT_CONTROL_CHARACTER) });
    }
  });

  it('accept each of these requests with plain text in the field', async () => {
    for (const item of cases()) {
      const text = item.field === 'sign-in mobile' ? (buyer.user.mobile as string) : (item.plain ?? '林师傅 🌹');
      const options = item.options(text);
      if (item.field === 'sign-in mobile') options.json = { ...options.json, password: buyer.user.password };
      const { body } = await call(ctx.app, item.method, item.path, options);
      expect(body.code, `${item.field}: ${body.msg}`).toBe(200);
    }
  });

  it('keep Chinese, emoji (surrogate pairs) and ordinary punctuation', async () => {
    const saved = await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, json: { nick: '花友🌹·小林' } });
    expect(saved.body.code).toBe(200);
    await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, json: { nick: '林师傅' } });
  });
});

describe('invisible format characters', () => {
  const names = () => cases().filter((item) => ['address consignee', 'cash zfb_name', 'user nick'].includes(item.field));

  it.each(['林\u202e傅', '林\u202a傅', '林\u2066傅', '林\u2069傅', '林\u200b傅', '林\u200d傅', '林\u200f傅'])(
    'answer 400 %j in a name, a consignee or a nickname',
    async (text) => {
      for (const item of names()) await expectRefused(item, text, NAME_FORMAT_CHARACTER);
    },
  );

  it('stay allowed in free text, where a right-to-left quote may need them', async () => {
    const feedback = await call(ctx.app, 'POST', '/v1/catalogue/feedback', { json: { content: '好\u200b看' } });
    expect(feedback.body.code).toBe(200);
  });
});
