import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../db/schema/index';
import { appRoot } from '../env';
import { createBuyer } from '../test/buying-factories';
import { createGoods, createSeededContext } from '../test/catalogue-factories';
import type { TestContext } from '../test/context';
import { rsaKeys, startFakeAlipay, startFakeWechatPay } from '../test/fake-gateways';
import { call } from '../test/http';
import { settleLatePayments } from '../modules/payments/payments';
import { readRealProviders, type RealProviders } from './providers';
import { readShopMode } from './shop-mode';

// The shop run for real: the gateways are played by local servers holding their own keys (test keys),
// and only a notification signed as each gateway signs pays an order.

let alipayFake: Awaited<ReturnType<typeof startFakeAlipay>>;
let wechatFake: Awaited<ReturnType<typeof startFakeWechatPay>>;
let keysDir: string;
let settings: Record<string, string>;
let ctx: TestContext;
const SANDBOX_PATHS = [
  '/__sandbox/sms?mobile=13800138000',
  '/__sandbox/captcha?device_id=abcdef12',
  '/__sandbox/alipay/cashier?trade=1',
  '/__sandbox/wxpay/scan?trade=1',
];

beforeAll(async () => {
  [alipayFake, wechatFake] = await Promise.all([startFakeAlipay(), startFakeWechatPay()]);
  keysDir = await mkdtemp(path.join(tmpdir(), 'garden-keys-'));
  const file = async (name: string, text: string) => {
    await writeFile(path.join(keysDir, name), text);
    return path.join(keysDir, name);
  };
  settings = {
    GARDEN_PUBLIC_URL: 'https://shop.example',
    ALIPAY_APP_ID: alipayFake.appId,
    ALIPAY_PRIVATE_KEY_FILE: await file('alipay-app.pem', alipayFake.app.privateKey),
    ALIPAY_PUBLIC_KEY: alipayFake.alipay.publicKey,
    ALIPAY_GATEWAY: alipayFake.gateway,
    WECHATPAY_MCH_ID: wechatFake.mchId,
    WECHATPAY_APP_ID: wechatFake.appId,
    WECHATPAY_API_V3_KEY: wechatFake.apiV3Key,
    WECHATPAY_PRIVATE_KEY_FILE: await file('apiclient_key.pem', wechatFake.merchant.privateKey),
    WECHATPAY_SERIAL_NO: wechatFake.merchant.serial,
    WECHATPAY_PLATFORM_CERT_FILE: await file('platform.pem', wechatFake.platform.certificate),
    WECHATPAY_API_BASE: wechatFake.apiBase,
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: '花园商城',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100001',
    ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
    KUAIDI100_CUSTOMER: 'CUSTOMER0001',
    KUAIDI100_KEY: 'kd-key',
    KUAIDI100_ENDPOINT: 'http://127.0.0.1:9/poll/query.do',
  };
  const { providers } = readRealProviders(settings);
  ctx = await createSeededContext({ ...(providers as RealProviders) });
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([alipayFake?.close(), wechatFake?.close(), rm(keysDir, { recursive: true, force: true })]);
});

