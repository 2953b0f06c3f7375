// How uploaded pictures are kept and sent back: with the type their bytes showed at upload (storefront §5:
// gif, jpeg, png, jpg only), never as something a browser would run, from the data folder or from the shared
// database or an S3-compatible bucket, where a second instance on another machine serves what the first one took.
import { FILE_NOT_FOUND, IMAGE_TYPE_INVALID } from '@garden/domain';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index';
import { UPLOAD_POLICY } from '../../platform/hardening';
import { s3Storage } from '../../platform/s3-storage';
import { contextForFile, createTestContext, type TestContext, useTestContext } from '../../test/context';
import { useS3Server } from '../../test/s3-server';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const encode = (text: string) => new TextEncoder().encode(text);
/** A file that is a PNG by its first bytes and a web page after them. */
const POLYGLOT = new Uint8Array([...PNG_HEAD, ...encode('<html><body><script>alert(document.cookie)</script></body></html>')]);
const SVG = encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const HTML = encode('<!doctype html><html><script>alert(1)</script></html>');
/** A WebP header: a real picture type, but not one the spec accepts. */
const WEBP = new Uint8Array([...encode('RIFF'), 0x24, 0, 0, 0, ...encode('WEBPVP8 ')]);

async function upload(ctx: TestContext, key: string, file: File) {
  return call<{ img_arr: string[] }>(ctx.app, 'POST', '/v1/upload', { key, form: { prefix: 'pc', img: [file] } });
}

/** Checks the headers that keep a served upload a picture: its sniffed type, nosniff, sandboxed, inline under its own name. */
function expectInertPicture(response: Response, publicPath: string, type: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe(UPLOAD_POLICY);
  expect(response.headers.get('content-disposition')).toBe(`inline; filename="${path.basename(publicPath)}"`);
}

describe('uploads in the data folder (the default)', () => {
  const ctx = useTestContext();
  let key: string;
  beforeAll(async () => {
    key = await signIn(ctx.app, await createUser(ctx.db));
  });

  it('serves a page hidden behind a PNG header as a PNG that cannot run: sniffed type, nosniff, sandbox, inline', async () => {
    const { body } = await upload(ctx, key, new File([POLYGLOT], 'evil.html', { type: 'text/html' }));
    expect(body.code).toBe(200);
    const [publicPath] = body.data.img_arr;
    expect(publicPath).toMatch(/^\/uploads\/pc\/[0-9a-f]{32}\.png$/);
    const served = await ctx.app.request(publicPath as string);
    expectInertPicture(served, publicPath as string, 'image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(POLYGLOT);
  });

  it('refuses SVG, HTML and WebP whatever name and type the client gives them, and stores nothing', async () => {
    const before = await readdir(path.join(ctx.config.dataDir, 'uploads', 'pc')).catch(() => []);
    for (const [bytes, name, type] of [
      [SVG, 'photo.png', 'image/png'],
      [SVG, 'photo.svg', 'image/svg+xml'],
      [HTML, 'photo.png', 'image/png'],
      [HTML, 'photo.jpg', 'image/jpeg'],
      [WEBP, 'photo.webp', 'image/webp'],
    ] as const) {
      expect((await upload(ctx, key, new File([bytes], name, { type }))).body, name).toEqual({ code: 400, msg: IMAGE_TYPE_INVALID, data: null });
    }
    expect(await readdir(path.join(ctx.config.dataDir, 'uploads', 'pc')).catch(() => [])).toEqual(before);
  });

  it('never serves a file under a name uploads are not given, even one put in the folder by hand', async () => {
    const folder = path.join(ctx.config.dataDir, 'uploads', 'pc');
    await mkdir(folder, { recursive: true });
    const hex = randomBytes(16).toString('hex');
    await writeFile(path.join(folder, `${hex}.html`), HTML);
    await writeFile(path.join(folder, `${hex}.svg`), SVG);
    for (const url of [`/uploads/pc/${hex}.html`, `/uploads/pc/${hex}.svg`, '/uploads/pc/../../operator-token', '/uploads/%2e%2e/pgdata']) {
      const response = await ctx.app.request(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
    }
    const missing = await ctx.app.request(`/uploads/pc/${randomBytes(16).toString('hex')}.png`);
    expect(await missing.json()).toEqual({ code: 404, msg: FILE_NOT_FOUND, data: null });
  });
});

/** A signed-in shopper and an empty data folder for a second instance of the shop, for the describe block of `ctx`. */
function useSecondInstanceFolder(ctx: TestContext) {
  const two = { key: '', folder: '' };
  beforeAll(async () => {
    two.key = await signIn(ctx.app, await createUser(ctx.db));
    two.folder = await mkdtemp(path.join(tmpdir(), 'garden-second-instance-'));
  });
  afterAll(() => rm(two.folder, { recursive: true, force: true }));
  return two;
}

describe('uploads in the database (GARDEN_STORAGE=database), two instances', () => {
  const ctx = useTestContext({ storage: 'database' });
  const two = useSecondInstanceFolder(ctx);

  it('serves a picture uploaded through one instance from the other, which has its own data folder', async () => {
    const gif = new Uint8Array([...encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
    const { body } = await upload(ctx, two.key, new File([gif], 'a.png', { type: 'image/png' }));
    expect(body.code).toBe(200);
    const publicPath = body.data.img_arr[0] as string;
    expect(publicPath).toMatch(/\.gif$/);

    const second = await ctx.secondInstance({ dataDir: two.folder });
    try {
      const served = await second.app.request(publicPath);
      expectInertPicture(served, publicPath, 'image/gif');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(gif);
      // And the other way round: an avatar taken by the second instance is served by the first.
      const secondKey = await signIn(second.app, await createUser(ctx.db));
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]);
      const edited = await call<{ avatar: string }>(second.app, 'POST', '/v1/user/edit', {
        key: secondKey,
        form: { avatar: new File([jpeg], 'me.png', { type: 'image/png' }) },
      });
      expect(edited.body.code).toBe(200);
      const avatar = await ctx.app.request(edited.body.data.avatar);
      expectInertPicture(avatar, edited.body.data.avatar, 'image/jpeg');
      expect(new Uint8Array(await avatar.arrayBuffer())).toEqual(jpeg);
    } finally {
      await second.close();
    }
    // Nothing went to either data folder: the database holds the bytes and the sniffed type.
    expect(await readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect(await readdir(path.join(two.folder, 'uploads')).catch(() => [])).toEqual([]);
    const rows = await ctx.db.select({ name: storedFiles.name, type: storedFiles.contentType }).from(storedFiles);
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: publicPath.slice('/uploads/'.length), type: 'image/gif' },
        { name: expect.stringMatching(/^avatar\/[0-9a-f]{32}\.jpg$/), type: 'image/jpeg' },
      ]),
    );
  });

  it('serves a page hidden behind a PNG header as an inert PNG, and stores no refused file', async () => {
    const { body } = await upload(ctx, two.key, new File([POLYGLOT], 'evil.svg', { type: 'image/svg+xml' }));
    const publicPath = body.data.img_arr[0] as string;
    expectInertPicture(await ctx.app.request(publicPath), publicPath, 'image/png');
    const count = (await ctx.db.select().from(storedFiles)).length;
    expect((await upload(ctx, two.key, new File([SVG], 'photo.png', { type: 'image/png' }))).body.msg).toBe(IMAGE_TYPE_INVALID);
    expect((await ctx.db.select().from(storedFiles)).length).toBe(count);
  });
});

