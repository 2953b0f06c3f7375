// Opens the upload storage the configuration names (`GARDEN_STORAGE`): apart from the storages themselves, so
// the S3 driver, which uses the upload names and headers, and the other two need not import each other.
import type { Database } from '../db/client';
import { type S3Settings, s3Storage } from './s3-storage';
import { databaseStorage, folderStorage, type StorageKind, type UploadStorage } from './upload-storage';

/** Where the uploads are: the storage kind and what it needs (the database, the data folder, the bucket). */
export interface UploadStorageOptions {
  kind: StorageKind;
  db: Database;
  dataDir: string;
  now: () => Date;
  /** The bucket, for `s3` (`GARDEN_S3_*`). */
  s3?: S3Settings;
}

/** The storage `kind` names. */
export function openUploadStorage(options: UploadStorageOptions): UploadStorage {
  if (options.kind === 'database') return databaseStorage(options.db, options.now);
  if (options.kind === 'folder') return folderStorage(options.dataDir);
  if (!options.s3) throw new Error('GARDEN_STORAGE=s3 needs GARDEN_S3_BUCKET (README "Running in production")');
  return s3Storage(options.s3);
}
