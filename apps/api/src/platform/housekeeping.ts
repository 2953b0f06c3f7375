// The server's hourly housekeeping (README "Limits"): pictures a shopper uploaded and nothing came to use are
// removed a day after the upload, and the limits' counted actions older than any window are forgotten. Safe
// with several instances on one database: removing a file or a row twice is no harm.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema/index';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';
import { forgetOldActions } from './rate-limits';
import type { UploadStorage } from './upload-storage';

/** An upload unused this long is taken for abandoned: a review or an after-sales request follows its pictures within minutes. */
const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The oldest uploads (up to `BATCH`) past a day, each with whether a review, follow-up, after-sales request or
 * avatar holds its path (`/uploads/<name>`). Only rows written at or after the upload can hold it, so older
 * reviews and requests are not read.
 */
async function findDayOldUploads(db: Database, cutoff: Date): Promise<{ name: string; used: boolean }[]> {
  const result = await db.execute<{ name: string; used: boolean }>(sql`
    with candidates as (
      select name, created_at from uploads where created_at < ${cutoff} order by created_at limit ${BATCH}
    ), since as (select min(created_at) as at from candidates),
    referenced as (
      select unnest(imgs || follow_imgs) as path from reviews
        where add_time >= (select at from since) or follow_time >= (select at from since)
      union all
      select unnest(imgs) from refunds where update_time >= (select at from since)
      union all
      select avatar from users where avatar in (select '/uploads/' || name from candidates)
    )
    select name, '/uploads/' || name in (select path from referenced where path is not null) as used from candidates`);
  return result.rows;
}

/**
 * Looks at each upload once, a day after it: a picture nothing references is removed (file first, then its
 * row); a used one is kept for good and leaves the ledger, belonging from then on to what uses it. Answers how
 * many files were removed.
 */
export async function sweepUnreferencedUploads(db: Database, storage: UploadStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_MS);
  let removed = 0;
  for (;;) {
    const batch = await findDayOldUploads(db, cutoff);
    const unused = batch.filter((upload) => !upload.used).map((upload) => upload.name);
    for (const name of unused) await storage.remove(name);
    if (batch.length > 0)
      await db.delete(uploads).where(
        inArray(
          uploads.name,
          batch.map((upload) => upload.name),
        ),
      );
    removed += unused.length;
    if (batch.length < BATCH) return removed;
  }
}

/** One round of housekeeping at `now`. */
export async function runHousekeeping(db: Database, storage: UploadStorage, now: Date): Promise<void> {
  await sweepUnreferencedUploads(db, storage, now);
  await forgetOldActions(db, now);
}

/** The housekeeping job: every `intervalMs` (an hour) a round at `now()`; errors are reported and the next tick tries again. */
export function startHousekeeping(
  db: Database,
  storage: UploadStorage,
  options: { now: () => Date; logError: (error: unknown) => void; intervalMs?: number },
): PeriodicJob {
  return startPeriodicJob('housekeeping', () => runHousekeeping(db, storage, options.now()), options.intervalMs ?? 60 * 60_000, options.logError);
}
