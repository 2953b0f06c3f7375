// `garden storage migrate --to s3`: the pictures kept in the data folder or the database copied into the S3
// bucket, a page of names at a time. A picture already in the bucket is left as it is, so a second run copies
// nothing new and a run cut off part-way is finished by running it again.
import { STORAGE_FILE_UNREADABLE } from '@garden/domain';
import type { StorageMigrated } from '@garden/contract';
import type { UploadStorage } from '../../platform/upload-storage';

/** Copies the names after `after` (up to `limit`) from `source` to `target`; `next` is where the following page starts. */
export async function migrateUploads(
  source: UploadStorage,
  target: UploadStorage,
  page: { after: string; limit: number },
): Promise<Omit<StorageMigrated, 'from'>> {
  const names = await source.list(page.after, page.limit);
  const report: Omit<StorageMigrated, 'from'> = { copied: 0, already_there: 0, failed: [], next: '' };
  for (const name of names) {
    try {
      if (await target.has(name)) {
        report.already_there += 1;
        continue;
      }
      const file = await source.get(name);
      if (!file) {
        report.failed.push({ name, reason: STORAGE_FILE_UNREADABLE });
        continue;
      }
      await target.put(name, file.bytes, file.type);
      report.copied += 1;
    } catch (error) {
      report.failed.push({ name, reason: (error as Error).message });
    }
  }
  report.next = names.length === page.limit ? (names.at(-1) ?? '') : '';
  return report;
}