describe('production settings', () => {
  it('is production by GARDEN_MODE or NODE_ENV, sandbox otherwise', () => {
    expect(readShopMode({ GARDEN_MODE: 'production' })).toBe('production');
    expect(readShopMode({ NODE_ENV: 'production' })).toBe('production');
    expect(readShopMode({})).toBe('sandbox');
  });

  it('names every missing setting and every key that does not load', () => {
    const { problems } = readRealProviders({
      ...settings,
      ALIPAY_APP_ID: '',
      WECHATPAY_PLATFORM_CERT_FILE: '',
      WECHATPAY_PLATFORM_CERT: 'not a certificate',
      SMS_PROVIDER: 'twilio',
    });
    expect(problems.join('\n')).toMatch(/ALIPAY_APP_ID is not set/);
    expect(problems.join('\n')).toMatch(/WECHATPAY_PLATFORM_CERT does not load/);
    expect(problems.join('\n')).toMatch(/SMS_PROVIDER twilio is not supported \(aliyun or tencent\)/);
    // The SMS settings asked for are the chosen provider's only.
    const unset = (env: Record<string, string>) =>
      readRealProviders(env).problems.filter((problem) => problem.endsWith(')') && problem.includes('is not set'));
    expect(unset({})).toHaveLength(13);
    expect(unset({ SMS_PROVIDER: 'aliyun' }).filter((problem) => problem.includes('SMS'))).toHaveLength(4);
    expect(unset({ SMS_PROVIDER: 'tencent' }).filter((problem) => problem.includes('SMS'))).toEqual([
      expect.stringMatching(/^TENCENT_SMS_SECRET_ID is not set/),
      expect.stringMatching(/^TENCENT_SMS_SECRET_KEY is not set/),
      expect.stringMatching(/^TENCENT_SMS_SDK_APP_ID is not set/),
      expect.stringMatching(/^TENCENT_SMS_SIGN_NAME is not set/),
      expect.stringMatching(/^TENCENT_SMS_TEMPLATE_ID is not set/),
    ]);
  });

  it('sends SMS through the provider SMS_PROVIDER names, each its official SDK', () => {
    expect(readRealProviders(settings).providers?.sms.provider).toBe('aliyun');
    const tencent = {
      ...settings,
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'AKID-test',
      TENCENT_SMS_SECRET_KEY: 'secret',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: '花园商城',
      TENCENT_SMS_TEMPLATE_ID: '100001',
    };
    expect(readRealProviders(tencent).providers?.sms.provider).toBe('tencent');
  });
});

