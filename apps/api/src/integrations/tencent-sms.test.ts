import { createHash, createHmac } from 'node:crypto';
import { Agent, createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TencentSms } from './tencent-sms';

// Tencent Cloud's SMS endpoint played by the test: it recomputes the TC3-HMAC-SHA256 signature of every call the
// official SDK makes, as the service documents it ("签名方法 v3"), and answers as SendSms does. The SDK signs for
// the service its host name names (sms.tencentcloudapi.com), so its connections are sent here by their agent.
const SECRET_KEY = 'test-secret-key-0001';
const sent: Record<string, unknown>[] = [];
let status = { Code: 'Ok', Message: 'send success', SerialNo: '2028:1', PhoneNumber: '+8613800138000', Fee: 1 };
let port = 0;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Whether the request carries a genuine TC3-HMAC-SHA256 signature by `secretKey` for the `sms` service. */
function isSignedWith(req: IncomingMessage, body: Buffer, secretKey: string): boolean {
  const authorization =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!authorization) return false;
  const [, , date = '', service = '', signedHeaders = '', signature] = authorization;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (service !== 'sms' || new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return false;
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('content-type')) return false;
  // The service is on port 443 and signs the bare host name; here the port is the test server's.
  const value = (name: string) => (name === 'host' ? String(req.headers.host).replace(/:\d+$/, '') : String(req.headers[name] ?? '').trim());
  const headers = names.map((name) => `${name}:${value(name)}\n`).join('');
  const url = new URL(req.url ?? '/', 'http://sms.test');
  const canonical = [req.method, url.pathname, url.search.slice(1), headers, signedHeaders, sha256(body)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return hmac(key, `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`).toString('hex') === signature;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    sent.push({
      action: req.headers['x-tc-action'],
      version: req.headers['x-tc-version'],
      region: req.headers['x-tc-region'],
      ...JSON.parse(body.toString()),
    });
    const Response = isSignedWith(req, body, SECRET_KEY)
      ? { SendStatusSet: [status], RequestId: 'r-1' }
      : { Error: { Code: 'AuthFailure.SignatureFailure', Message: '请求签名验证失败，请检查您的签名计算是否正确。' }, RequestId: 'r-0' };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response }));
  });
});
/** Connections to any host name go to the test server. */
const agent = new Agent({ lookup: (_host, _options, done) => done(null, [{ address: '127.0.0.1', family: 4 }]) } as ConstructorParameters<
  typeof Agent
>[0]);
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms = (secretKey = SECRET_KEY) =>
  new TencentSms({
    secretId: 'AKID-test',
    secretKey,
    sdkAppId: '1400000001',
    signName: '花园商城',
    templateId: '100001',
    endpoint: `http://sms.tencentcloudapi.com:${port}`,
    agent,
  });

describe('Tencent Cloud SendSms through the official SDK', () => {
  it('sends the code as the template parameter, under the sign name, signed with TC3-HMAC-SHA256', async () => {
    await sms().send({ mobile: '13800138000', text: '您的验证码是 123456', code: '123456' });
    expect(sent.at(-1)).toEqual({
      action: 'SendSms',
      version: '2021-01-11',
      region: 'ap-guangzhou',
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000001',
      SignName: '花园商城',
      TemplateId: '100001',
      TemplateParamSet: ['123456'],
    });
  });

  it('fails when the service refuses: a wrong key, or a number refused such as for its rate limit', async () => {
    await expect(sms('another-key').send({ mobile: '13800138000', text: '', code: '1' })).rejects.toThrow(/AuthFailure.SignatureFailure/);
    status = { ...status, Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: '单个手机号30秒内下发短信条数超过设定的上限' };
    await expect(sms().send({ mobile: '13800138000', text: '', code: '1' })).rejects.toThrow(/PhoneNumberThirtySecondLimit/);
  });
});
