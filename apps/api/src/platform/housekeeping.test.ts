// The hourly housekeeping job's work (README "Limits"): pictures nothing references are removed a day after
// their upload, from any storage, and actions older than every limit's window are forgotten.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { limitEvents, refunds, reviews, uploads, users } from '../db/schema/index';
import { useSeededContext } from '../test/catalogue-factories';
import { createUser, signIn } from '../test/factories';
import { call } from '../test/http';
import { runHousekeeping } from './housekeeping';
import { storeUploads } from '../modules/uploads/upload';
import { useS3Server } from '../test/s3-server';
import { s3Storage } from './s3-storage';
import { databaseStorage, folderStorage, type UploadStorage } from './upload-storage';

const HOUR = 60 * 60_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const ctx = useSeededContext();
const bucket = useS3Server();

const nameOf = (publicPath: string) => publicPath.replace(/^\/uploads\//, '');

const appended = (pictures: PgColumn, path: string | undefined) => sql`array_append(${pictures}, ${path})`;

/** Points a review and its follow-up, an after-sales request and an avatar at four of the paths, written now as they would be. */
async function reference(paths: readonly string[]) {
  const now = ctx.clock.now();
  const [review] = await ctx.db.select().from(reviews).limit(1);
  const [refund] = await ctx.db.select().from(refunds).limit(1);
  const [someone] = await ctx.db.select().from(users).limit(1);
  if (!review || !refund || !someone) throw new Error('the seed has reviews, refunds and users');
  await ctx.db
    .update(reviews)
    .set({ imgs: appended(reviews.imgs, paths[0]), addTime: now, followImgs: appended(reviews.followImgs, paths[1]), followTime: now })
    .where(eq(reviews.gCommentId, review.gCommentId));
  await ctx.db
    .update(refunds)
    .set({ imgs: appended(refunds.imgs, paths[2]), updateTime: now })
    .where(eq(refunds.refundId, refund.refundId));
  await ctx.db
    .update(users)
    .set({ avatar: paths[3] ?? '' })
    .where(eq(users.id, someone.id));
}

describe.each([
  ['the data folder', () => folderStorage(ctx.config.dataDir)],
  ['the database', () => databaseStorage(ctx.db, ctx.clock.now)],
  ['an S3-compatible bucket', () => s3Storage(bucket)],
] as [string, () => UploadStorage][])('unreferenced uploads in %s', (_where, openStorage) => {
  it('are removed with their rows a day after the upload; referenced and younger ones stay', async () => {
    const storage = openStorage();
    const user = await createUser(ctx.db);
    const images = Array.from({ length: 6 }, () => ({ bytes: PNG, ext: 'png' as const }));
    const paths = await storeUploads(ctx.db, storage, { userId: user.id, prefix: 'pc', images, now: ctx.clock.now() });
    await reference(paths);
    ctx.clock.advance(23 * HOUR);
    const [young] = await storeUploads(ctx.db, storage, { userId: user.id, prefix: 'pc', images: images.slice(0, 1), now: ctx.clock.now() });

    await runHousekeeping(ctx.db, storage, ctx.clock.now());
    for (const kept of [...paths, young ?? '']) expect(await storage.get(nameOf(kept))).toBeDefined();
    ctx.clock.advance(2 * HOUR);
    await runHousekeeping(ctx.db, storage, ctx.clock.now());

    const present = async (publicPath: string) => (await storage.get(nameOf(publicPath))) !== undefined;
    expect(await Promise.all(paths.map(present))).toEqual([true, true, true, true, false, false]);
    expect(await present(young ?? '')).toBe(true);
    // Each upload is looked at once: the used ones leave the ledger too, belonging to what uses them.
    const rows = (await ctx.db.select().from(uploads).where(eq(uploads.userId, user.id))).map((row) => `/uploads/${row.name}`);
    expect(rows).toEqual([young]);
  });
});

describe('housekeeping through the app', () => {
  it('removes a picture uploaded and never used: served, then 404 a day later', async () => {
    const key = await signIn(ctx.app, await createUser(ctx.db));
    const { body } = await call<{ img_arr: string[] }>(ctx.app, 'POST', '/v1/upload', { key, form: { img: [new File([PNG], 'a.png')] } });
    const picture = body.data.img_arr[0] ?? '';
    expect((await ctx.app.request(picture)).status).toBe(200);
    ctx.clock.advance(25 * HOUR);
    await runHousekeeping(ctx.db, folderStorage(ctx.config.dataDir), ctx.clock.now());
    expect((await ctx.app.request(picture)).status).toBe(404);
  });

  it('forgets counted actions older than a day, and keeps younger ones', async () => {
    const now = ctx.clock.now();
    await ctx.db.insert(limitEvents).values([
      { bucket: 'comment:user:1', at: new Date(now.getTime() - 25 * HOUR) },
      { bucket: 'comment:user:1', at: new Date(now.getTime() - 23 * HOUR) },
    ]);
    await runHousekeeping(ctx.db, folderStorage(ctx.config.dataDir), now);
    const left = await ctx.db.select().from(limitEvents).where(eq(limitEvents.bucket, 'comment:user:1'));
    expect(left.map((row) => row.at)).toEqual([new Date(now.getTime() - 23 * HOUR)]);
  });
});
