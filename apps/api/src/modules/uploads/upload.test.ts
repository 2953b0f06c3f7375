import { FILE_TOO_LARGE, IMAGE_REQUIRED, IMAGE_TYPE_INVALID, NOT_LOGGED_IN, SESSION_EXPIRED, TOO_MANY_IMAGES } from '@garden/domain';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

const ctx = useTestContext();
let key: string;
beforeAll(async () => {
  key = await signIn(ctx.app, await createUser(ctx.db));
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a....');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const image = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => new File([bytes], name, { type });

async function uploadedFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(ctx.config.dataDir, 'uploads', 'pc'));
  } catch {
    return [];
  }
}

describe('POST /v1/upload', () => {
  it('stores pictures under random names and serves them read-only', async () => {
    const { body } = await call<{ img_arr: string[] }>(ctx.app, 'POST', '/v1/upload', {
      key,
      form: { prefix: 'pc', 'img[]': [image(PNG), image(GIF, 'a.gif', 'image/gif'), image(JPEG, 'b.jpg', 'image/jpeg')] },
    });
    expect(body.code).toBe(200);
    expect(body.data.img_arr).toHaveLength(3);
    expect(body.data.img_arr[0]).toMatch(/^\/uploads\/pc\/[0-9a-f]{32}\.png$/);
    expect(body.data.img_arr[1]).toMatch(/\.gif$/);
    expect(body.data.img_arr[2]).toMatch(/\.jpg$/);
    const served = await ctx.app.request(body.data.img_arr[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const written = await ctx.app.request(body.data.img_arr[0]!, { method: 'PUT', body: 'x' });
    expect(written.status).toBe(404);
  });

  it('judges the type by the bytes, not the name', async () => {
    const before = await uploadedFiles();
    const { body } = await call(ctx.app, 'POST', '/v1/upload', {
      key,
      form: { img: [image(PNG), image(new TextEncoder().encode('<svg/>'), 'evil.png')] },
    });
    expect(body).toEqual({ code: 400, msg: IMAGE_TYPE_INVALID, data: null });
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a picture of 1 MB or more', async () => {
    const big = new Uint8Array(1_048_576);
    big.set(PNG);
    const { body } = await call(ctx.app, 'POST', '/v1/upload', { key, form: { img: image(big) } });
    expect(body).toEqual({ code: 400, msg: FILE_TOO_LARGE, data: null });
    const fits = big.subarray(0, 1_048_575);
    expect((await call(ctx.app, 'POST', '/v1/upload', { key, form: { img: image(fits) } })).body.code).toBe(200);
  });

  it('refuses no picture, more than 9, and a bad prefix', async () => {
    expect((await call(ctx.app, 'POST', '/v1/upload', { key, form: { prefix: 'pc' } })).body).toEqual({
      code: 400,
      msg: IMAGE_REQUIRED,
      data: null,
    });
    const ten = Array.from({ length: 10 }, () => image(PNG));
    expect((await call(ctx.app, 'POST', '/v1/upload', { key, form: { 'img[]': ten } })).body.msg).toBe(TOO_MANY_IMAGES);
    const prefix = await call(ctx.app, 'POST', '/v1/upload', { key, form: { prefix: '../etc', img: [image(PNG)] } });
    expect(prefix.body.code).toBe(400);
    expect(prefix.body.msg).toContain('prefix');
  });

  it('answers 2001 without a key and 2004 with an expired one', async () => {
    expect((await call(ctx.app, 'POST', '/v1/upload', { form: { img: [image(PNG)] } })).body).toEqual({
      code: 2001,
      msg: NOT_LOGGED_IN,
      data: null,
    });
    const stale = await signIn(ctx.app, await createUser(ctx.db));
    ctx.clock.advance(8 * 24 * 60 * 60_000);
    expect((await call(ctx.app, 'POST', '/v1/upload', { key: stale, form: { img: [image(PNG)] } })).body).toEqual({
      code: 2004,
      msg: SESSION_EXPIRED,
      data: null,
    });
  });
});
