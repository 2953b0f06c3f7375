// Logs, request ids, metrics and health (issue 34): a journey's log holds none of its secrets, every reply and
// its log line share a request id, the metrics move as orders are placed and notifications forged, /readyz
// turns 503 once the server drains, and /metrics answers only an operator allowed `shop`.
import { NOTIFY_SIGNATURE_INVALID, OPERATOR_TOKEN_BOOTSTRAP_ONLY, OPERATOR_TOKEN_INVALID } from '@garden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, signBody } from '../../integrations/payments-sandbox';
import { createLogger, setRootLogger } from '../../platform/logger';
import { createBuyer, giveCard, type PlacedReply } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { createUser } from '../../test/factories';
import { call } from '../../test/http';
import { requestSmsCode } from '../../test/sms';

const PROXY = '10.20.30.40';
let draining = false;
const ctx = useSeededContext({ trustedProxies: [PROXY], isDraining: () => draining });

/** Every log line written while the file runs, parsed. */
const lines: Record<string, unknown>[] = [];
let raw = '';
let previous: ReturnType<typeof setRootLogger> | undefined;
beforeAll(async () => {
  const destination = {
    write(line: string) {
      raw += line;
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  previous = setRootLogger(await createLogger({ level: 'debug', destination }));
});
afterAll(() => {
  if (previous) setRootLogger(previous);
});

async function metricsText(): Promise<string> {
  const response = await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${ctx.operatorKey}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample (`name{labels}`) of the metrics, 0 when not there yet. */
async function sample(name: string): Promise<number> {
  const line = (await metricsText()).split('\n').find((row) => row.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

describe('the log of a journey', () => {
  it('holds no login key, password, SMS code or card number, and each reply its request id', async () => {
    const user = await createUser(ctx.db);
    const mobile = user.mobile as string;
    const signInCode = await requestSmsCode(ctx.app, mobile, 1);
    const signedIn = await call<{ key: string }>(ctx.app, 'POST', '/v1/auth/signin', { json: { login_type: 2, mobile, sms_code: signInCode } });
    expect(signedIn.body.code).toBe(200);
    ctx.clock.advance(61_000); // one code a minute a mobile
    const resetCode = await requestSmsCode(ctx.app, mobile, 3);
    const password = 'Sekret-Garden-913';
    const reset = await call(ctx.app, 'POST', '/v1/auth/forget', { json: { mobile, sms_code: resetCode, password, repassword: password } });
    expect(reset.body.code).toBe(200);

    const buyer = await createBuyer(ctx.db, ctx.config);
    const cardNumber = 731_904_586;
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: cardNumber, balanceFen: 50_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const byCard = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, pay_id: 8, card_number: cardNumber },
    });
    expect(byCard.body.data.paid).toBe(1);
    const byAlipay = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, pay_id: 15 } });
    const trade = new URL((byAlipay.body.data.sign as { redirect_url: string }).redirect_url).searchParams.get('trade') as string;
    const paid = await ctx.app.request('/__sandbox/alipay/cashier', { method: 'POST', body: new URLSearchParams({ trade }) });
    expect(await paid.text()).toContain('支付成功');

    for (const secret of [signedIn.body.data.key, buyer.key, signInCode, resetCode, password, String(cardNumber)]) expect(raw).not.toContain(secret);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.find((line) => line.route === '/v1/auth/signin')).toMatchObject({ method: 'POST', status: 200, req_id: expect.any(String) });
    // The route pattern, not the address with its trade number.
    expect(requests.some((line) => String(line.route).includes(trade))).toBe(false);
    expect(requests.find((line) => line.route === '/v2/order/done')).toMatchObject({ user_id: buyer.user.id });
    expect(lines.find((line) => line.msg === 'provider call' && line.provider === 'sms')).toMatchObject({ operation: 'send', outcome: 'ok' });
    expect(lines.find((line) => line.msg === 'provider call' && line.provider === 'alipay')).toMatchObject({ operation: 'createPayment' });
  });

  it("sends the request id back and logs it: a trusted proxy's own, else a new one", async () => {
    const fromProxy = await ctx.app.request(
      '/v2/goods/category',
      { headers: { 'x-request-id': 'nginx-7f3a' } },
      { incoming: { socket: { remoteAddress: PROXY } } },
    );
    expect(fromProxy.headers.get('x-request-id')).toBe('nginx-7f3a');
    expect(lines.find((line) => line.req_id === 'nginx-7f3a' && line.msg === 'request')).toMatchObject({ status: fromProxy.status });
    const fromStranger = await ctx.app.request(
      '/v2/goods/category',
      { headers: { 'x-request-id': 'forged-id' } },
      { incoming: { socket: { remoteAddress: '203.0.113.5' } } },
    );
    const id = fromStranger.headers.get('x-request-id') as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line.req_id === id && line.msg === 'request')).toBeTruthy();
    expect(lines.some((line) => line.req_id === 'forged-id')).toBe(false);
  });
});

describe('GET /metrics', () => {
  it('counts an order placed and a forged notification', async () => {
    const orders = await sample('garden_orders_placed_total');
    const forgedBefore = await sample('garden_payment_notify_verification_failures_total{channel="wxpay"}');
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    expect((await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } })).body.code).toBe(200);
    expect(await sample('garden_orders_placed_total')).toBe(orders + 1);
    const forged = JSON.stringify({ event_id: 'forged-9', out_trade_no: 'nope', amount_fen: 1, trade_status: 'SUCCESS', channel: 'wxpay' });
    const refused = await ctx.app.request('/v2/pay/notify/wxpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody('not-the-secret', forged) },
      body: forged,
    });
    expect(await refused.json()).toMatchObject({ code: 400, msg: NOTIFY_SIGNATURE_INVALID });
    expect(await sample('garden_payment_notify_verification_failures_total{channel="wxpay"}')).toBe(forgedBefore + 1);
    const text = await metricsText();
    for (const name of [
      'garden_http_requests_total',
      'garden_http_request_duration_seconds_bucket',
      'garden_catalogue_cache_reads_total',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'garden_sms_sends_total',
    ])
      expect(text).toContain(name);
    expect(text).toMatch(/garden_http_requests_total\{method="POST",route="\/v2\/order\/done",status="200"\} \d+/);
  });

  it('is refused without an operator session allowed it, with the envelope', async () => {
    const none = await ctx.app.request('/metrics');
    expect({ status: none.status, body: await none.json() }).toEqual({ status: 401, body: { code: 401, msg: OPERATOR_TOKEN_INVALID, data: null } });
    const token = await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${ctx.operatorToken}` } });
    expect(await token.json()).toMatchObject({ code: 403, msg: OPERATOR_TOKEN_BOOTSTRAP_ONLY });
  });
});

describe('health', () => {
  it('answers /healthz, and /readyz until the server drains, then 503', async () => {
    expect(await (await ctx.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.request('/readyz');
    expect({ status: ready.status, body: await ready.json() }).toMatchObject({
      status: 200,
      body: { ready: true, checks: { database: 'ok', migrations: 'ok' } },
    });
    draining = true;
    const stopping = await ctx.app.request('/readyz');
    expect({ status: stopping.status, body: await stopping.json() }).toMatchObject({ status: 503, body: { ready: false } });
    draining = false;
  });
});
