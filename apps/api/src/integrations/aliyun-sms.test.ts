import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSms, signAliyunRpc } from './aliyun-sms';

// Alibaba Cloud's SMS endpoint played by the test: it recomputes the signature of every call, as the
// service does, and answers as SendSms documents.
const SECRET = 'test-secret-0001';
const sent: URLSearchParams[] = [];
let reply = { Code: 'OK', Message: 'OK', BizId: '1001', RequestId: 'r-1' };
let endpoint = '';
const server = createServer((req, res) => {
  const query = new URL(req.url ?? '/', 'http://sms.test').searchParams;
  sent.push(query);
  const { Signature, ...parameters } = Object.fromEntries(query);
  const genuine = Signature === signAliyunRpc(parameters, SECRET);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(genuine ? reply : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms = (secret = SECRET) =>
  new AliyunSms({ accessKeyId: 'LTAI-test', accessKeySecret: secret, signName: '花园商城', templateCode: 'SMS_100001', endpoint });

describe('Alibaba Cloud SendSms', () => {
  it('sends the code in the template, under the sign name, signed with HMAC-SHA1', async () => {
    await sms().send({ mobile: '13800138000', text: '您的验证码是 123456', code: '123456' });
    const query = sent.at(-1) as URLSearchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800138000',
      SignName: '花园商城',
      TemplateCode: 'SMS_100001',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      AccessKeyId: 'LTAI-test',
    });
  });

  it('fails when the service refuses: a wrong secret, or a refusal such as a rate limit', async () => {
    await expect(sms('another-secret').send({ mobile: '13800138000', text: '', code: '1' })).rejects.toThrow(/SignatureDoesNotMatch/);
    reply = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控', BizId: '', RequestId: 'r-2' };
    await expect(sms().send({ mobile: '13800138000', text: '', code: '1' })).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});