describe('a shop on the real gateways', () => {
  it('serves no sandbox route, and the operator sees every service real', async () => {
    const doctor = await call<{ services: { service: string; provider: string; name: string; keys_loaded: boolean }[] }>(
      ctx.app,
      'GET',
      '/v1/operator/doctor',
      {
        headers: { authorization: `Bearer ${ctx.operatorKey}` },
      },
    );
    expect(doctor.body.data.services.map((service) => [service.service, service.provider, service.name, service.keys_loaded])).toEqual([
      ['payments', 'real', 'alipay, wechatpay', true],
      ['sms', 'real', 'aliyun', true],
      ['courier', 'real', 'kuaidi100', true],
    ]);
    for (const url of SANDBOX_PATHS) {
      expect((await ctx.app.request(url)).status).toBe(404);
      expect((await ctx.app.request(url.split('?')[0] as string, { method: 'POST' })).status).toBe(404);
    }
  });

  it('pays a WeChat order only through a notification the platform signed, once, for the right amount', async () => {
    wechatFake.answer('POST /v3/pay/transactions/native', 200, { code_url: 'weixin://wxpay/bizpayurl?pr=garden' });
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[6_080, 5]] });
    const placed = await call<{ order_id: number; sign: { code_url: string } }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, pay_id: 16 },
    });
    expect(placed.body.data.sign).toEqual({ code_url: 'weixin://wxpay/bizpayurl?pr=garden' });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.body.data.order_id));
    const trade = { mchid: wechatFake.mchId, out_trade_no: payment?.outTradeNo, trade_state: 'SUCCESS', amount: { total: payment?.amountFen } };
    const post = (notice: { body: string; headers: Record<string, string> }) =>
      ctx.app.request('/v2/pay/notify/wxpay', { method: 'POST', headers: notice.headers, body: notice.body });
    const status = async () => (await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id)))[0]?.oStatus;

    expect((await post(wechatFake.notice({ id: 'EV-F', trade }, { signingKey: rsaKeys().privateKey }))).status).toBe(400);
    expect((await post(wechatFake.notice({ id: 'EV-W', trade: { ...trade, amount: { total: 1 } } }))).status).toBe(200);
    expect(await status()).toBe(0);
    const genuine = wechatFake.notice({ id: 'EV-G', trade });
    const answer = await post(genuine);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
    expect(await status()).toBe(1);
    expect((await post(genuine)).status).toBe(200);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'wxpay:EV-G'))).toHaveLength(1);
  });

  it('asks the gateway about a payment whose notification is late, books it once, and the late notification changes nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[3_000, 5]] });
    const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, pay_id: 15 },
    });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.body.data.order_id));
    const trade = payment?.outTradeNo as string;
    const status = async () => (await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id)))[0]?.oStatus;
    const minutes = (n: number) => new Date(ctx.clock.now().getTime() + n * 60_000);
    alipayFake.answer('alipay.trade.query', {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade,
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: '30.00',
    });
    // Too early to ask, then asked but not paid yet.
    expect(await settleLatePayments(ctx.db, ctx.config.payments, minutes(1))).toBe(0);
    expect(await settleLatePayments(ctx.db, ctx.config.payments, minutes(3))).toBe(0);
    expect(await status()).toBe(0);
    alipayFake.answer('alipay.trade.query', {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '30.00',
    });
    expect(await settleLatePayments(ctx.db, ctx.config.payments, minutes(4))).toBe(1);
    expect(await status()).toBe(1);
    expect(await settleLatePayments(ctx.db, ctx.config.payments, minutes(5))).toBe(0);
    const late = alipayFake.notice({
      notify_id: 'AN-LATE',
      app_id: alipayFake.appId,
      out_trade_no: trade,
      total_amount: '30.00',
      trade_status: 'TRADE_SUCCESS',
    });
    const answer = await ctx.app.request('/v2/pay/notify/alipay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: late,
    });
    expect(await answer.text()).toBe('success');
    const [after] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id));
    expect(after).toMatchObject({ oStatus: 1, moneyPaidFen: 3_000 });
  });

  it("pays an Alipay order through Alipay's signed form and answers it success", async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[12_345, 5]] });
    const placed = await call<{ order_id: number; sign: { redirect_url: string } }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, pay_id: 15, return_url: '/userOrder' },
    });
    expect(placed.body.data.sign.redirect_url.startsWith(`${alipayFake.gateway}?`)).toBe(true);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.body.data.order_id));
    const fields = {
      notify_id: 'AN-1',
      app_id: alipayFake.appId,
      out_trade_no: payment?.outTradeNo as string,
      total_amount: '123.45',
      trade_status: 'TRADE_SUCCESS',
    };
    const post = (body: string) =>
      ctx.app.request('/v2/pay/notify/alipay', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect((await post(alipayFake.notice(fields, rsaKeys().privateKey))).status).toBe(400);
    const answer = await post(alipayFake.notice(fields));
    expect(await answer.text()).toBe('success');
    expect((await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id)))[0]?.oStatus).toBe(1);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts the real server (src/main.ts) and answers its exit code or its address once it listens. */
async function startServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-prod-'));
  const port = await freePort();
  const child = spawn(path.join(appRoot, 'node_modules/.bin/tsx'), ['--conditions=@garden/source', 'src/main.ts'], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const listening = (async () => {
    for (;;) {
      if (child.exitCode !== null) return false;
      if (
        await fetch(`http://127.0.0.1:${port}/api/openapi.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const up = await Promise.race([listening, exited.then(() => false)]);
  return {
    up,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exitCode: () => exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the server in production mode', () => {
  it('refuses to start without its settings, naming them', async () => {
    const server = await startServer({ GARDEN_MODE: 'production' });
    expect(server.up).toBe(false);
    expect(await server.exitCode()).toBe(1);
    expect(server.output()).toMatch(/ALIPAY_APP_ID is not set/);
    expect(server.output()).toMatch(/KUAIDI100_KEY is not set/);
    await server.stop();
  }, 60_000);

  it('starts with real-provider settings, seeds no demo shop, and serves no sandbox path', async () => {
    const server = await startServer({ ...settings, GARDEN_MODE: 'production' });
    try {
      expect(server.up).toBe(true);
      expect(server.output()).toMatch(/mode: {9}production/);
      for (const url of SANDBOX_PATHS) expect((await fetch(`${server.base}${url}`)).status).toBe(404);
      const login = await fetch(`${server.base}/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login_type: 1, mobile: '13800138000', password: 'garden123' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(400);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
