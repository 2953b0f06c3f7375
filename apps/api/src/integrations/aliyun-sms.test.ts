import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSms } from './aliyun-sms';

// Alibaba Cloud's SMS endpoint played by the test: it recomputes the ACS3-HMAC-SHA256 signature of every call
// the official SDK makes, as the service documents it ("V3 版本请求体&签名机制"), and answers as SendSms does.
const SECRET = 'test-secret-0001';
const sent: URLSearchParams[] = [];
let reply = { Code: 'OK', Message: 'OK', BizId: '1001', RequestId: 'r-1' };
let endpoint = '';

/** RFC 3986 encoding, as the canonical query string is written. */
const percentEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Whether the request carries a genuine ACS3-HMAC-SHA256 signature by `secret` over its method, path, query, headers and body. */
function isSignedWith(req: IncomingMessage, body: Buffer, secret: string): boolean {
  const authorization = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
  if (!authorization) return false;
  const [, , signedHeaders = '', signature] = authorization;
  const url = new URL(req.url ?? '/', 'http://sms.test');
  const query = [...url.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  const names = signedHeaders.split(';');
  // Host, the content type and every x-acs- header must be signed, so none can be changed on the way.
  const mustSign = Object.keys(req.headers).filter((name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'));
  if (mustSign.some((name) => !names.includes(name))) return false;
  const headers = names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join('');
  const payloadHash = sha256(body);
  if (req.headers['x-acs-content-sha256'] !== payloadHash) return false;
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  return (
    createHmac('sha256', secret)
      .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
      .digest('hex') === signature
  );
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const parameters = new URLSearchParams(new URL(req.url ?? '/', 'http://sms.test').search);
    for (const [key, value] of new URLSearchParams(body.toString())) parameters.set(key, value);
    parameters.set('Action', String(req.headers['x-acs-action']));
    parameters.set('Version', String(req.headers['x-acs-version']));
    parameters.set('AccessKeyId', /Credential=([^,]+)/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    sent.push(parameters);
    const genuine = isSignedWith(req, body, SECRET);
    res.writeHead(genuine ? 200 : 400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        genuine ? reply : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: 'r-0' },
      ),
    );
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms = (secret = SECRET) =>
  new AliyunSms({ accessKeyId: 'LTAI-test', accessKeySecret: secret, signName: '花园商城', templateCode: 'SMS_100001', endpoint });

describe('Alibaba Cloud SendSms through the official SDK', () => {
  it('sends the code in the template, under the sign name, signed with ACS3-HMAC-SHA256', async () => {
    await sms().send({ mobile: '13800138000', text: '您的验证码是 123456', code: '123456' });
    const query = sent.at(-1) as URLSearchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800138000',
      SignName: '花园商城',
      TemplateCode: 'SMS_100001',
      TemplateParam: '{"code":"123456"}',
      AccessKeyId: 'LTAI-test',
    });
  });

  it('fails when the service refuses: a wrong secret, or a refusal such as a rate limit', async () => {
    await expect(sms('another-secret').send({ mobile: '13800138000', text: '', code: '1' })).rejects.toThrow(/SignatureDoesNotMatch/);
    reply = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控', BizId: '', RequestId: 'r-2' };
    await expect(sms().send({ mobile: '13800138000', text: '', code: '1' })).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});
