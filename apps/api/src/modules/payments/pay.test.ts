import {
  ALREADY_PAID,
  ORDER_PAYMENT_EXPIRED,
  RETURN_URL_NOT_LOCAL,
  ORDER_NOT_FOUND,
  CARD_BALANCE_SHORT,
  NOTIFY_SIGNATURE_INVALID,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardLogs, goodsSkus, memberCards, orders, payments, userCoupons, users } from '../../db/schema/index';
import { SANDBOX_SIGNATURE_HEADER, createSandboxGateway, signBody } from '../../integrations/payments-sandbox';
import { cancelAllExpiredOrders } from '../orders/index';
import { createBuyer, createDepositGoods, giveCard, giveCoupon, type PlacedReply } from '../../test/buying-factories';
import { createGoods, useSeededContext, findDemoShopper } from '../../test/catalogue-factories';
import { openSession } from '../../platform/sessions';
import { call } from '../../test/http';
import { paymentOfTrade } from '../../test/order-factories';

const ctx = useSeededContext();

async function placeOrder(options: { stock?: number; balanceFen?: number; json?: Record<string, unknown> } = {}) {
  const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: options.balanceFen ?? 0 });
  const item = await createGoods(ctx.db, { skus: [[10_000, options.stock ?? 10]] });
  const { body } = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, ...options.json } });
  if (body.code !== 200) throw new Error(`placing failed: ${body.msg}`);
  return { buyer, item, placed: body.data };
}

const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

