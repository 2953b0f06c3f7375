// Alipay and WeChat Pay played by the test: each starts a local HTTP server that answers the client's
// calls as the gateway documents them (and records what it was sent), holds the gateway's own keys, and
// signs notifications exactly as the gateway does. Nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** An RSA key pair in PEM (PKCS#8 private, SPKI public). */
export function rsaKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const rsaSign = (privateKey: string, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
export const rsaVerify = (publicKey: string, text: string, signature: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');

/** A request the gateway received. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = { status: number; body: string };

async function startServer(answer: (request: ReceivedRequest) => Answer) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://gateway.test'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The fields of an Alipay gateway call: the URL's and the form body's. */
export function alipayCallFields(request: ReceivedRequest): Record<string, string> {
  return { ...Object.fromEntries(request.url.searchParams), ...Object.fromEntries(new URLSearchParams(request.body)) };
}

/** Alipay's signing content: every field but `sign` (and for notifications `sign_type`), sorted, `k=v` joined by &. */
export const alipaySignContent = (fields: Record<string, string>, leaveOut: readonly string[] = ['sign']) =>
  Object.keys(fields)
    .filter((key) => !leaveOut.includes(key) && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

export async function startFakeAlipay() {
  const app = rsaKeys();
  const alipay = rsaKeys();
  /** What the gateway answers a method with (the `<method>_response` object); 10000 success by default. */
  const answers = new Map<string, Record<string, unknown>>();
  const server = await startServer((request) => {
    const fields = alipayCallFields(request);
    const method = fields.method ?? '';
    // The gateway refuses a call the app did not sign.
    const data = rsaVerify(app.publicKey, alipaySignContent(fields), fields.sign ?? '')
      ? (answers.get(method) ?? { code: '10000', msg: 'Success' })
      : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const inner = JSON.stringify(data);
    const key = `${method.replaceAll('.', '_')}_response`;
    return { status: 200, body: `{"${key}":${inner},"sign":"${rsaSign(alipay.privateKey, inner)}"}` };
  });
  return {
    gateway: `${server.origin}/gateway.do`,
    appId: '2021000000000001',
    app,
    alipay,
    received: server.received,
    answer: (method: string, data: Record<string, unknown>) => answers.set(method, data),
    /** An asynchronous notification as Alipay posts it: a form body signed with Alipay's private key. */
    notice(fields: Record<string, string>, signingKey = alipay.privateKey): string {
      const signed = { sign_type: 'RSA2', charset: 'utf-8', version: '1.0', notify_type: 'trade_status_sync', ...fields };
      return new URLSearchParams({ ...signed, sign: rsaSign(signingKey, alipaySignContent(signed, ['sign', 'sign_type'])) }).toString();
    },
    close: server.close,
  };
}

/** A self-signed platform certificate and its key, made with Debian's openssl, as WeChat Pay's would be. */
function platformCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'garden-wxcert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-subj',
        '/CN=WeChatPay Platform Test',
        '-days',
        '2',
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    const certificate = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    return {
      certificate,
      privateKey: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      serial: new X509Certificate(certificate).serialNumber.replace(/:/g, '').toUpperCase(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakeWechatPay() {
  const merchant = { ...rsaKeys(), serial: randomBytes(20).toString('hex').toUpperCase() };
  const platform = platformCertificate();
  const apiV3Key = randomBytes(16).toString('hex');
  const answers = new Map<string, Answer>();
  const server = await startServer((request) => {
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const parts = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    const signed = `${request.method}\n${request.url.pathname}${request.url.search}\n${parts.timestamp}\n${parts.nonce_str}\n${request.body}\n`;
    if (parts.serial_no !== merchant.serial || !rsaVerify(merchant.publicKey, signed, parts.signature ?? '')) {
      return { status: 401, body: JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }) };
    }
    return (
      answers.get(`${request.method} ${request.url.pathname}`) ?? { status: 404, body: JSON.stringify({ code: 'NOT_FOUND', message: '未知接口' }) }
    );
  });
  return {
    apiBase: server.origin,
    mchId: '1900000001',
    appId: 'wx0000000000000001',
    apiV3Key,
    merchant,
    platform,
    received: server.received,
    answer: (methodAndPath: string, status: number, body: unknown) => answers.set(methodAndPath, { status, body: JSON.stringify(body) }),
    /** A notification as WeChat Pay posts it: the trade encrypted with the API v3 key, the whole signed by the platform key. */
    notice(
      event: { id: string; eventType?: string; trade: Record<string, unknown> },
      options: { signingKey?: string; serial?: string; key?: string } = {},
    ) {
      const nonce = randomBytes(6).toString('hex');
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.key ?? apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from('transaction', 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(event.trade), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
      const body = JSON.stringify({
        id: event.id,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: event.eventType ?? 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signatureNonce = randomBytes(8).toString('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': signatureNonce,
          'wechatpay-serial': options.serial ?? platform.serial,
          'wechatpay-signature': rsaSign(options.signingKey ?? platform.privateKey, `${timestamp}\n${signatureNonce}\n${body}\n`),
        },
      };
    },
    close: server.close,
  };
}
