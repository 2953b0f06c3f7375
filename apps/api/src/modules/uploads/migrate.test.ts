// `garden storage migrate --to s3` on the API (POST /v1/operator/storage/migrate): the pictures in the data folder
// or the database copied into an S3-compatible bucket (s3rver, started by the test), page by page; a run cut off is
// finished by running again, a second run copies nothing, and an instance on the bucket serves every picture.
import { STORAGE_FILE_UNREADABLE, STORAGE_NO_BUCKET } from '@garden/domain';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseStorage, folderStorage } from '../../platform/upload-storage';
import { contextForFile, createTestContext } from '../../test/context';
import { call } from '../../test/http';
import { useS3Server } from '../../test/s3-server';
import { storeUpload } from './upload';

const bucket = useS3Server();
const ctx = contextForFile(() => createTestContext({ s3: bucket }));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

interface Report {
  from: string;
  copied: number;
  already_there: number;
  failed: { name: string; reason: string }[];
  next: string;
}
const migrate = async (fields: Record<string, unknown>, app = ctx.app) =>
  call<Report>(app, 'POST', '/v1/operator/storage/migrate', {
    headers: { authorization: `Bearer ${ctx.operatorKey}` },
    json: { to: 's3', ...fields },
  });

/** Runs every page from the start, as `garden storage migrate` does, and adds the pages up. */
async function migrateAll(fields: Record<string, unknown> = {}) {
  const total = { copied: 0, already_there: 0, failed: [] as Report['failed'], pages: 0 };
  let after = '';
  do {
    const { body } = await migrate({ ...fields, after, limit: 2 });
    expect(body.code, body.msg).toBe(200);
    total.copied += body.data.copied;
    total.already_there += body.data.already_there;
    total.failed.push(...body.data.failed);
    total.pages += 1;
    after = body.data.next;
  } while (after);
  return total;
}

describe('copying the uploads to the bucket', () => {
  it('copies the data folder page by page; a run cut off is finished by the next, which copies nothing twice', async () => {
    const folder = folderStorage(ctx.config.dataDir);
    const paths = [
      await storeUpload(folder, 'pc', PNG, 'png'),
      await storeUpload(folder, 'pc', GIF, 'gif'),
      await storeUpload(folder, 'pc-goods', PNG, 'png'),
      await storeUpload(folder, 'avatar', GIF, 'gif'),
      await storeUpload(folder, 'avatar', PNG, 'png'),
    ];
    // Cut off after its first page.
    const first = await migrate({ limit: 2 });
    expect(first.body.data).toMatchObject({ from: 'folder', copied: 2, already_there: 0, failed: [] });
    expect(first.body.data.next).not.toBe('');

    expect(await migrateAll()).toEqual({ copied: 3, already_there: 2, failed: [], pages: 3 });
    expect(await migrateAll()).toEqual({ copied: 0, already_there: 5, failed: [], pages: 3 });

    const onBucket = await ctx.secondInstance({ storage: 's3' });
    try {
      for (const publicPath of paths) {
        const served = await onBucket.app.request(publicPath);
        expect(served.status, publicPath).toBe(200);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await (await ctx.app.request(publicPath)).arrayBuffer()));
        expect(served.headers.get('content-type')).toBe(publicPath.endsWith('.gif') ? 'image/gif' : 'image/png');
      }
    } finally {
      await onBucket.close();
    }
  });

  it('copies the database the same way, and reports a file it cannot read without stopping', async () => {
    const database = databaseStorage(ctx.db, ctx.clock.now);
    const stored = await storeUpload(database, 'pc', GIF, 'gif');
    expect(await migrateAll({ from: 'database' })).toEqual({ copied: 1, already_there: 0, failed: [], pages: 1 });
    const onBucket = await ctx.secondInstance({ storage: 's3' });
    try {
      expect(new Uint8Array(await (await onBucket.app.request(stored)).arrayBuffer())).toEqual(GIF);
    } finally {
      await onBucket.close();
    }

    // A folder where a picture should be: listed, unreadable, reported; the others are there already.
    const broken = `pc/${randomBytes(16).toString('hex')}.png`;
    await mkdir(path.join(ctx.config.dataDir, 'uploads', broken), { recursive: true });
    expect(await migrateAll()).toEqual({ copied: 0, already_there: 5, failed: [{ name: broken, reason: STORAGE_FILE_UNREADABLE }], pages: 4 });
  });

  it('refuses without a bucket configured', async () => {
    const noBucket = await ctx.secondInstance({ s3: undefined });
    try {
      expect((await migrate({}, noBucket.app)).body).toEqual({ code: 400, msg: STORAGE_NO_BUCKET, data: null });
    } finally {
      await noBucket.close();
    }
  });
});
