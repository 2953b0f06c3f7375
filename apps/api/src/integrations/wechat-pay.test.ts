import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeys, startFakeWechatPay } from '../test/fake-gateways';
import { RefundRefusedError } from './payments';
import { createWechatPay, type WechatPayGateway } from './wechat-pay';

let fake: Awaited<ReturnType<typeof startFakeWechatPay>>;
let wechat: WechatPayGateway;
beforeAll(async () => {
  fake = await startFakeWechatPay();
  wechat = createWechatPay(settingsOf());
});
afterAll(() => fake.close());

const trade = (fields: Record<string, unknown> = {}) => ({
  mchid: fake.mchId,
  appid: fake.appId,
  out_trade_no: 'W1001',
  transaction_id: '4200001',
  trade_state: 'SUCCESS',
  amount: { total: 6080, payer_total: 6080, currency: 'CNY' },
  ...fields,
});

describe('WeChat Pay Native payment', () => {
  it('orders with POST /v3/pay/transactions/native, signed by the merchant key, and answers the code_url', async () => {
    fake.answer('POST /v3/pay/transactions/native', 200, { code_url: 'weixin://wxpay/bizpayurl?pr=abc' });
    const sign = await wechat.createPayment({
      channel: 'wxpay',
      outTradeNo: 'W1001',
      amountFen: 6080,
      subject: '花园商城订单 1',
    });
    expect(sign).toEqual({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' });
    const sent = fake.received.at(-1);
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      appid: fake.appId,
      mchid: fake.mchId,
      description: '花园商城订单 1',
      out_trade_no: 'W1001',
      notify_url: 'https://shop.example/v2/pay/notify/wxpay',
      amount: { total: 6080, currency: 'CNY' },
    });
    expect(String(sent?.headers.authorization)).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${fake.mchId}",nonce_str="\\w+",signature="[^"]+",timestamp="\\d+",serial_no="${fake.merchant.serial}"$`,
      ),
    );
  });

  it('fails loudly when WeChat Pay refuses the request (the fake checks the signature)', async () => {
    const impostor = createWechatPay({ ...settingsOf(), merchantPrivateKey: rsaKeys().privateKey });
    await expect(impostor.createPayment({ channel: 'wxpay', outTradeNo: 'W2', amountFen: 1, subject: 'x' })).rejects.toThrow(/401/);
  });
});

function settingsOf() {
  return {
    mchId: fake.mchId,
    appId: fake.appId,
    apiV3Key: fake.apiV3Key,
    merchantPrivateKey: fake.merchant.privateKey,
    merchantSerialNo: fake.merchant.serial,
    platformCertificate: fake.platform.certificate,
    apiBase: fake.apiBase,
    notifyUrl: 'https://shop.example/v2/pay/notify/wxpay',
  };
}

describe('WeChat Pay notifications', () => {
  it('verifies the platform signature and decrypts the trade with the API v3 key', () => {
    const notice = fake.notice({ id: 'EV-1', trade: trade() });
    expect(wechat.verifyNotification(notice.body, notice.headers)).toMatchObject({
      eventId: 'wxpay:EV-1',
      outTradeNo: 'W1001',
      amountFen: 6080,
      paid: true,
    });
    const closed = fake.notice({ id: 'EV-2', eventType: 'TRANSACTION.SUCCESS', trade: trade({ trade_state: 'CLOSED' }) });
    expect(wechat.verifyNotification(closed.body, closed.headers)?.paid).toBe(false);
  });

  it('refuses a forged signature, another certificate, a tampered body, a wrong key or another merchant', () => {
    const forged = fake.notice({ id: 'EV-3', trade: trade() }, { signingKey: rsaKeys().privateKey });
    expect(wechat.verifyNotification(forged.body, forged.headers)).toBeUndefined();
    const otherSerial = fake.notice({ id: 'EV-4', trade: trade() }, { serial: 'ABCDEF' });
    expect(wechat.verifyNotification(otherSerial.body, otherSerial.headers)).toBeUndefined();
    const genuine = fake.notice({ id: 'EV-5', trade: trade() });
    expect(wechat.verifyNotification(genuine.body.replace('"EV-5"', '"EV-6"'), genuine.headers)).toBeUndefined();
    const wrongKey = fake.notice({ id: 'EV-7', trade: trade() }, { key: 'k'.repeat(32) });
    expect(wechat.verifyNotification(wrongKey.body, wrongKey.headers)).toBeUndefined();
    const foreign = fake.notice({ id: 'EV-8', trade: trade({ mchid: '1900000999' }) });
    expect(wechat.verifyNotification(foreign.body, foreign.headers)).toBeUndefined();
    expect(wechat.verifyNotification(genuine.body, {})).toBeUndefined();
  });
});

describe('WeChat Pay calls', () => {
  it('queries an order by out_trade_no with the merchant id', async () => {
    fake.answer('GET /v3/pay/transactions/out-trade-no/W1001', 200, trade());
    await expect(wechat.query('W1001')).resolves.toEqual({ outTradeNo: 'W1001', paid: true, amountFen: 6080 });
    expect(fake.received.at(-1)?.url.search).toBe(`?mchid=${fake.mchId}`);
  });

  it('refunds with out_refund_no and the trade total; a 4xx is a refusal, a 5xx is tried again', async () => {
    fake.answer('POST /v3/refund/domestic/refunds', 200, { refund_id: '5000', out_refund_no: 'R1', status: 'PROCESSING' });
    await expect(wechat.refund({ channel: 'wxpay', outTradeNo: 'W1001', refundNo: 'R1', amountFen: 1000, tradeAmountFen: 6080 })).resolves.toEqual({
      refundNo: 'R1',
      amountFen: 1000,
    });
    expect(JSON.parse(fake.received.at(-1)?.body ?? '')).toEqual({
      out_trade_no: 'W1001',
      out_refund_no: 'R1',
      amount: { refund: 1000, total: 6080, currency: 'CNY' },
    });
    fake.answer('POST /v3/refund/domestic/refunds', 400, { code: 'INVALID_REQUEST', message: '退款金额超过订单可退金额' });
    await expect(
      wechat.refund({ channel: 'wxpay', outTradeNo: 'W1001', refundNo: 'R2', amountFen: 9000, tradeAmountFen: 6080 }),
    ).rejects.toBeInstanceOf(RefundRefusedError);
    fake.answer('POST /v3/refund/domestic/refunds', 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
    await expect(
      wechat.refund({ channel: 'wxpay', outTradeNo: 'W1001', refundNo: 'R3', amountFen: 100, tradeAmountFen: 6080 }),
    ).rejects.not.toBeInstanceOf(RefundRefusedError);
  });
});
