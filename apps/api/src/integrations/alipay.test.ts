import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayCallFields, alipaySignContent, rsaKeys, rsaVerify, startFakeAlipay } from '../test/fake-gateways';
import { createAlipay, type AlipayGateway } from './alipay';
import { RefundRefusedError } from './payments';

let fake: Awaited<ReturnType<typeof startFakeAlipay>>;
let alipay: AlipayGateway;
beforeAll(async () => {
  fake = await startFakeAlipay();
  alipay = createAlipay({
    appId: fake.appId,
    privateKey: fake.app.privateKey,
    alipayPublicKey: fake.alipay.publicKey,
    gateway: fake.gateway,
    notifyUrl: 'https://shop.example/v2/pay/notify/alipay',
  });
});
afterAll(() => fake.close());

const lastCall = () => alipayCallFields(fake.received.at(-1) as Parameters<typeof alipayCallFields>[0]);
const paidNotice = (fields: Record<string, string> = {}) =>
  fake.notice({
    notify_id: 'n-1001',
    notify_time: '2026-11-24 10:00:00',
    app_id: fake.appId,
    out_trade_no: 'T1001',
    trade_no: '2026112422001',
    total_amount: '123.45',
    trade_status: 'TRADE_SUCCESS',
    ...fields,
  });

describe('Alipay computer-website payment', () => {
  it('redirects to alipay.trade.page.pay on the gateway, every field signed by the app key (RSA2)', () => {
    const sign = alipay.createPayment({
      channel: 'alipay',
      outTradeNo: 'T1001',
      amountFen: 12_345,
      subject: '花园商城订单 1',
      returnUrl: '/userOrder',
    });
    const url = new URL((sign as { redirect_url: string }).redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(fake.gateway);
    const fields = Object.fromEntries(url.searchParams);
    expect(fields).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: fake.appId,
      sign_type: 'RSA2',
      notify_url: 'https://shop.example/v2/pay/notify/alipay',
      return_url: 'https://shop.example/userOrder',
    });
    expect(JSON.parse(fields.biz_content as string)).toEqual({
      out_trade_no: 'T1001',
      total_amount: '123.45',
      subject: '花园商城订单 1',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(rsaVerify(fake.app.publicKey, alipaySignContent(fields), fields.sign as string)).toBe(true);
  });
});

describe('Alipay notifications', () => {
  it('takes a notification Alipay signed, with the amount in fen', () => {
    expect(alipay.verifyNotification(paidNotice())).toMatchObject({ eventId: 'alipay:n-1001', outTradeNo: 'T1001', amountFen: 12_345, paid: true });
    expect(alipay.verifyNotification(paidNotice({ trade_status: 'WAIT_BUYER_PAY' }))?.paid).toBe(false);
  });

  it('refuses a forged, tampered or foreign notification', () => {
    expect(alipay.verifyNotification(paidNotice({}).replace('total_amount=123.45', 'total_amount=0.01'))).toBeUndefined();
    expect(
      alipay.verifyNotification(
        fake.notice(
          { notify_id: 'n-2', app_id: fake.appId, out_trade_no: 'T1001', total_amount: '123.45', trade_status: 'TRADE_SUCCESS' },
          rsaKeys().privateKey,
        ),
      ),
    ).toBeUndefined();
    expect(alipay.verifyNotification(paidNotice({ app_id: '2021000000009999' }))).toBeUndefined();
    const unsigned = new URLSearchParams(paidNotice());
    unsigned.delete('sign');
    expect(alipay.verifyNotification(unsigned.toString())).toBeUndefined();
    expect(alipay.verifyNotification('not a form')).toBeUndefined();
  });
});

describe('Alipay calls', () => {
  it('refunds with alipay.trade.refund once per out_request_no, and says when Alipay refuses', async () => {
    fake.answer('alipay.trade.refund', { code: '10000', msg: 'Success', fund_change: 'Y', refund_fee: '20.00' });
    await expect(alipay.refund({ channel: 'alipay', outTradeNo: 'T1001', refundNo: 'R1', amountFen: 2000, tradeAmountFen: 12_345 })).resolves.toEqual(
      { refundNo: 'R1', amountFen: 2000 },
    );
    const fields = lastCall();
    expect(fields.method).toBe('alipay.trade.refund');
    expect(JSON.parse(fields.biz_content as string)).toEqual({ out_trade_no: 'T1001', refund_amount: '20.00', out_request_no: 'R1' });
    fake.answer('alipay.trade.refund', {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
      sub_msg: '退款金额超限',
    });
    await expect(
      alipay.refund({ channel: 'alipay', outTradeNo: 'T1001', refundNo: 'R2', amountFen: 99_999, tradeAmountFen: 12_345 }),
    ).rejects.toBeInstanceOf(RefundRefusedError);
    // An outage is not a refusal: the refund is tried again later.
    fake.answer('alipay.trade.refund', { code: '20000', msg: 'Service Currently Unavailable' });
    await expect(
      alipay.refund({ channel: 'alipay', outTradeNo: 'T1001', refundNo: 'R3', amountFen: 100, tradeAmountFen: 12_345 }),
    ).rejects.not.toBeInstanceOf(RefundRefusedError);
  });

  it('queries a trade whose notification is late', async () => {
    fake.answer('alipay.trade.query', {
      code: '10000',
      msg: 'Success',
      out_trade_no: 'T1001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '123.45',
    });
    await expect(alipay.query('T1001')).resolves.toEqual({ outTradeNo: 'T1001', paid: true, amountFen: 12_345 });
    expect(JSON.parse(lastCall().biz_content as string)).toEqual({ out_trade_no: 'T1001' });
  });

  it('transfers to an Alipay account by login and real name, and reports a name Alipay refuses', async () => {
    const withdraw = (outBizNo: string, payeeName: string) =>
      alipay.transfer({ outBizNo, amountFen: 5000, payeeAccount: 'lin@example.com', payeeName, title: '余额提现' });
    fake.answer('alipay.fund.trans.uni.transfer', {
      code: '10000',
      msg: 'Success',
      out_biz_no: 'W1',
      order_id: '20261124110070000006',
      status: 'SUCCESS',
    });
    await expect(withdraw('W1', '林花匠')).resolves.toEqual({ status: 'paid', orderId: '20261124110070000006' });
    expect(JSON.parse(lastCall().biz_content as string)).toMatchObject({
      out_biz_no: 'W1',
      trans_amount: '50.00',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      payee_info: { identity: 'lin@example.com', identity_type: 'ALIPAY_LOGON_ID', name: '林花匠' },
    });
    fake.answer('alipay.fund.trans.uni.transfer', {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'PAYEE_USER_INFO_ERROR',
      sub_msg: '收款方账号与姓名不匹配',
    });
    await expect(withdraw('W2', '别人')).resolves.toEqual({ status: 'refused', reason: '收款方账号与姓名不匹配' });
  });

  it('does not believe a reply Alipay did not sign', async () => {
    const other = createAlipay({
      appId: fake.appId,
      privateKey: fake.app.privateKey,
      alipayPublicKey: rsaKeys().publicKey,
      gateway: fake.gateway,
      notifyUrl: 'https://shop.example/n',
    });
    fake.answer('alipay.trade.refund', { code: '10000', msg: 'Success' });
    await expect(other.refund({ channel: 'alipay', outTradeNo: 'T1001', refundNo: 'R9', amountFen: 100, tradeAmountFen: 12_345 })).rejects.toThrow();
  });
});