async function notify(channel: 'alipay' | 'wxpay', body: string, signature: string) {
  const response = await ctx.app.request(`/v2/pay/notify/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: { result: string } | null } };
}

describe('Alipay through the sandbox cashier', () => {
  it('redirects to the cashier, whose pay button marks the order paid; paying again answers 2040', async () => {
    const { buyer, placed } = await placeOrder({ json: { pay_id: 15, return_url: '/payway?done=1' } });
    expect(placed.sign).toEqual({ redirect_url: expect.stringContaining('/__sandbox/alipay/cashier?trade=') });
    const url = new URL((placed.sign as { redirect_url: string }).redirect_url);
    const page = await ctx.app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('¥100.00');
    const trade = url.searchParams.get('trade') as string;
    const paid = await ctx.app.request('/__sandbox/alipay/cashier', {
      method: 'POST',
      body: new URLSearchParams({ trade, return_url: '/payway?done=1' }),
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe('/payway?done=1');
    expect(await orderOf(placed.order_id)).toMatchObject({ oStatus: 1, moneyPaidFen: 10_000, payId: 15 });
    const status = await call<{ o_status: number }>(ctx.app, 'GET', '/v2/order/pay_status', { key: buyer.key, query: { order_id: placed.order_id } });
    expect(status.body.data.o_status).toBe(1);
    const again = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: placed.order_id, pay_id: 16 } });
    expect(again).toMatchObject({ status: 200, body: { code: 2040, msg: ALREADY_PAID } });
  });
});

describe('the sandbox cashier, safe as a demo', () => {
  // (A tab or line break is refused by every text field already: domain isLocalPath's own tests show it here.)
  const elsewhere = ['//evil.example', '//evil.example/userOrder', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'];
  const notLocal = { code: 400, msg: RETURN_URL_NOT_LOCAL, data: null };

  it('builds payment links on the configured public origin, whatever Host the request named', async () => {
    const { buyer, placed } = await placeOrder();
    for (const pay_id of [15, 16]) {
      const response = await ctx.app.request('http://evil.example/v2/order/pay', {
        method: 'POST',
        headers: { key: buyer.key, 'content-type': 'application/json', host: 'evil.example' },
        body: JSON.stringify({ order_id: placed.order_id, pay_id, return_url: '/userOrder' }),
      });
      const { data } = (await response.json()) as { data: PlacedReply };
      const link = Object.values(data.sign ?? {})[0] as string;
      expect(new URL(link).origin).toBe(ctx.config.publicOrigin);
    }
    const direct = await ctx.app.request('http://evil.example/v2/order/done', {
      method: 'POST',
      headers: { key: buyer.key, 'content-type': 'application/json' },
      body: JSON.stringify({ gshp_id: (await createGoods(ctx.db, { skus: [[10_000, 10]] })).goodsId, pay_id: 15 }),
    });
    const { data } = (await direct.json()) as { data: PlacedReply };
    expect(new URL((data.sign as { redirect_url: string }).redirect_url).origin).toBe(ctx.config.publicOrigin);
  });

  it('refuses a return_url that is not a path of the shop, before any payment starts', async () => {
    const { buyer, placed } = await placeOrder();
    for (const return_url of elsewhere) {
      const paying = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: placed.order_id, pay_id: 15, return_url } });
      expect(paying).toEqual({ status: 400, body: notLocal });
    }
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, placed.order_id))).toEqual([]);
    // Placing and paying at once: the order stands, unpaid, and says why.
    const { placed: direct } = await placeOrder({ json: { pay_id: 15, return_url: '//evil.example' } });
    expect(direct).toMatchObject({ sign: null, paid: 0, pay_msg: RETURN_URL_NOT_LOCAL });
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, direct.order_id))).toEqual([]);
  });

  it('shows no cashier for such a return_url, and paying with one pays nothing and sends nobody away', async () => {
    const { placed } = await placeOrder({ json: { pay_id: 15, return_url: '/userOrder' } });
    const trade = new URL((placed.sign as { redirect_url: string }).redirect_url).searchParams.get('trade') as string;
    for (const channel of ['alipay/cashier', 'wxpay/scan']) {
      for (const return_url of elsewhere) {
        const page = await ctx.app.request(`/__sandbox/${channel}?${new URLSearchParams({ trade, return_url })}`);
        expect({ status: page.status, body: await page.json() }).toEqual({ status: 400, body: notLocal });
        const paid = await ctx.app.request(`/__sandbox/${channel}`, { method: 'POST', body: new URLSearchParams({ trade, return_url }) });
        expect(paid.headers.get('location')).toBeNull();
        expect({ status: paid.status, body: await paid.json() }).toEqual({ status: 400, body: notLocal });
      }
    }
    expect((await orderOf(placed.order_id))?.oStatus).toBe(0);
  });
});

describe('WeChat notifications', () => {
  it('pays once for a replayed notification and refuses a forged one', async () => {
    const { buyer, placed } = await placeOrder();
    const { body } = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/pay', {
      key: buyer.key,
      form: { order_id: String(placed.order_id), pay_id: '16' },
    });
    expect(body.data.sign).toEqual({ code_url: expect.stringContaining('/__sandbox/wxpay/scan?trade=') });
    const trade = new URL((body.data.sign as { code_url: string }).code_url).searchParams.get('trade') as string;
    const gateway = createSandboxGateway(ctx.db);

    const forged = JSON.stringify({ event_id: 'forged-1', out_trade_no: trade, amount_fen: 10_000, trade_status: 'SUCCESS', channel: 'wxpay' });
    const refused = await notify('wxpay', forged, signBody('not-the-secret', forged));
    expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: NOTIFY_SIGNATURE_INVALID } });
    const unsigned = await notify('wxpay', forged, '');
    expect(unsigned.status).toBe(400);
    expect((await orderOf(placed.order_id))?.oStatus).toBe(0);

    const notice = await gateway.signNotice('wxpay', trade, 10_000);
    const first = await notify('wxpay', notice.body, notice.signature);
    expect(first.body.data?.result).toBe('paid');
    const replay = await notify('wxpay', notice.body, notice.signature);
    expect(replay.body.data?.result).toBe('replayed');
    expect(await orderOf(placed.order_id)).toMatchObject({ oStatus: 1, moneyPaidFen: 10_000 });
    const { payment, events } = await paymentOfTrade(ctx.db, trade);
    expect(payment?.status).toBe('paid');
    expect(events).toHaveLength(1);
  });

  it('completes the payment from the scan page a phone opens', async () => {
    const { buyer, placed } = await placeOrder({ json: { pay_id: 16 } });
    const trade = new URL((placed.sign as { code_url: string }).code_url).searchParams.get('trade') as string;
    const scan = await ctx.app.request(`/__sandbox/wxpay/scan?trade=${trade}`);
    expect(await scan.text()).toContain('确认支付');
    const done = await ctx.app.request('/__sandbox/wxpay/scan', { method: 'POST', body: new URLSearchParams({ trade }) });
    expect(await done.text()).toContain('支付成功');
    const status = await call<{ o_status: number }>(ctx.app, 'GET', '/v2/order/pay_status', { key: buyer.key, query: { order_id: placed.order_id } });
    expect(status.body.data.o_status).toBe(1);
  });
});

describe('member card payment and /v2/user/vipCard', () => {
  it('lists the cards and debits the card in the payment; short balance answers 400', async () => {
    const { buyer, placed } = await placeOrder();
    const card = await giveCard(ctx.db, buyer.user.id, { fCardNumber: 7, balanceFen: 5_000, fDiscount: '0.95', fName: '园艺卡' });
    const cards = await call<{ list: unknown[] }>(ctx.app, 'GET', '/v2/user/vipCard', { key: buyer.key });
    expect(cards.body.data.list).toEqual([{ FCardNumber: 7, ftype: 0, fDisCount: '0.9500', FName: '园艺卡', FAmtIn: '50.00' }]);
    const short = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: placed.order_id, pay_id: 8, card_number: 7 } });
    expect(short).toMatchObject({ status: 400, body: { code: 400, msg: CARD_BALANCE_SHORT } });
    await ctx.db.update(memberCards).set({ balanceFen: 12_000 }).where(eq(memberCards.cardId, card.cardId));
    const paid = await call<{ paid: number; amount: string }>(ctx.app, 'POST', '/v2/order/pay', {
      key: buyer.key,
      json: { order_id: placed.order_id, pay_id: 8, card_number: 7 },
    });
    expect(paid.body.data).toMatchObject({ paid: 1, amount: '100.00' });
    const [after] = await ctx.db.select().from(memberCards).where(eq(memberCards.cardId, card.cardId));
    expect(after?.balanceFen).toBe(2_000);
    expect(await ctx.db.select().from(cardLogs).where(eq(cardLogs.cardId, card.cardId))).toHaveLength(1);
    expect((await orderOf(placed.order_id))?.oStatus).toBe(1);
  });

  it("lists the seeded shopper's demo cards: the black-five card and the garden card", async () => {
    const shopper = await findDemoShopper(ctx.db);
    const key = await openSession(ctx.db, ctx.config, shopper.id);
    const { body } = await call<{ list: { FCardNumber: number; FName: string; FAmtIn: string }[] }>(ctx.app, 'GET', '/v2/user/vipCard', { key });
    expect(body.data.list).toEqual([
      expect.objectContaining({ FCardNumber: 2, FName: '黑五卡', FAmtIn: '200.00' }),
      expect.objectContaining({ FCardNumber: 8801, FName: '园艺会员卡', FAmtIn: '5000.00' }),
    ]);
  });

  it('prices with the card discount when the card is chosen at checkout', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 7, balanceFen: 100_000, fDiscount: '0.9' });
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const { body } = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, card_number: 7, pay_id: 8 },
    });
    expect(body.data.paid).toBe(1);
    expect(await orderOf(body.data.order_id)).toMatchObject({ orderAmountFen: 9_000, discountFen: 1_000, oStatus: 1, fCardNumber: 7 });
  });
});

describe('ownership', () => {
  it("a shopper can neither pay nor poll another's order", async () => {
    const { placed } = await placeOrder();
    const stranger = await createBuyer(ctx.db, ctx.config);
    const pay = await call(ctx.app, 'POST', '/v2/order/pay', { key: stranger.key, json: { order_id: placed.order_id, pay_id: 15 } });
    expect(pay).toMatchObject({ status: 404, body: { code: 404, msg: ORDER_NOT_FOUND } });
    const poll = await call(ctx.app, 'GET', '/v2/order/pay_status', { key: stranger.key, query: { order_id: placed.order_id } });
    expect(poll.status).toBe(404);
  });
});

describe('deposit goods', () => {
  it('takes the 20 % deposit first: dj_status 0 → 1', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createDepositGoods(ctx.db, ctx.clock.now());
    const { body } = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, pay_id: 16 } });
    const trade = new URL((body.data.sign as { code_url: string }).code_url).searchParams.get('trade') as string;
    const { payment } = await paymentOfTrade(ctx.db, trade);
    expect(payment?.amountFen).toBe(2_000);
    const notice = await createSandboxGateway(ctx.db).signNotice('wxpay', trade, 2_000);
    await notify('wxpay', notice.body, notice.signature);
    expect(await orderOf(body.data.order_id)).toMatchObject({ oStatus: 9, djStatus: 1, moneyPaidFen: 2_000 });
  });
});

describe('auto-cancel', () => {
  it('closes an unpaid order after 60 minutes, once, and gives back stock, coupon and balance', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 4]] });
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    const { body } = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, number: 2, is_balance: 1 },
    });
    expect(await cancelAllExpiredOrders(ctx.db, new Date(ctx.clock.now().getTime() + 59 * 60_000))).toBe(0);
    const later = new Date(ctx.clock.now().getTime() + 60 * 60_000);
    const [first, second] = await Promise.all([cancelAllExpiredOrders(ctx.db, later), cancelAllExpiredOrders(ctx.db, later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await cancelAllExpiredOrders(ctx.db, later)).toBe(0);
    expect(await orderOf(body.data.order_id)).toMatchObject({ oStatus: 0, isDelete: 1 });
    expect((await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)))[0]?.stock).toBe(4);
    expect((await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, bonus)))[0]).toMatchObject({ orderId: null, usedTime: null });
    expect((await ctx.db.select().from(users).where(eq(users.id, buyer.user.id)))[0]?.userMoneyFen).toBe(1_000);
    const pay = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: body.data.order_id, pay_id: 15 } });
    expect(pay.body).toMatchObject({ code: 400, msg: ORDER_PAYMENT_EXPIRED });
  });
});
