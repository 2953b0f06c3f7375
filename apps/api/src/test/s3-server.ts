// An S3-compatible server for the tests (s3rver, from the npm registry): started on a free port with one empty
// bucket, its objects in a temporary folder. s3rver checks the access key but not a Signature Version 4 signature,
// so the storage talks to it through a proxy that does, as S3 would: it recomputes each request's signature with
// the known secret (the signing library the AWS SDK uses, over the request as it arrived), checks the body against
// its signed hash, and refuses a mismatch with S3's 403 SignatureDoesNotMatch.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3Settings } from '../platform/s3-storage';

/** The one key pair s3rver accepts. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** SHA-256 and its HMAC for the signer, from node:crypto. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}
const toBytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

const SIGNED = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

/** Whether the request carries a genuine SigV4 signature by `secretAccessKey` over its method, path, query, signed headers and body. */
async function isSignedWith(req: IncomingMessage, body: Buffer, secretAccessKey: string): Promise<boolean> {
  const authorization = req.headers.authorization ?? '';
  const [, accessKeyId = '', region = '', signedHeaders = ''] = SIGNED.exec(authorization) ?? [];
  // 20261127T195100Z, as the signature's scope and string to sign name the moment.
  const signingDate = new Date(String(req.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (!accessKeyId || Number.isNaN(signingDate.getTime())) return false;
  // A payload hash the body does not match is a body changed after signing.
  if (/^[0-9a-f]{64}$/.test(payloadHash) && createHash('sha256').update(body).digest('hex') !== payloadHash) return false;
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const headers = Object.fromEntries(signedHeaders.split(';').map((name) => [name, String(req.headers[name] ?? '')]));
  const signer = new SignatureV4({ service: 's3', region, credentials: { accessKeyId, secretAccessKey }, sha256: Sha256, uriEscapePath: false });
  const signed = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
    },
    { signingDate },
  );
  return signed.headers.authorization === authorization;
}

const SIGNATURE_MISMATCH =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>';

/** A proxy to `target` that passes on only requests signed with `secretAccessKey`. */
function verifyingProxy(target: number, secretAccessKey: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (!(await isSignedWith(req, body, secretAccessKey))) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(SIGNATURE_MISMATCH);
        return;
      }
      const forwarded = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forwarded.on('error', () => res.writeHead(502).end());
      forwarded.end(body);
    });
  });
}

/** The settings of the test bucket, and its address on s3rver itself, which serves its objects to anyone, as a CDN would. */
export type TestBucket = S3Settings & { bucketUrl: string };

/**
 * Starts a server (behind its verifying proxy) before the calling file's (or block's) tests; the settings are
 * filled in by then. With `publicBaseUrl: 'bucket'` the bucket's own address is the CDN the replies name.
 */
export function useS3Server(options: { publicBaseUrl?: 'bucket' } = {}): TestBucket {
  const settings = { bucket: 'garden-uploads', region: 'cn-east-1', pathStyle: true, credentials: S3RVER_KEYS } as TestBucket;
  let server: S3rver | undefined;
  let proxy: Server | undefined;
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'garden-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: settings.bucket }] });
    const { port } = await server.run();
    const started = verifyingProxy(port, S3RVER_KEYS.secretAccessKey);
    proxy = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    const bucketUrl = `http://127.0.0.1:${port}/${settings.bucket}`;
    Object.assign(settings, {
      endpoint: `http://127.0.0.1:${(started.address() as AddressInfo).port}`,
      bucketUrl,
      ...(options.publicBaseUrl === 'bucket' ? { publicBaseUrl: bucketUrl } : {}),
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve) ?? resolve(undefined));
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });
  return settings;
}