describe('uploads in an S3-compatible bucket (GARDEN_STORAGE=s3), two instances', () => {
  const bucket = useS3Server();
  const ctx = contextForFile(() => createTestContext({ storage: 's3', s3: bucket }));
  const two = useSecondInstanceFolder(ctx);

  it('keeps a picture one instance took in the bucket, with its safe headers as metadata, and the other serves it', async () => {
    const { body } = await upload(ctx, two.key, new File([POLYGLOT], 'evil.html', { type: 'text/html' }));
    expect(body.code).toBe(200);
    const publicPath = body.data.img_arr[0] as string;
    const name = publicPath.slice('/uploads/'.length);
    expectInertPicture(await ctx.app.request(publicPath), publicPath, 'image/png');

    const second = await ctx.secondInstance({ dataDir: two.folder });
    try {
      const served = await second.app.request(publicPath);
      expectInertPicture(served, publicPath, 'image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(POLYGLOT);
    } finally {
      await second.close();
    }
    // The bucket answers a CDN with the same headers the shop sends.
    const { S3Client, HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({ region: bucket.region, endpoint: bucket.endpoint, forcePathStyle: true, credentials: bucket.credentials });
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: name }));
    expect([head.ContentType, head.ContentDisposition, head.CacheControl]).toEqual([
      'image/png',
      `inline; filename="${path.basename(name)}"`,
      'public, max-age=604800',
    ]);
    // Nothing went to either data folder, nor to the database.
    expect(await readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect(await readdir(path.join(two.folder, 'uploads')).catch(() => [])).toEqual([]);
    expect(await ctx.db.select().from(storedFiles)).toEqual([]);
  });

  it('stores no refused file and serves nothing under a name uploads are not given', async () => {
    const before = await s3Storage(bucket).list('', 1000);
    expect((await upload(ctx, two.key, new File([SVG], 'photo.png', { type: 'image/png' }))).body.msg).toBe(IMAGE_TYPE_INVALID);
    expect(await s3Storage(bucket).list('', 1000)).toEqual(before);
    for (const url of ['/uploads/pc/../../operator-token', `/uploads/pc/${randomBytes(16).toString('hex')}.html`]) {
      expect((await ctx.app.request(url)).status, url).toBe(404);
    }
    const missing = await ctx.app.request(`/uploads/pc/${randomBytes(16).toString('hex')}.png`);
    expect(await missing.json()).toEqual({ code: 404, msg: FILE_NOT_FOUND, data: null });
  });

  it('with a CDN before the bucket (GARDEN_S3_PUBLIC_URL), sends browsers there for the picture', async () => {
    const { body } = await upload(ctx, two.key, new File([POLYGLOT], 'a.png', { type: 'image/png' }));
    const publicPath = body.data.img_arr[0] as string;
    const behindCdn = await ctx.secondInstance({ dataDir: two.folder, s3: { ...bucket, publicBaseUrl: 'https://img.example.com/' } });
    try {
      const answer = await behindCdn.app.request(publicPath);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`https://img.example.com/${publicPath.slice('/uploads/'.length)}`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
      expect((await behindCdn.app.request('/uploads/pc/../../operator-token')).status).toBe(404);
    } finally {
      await behindCdn.close();
    }
  });
});
