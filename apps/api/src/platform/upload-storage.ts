// Where uploaded pictures live. One instance keeps them in its data folder; several instances behind a
// load balancer keep them in the shared database, so any of them serves what another took
// (README "Running in production", `GARDEN_STORAGE`).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema/index';

/** The picture types the shop keeps (storefront §5: gif, jpeg, png), by the extension their names carry. */
export type ImageExtension = 'gif' | 'jpg' | 'png';

/** The content type each sniffed image type is stored and served with. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageExtension, string>> = { gif: 'image/gif', jpg: 'image/jpeg', png: 'image/png' };

/** A name `storeUpload` hands out (`<prefix>/<32 hex>.<ext>`); anything else is no upload: no `..`, no other type. */
const UPLOAD_NAME = /^[a-z0-9_-]{1,16}\/[0-9a-f]{32}\.(gif|jpg|png)$/;

/** Whether `name` (the part after `/uploads/`) is one `storeUpload` could have given. */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** A stored file: its bytes and the content type its bytes showed at upload. */
export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

/**
 * Uploaded files by name (`<prefix>/<32 hex>.<ext>`, served at `/uploads/<name>`). Names are random and
 * never reused, so a file is written once and never changed.
 */
export interface UploadStorage {
  /** Writes a new file; a name already taken is an error, never an overwrite. */
  put(name: string, bytes: Uint8Array, type: string): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes a file whose request was not written after all, so no picture stays behind it. */
  remove(name: string): Promise<void>;
}

/** Where uploads go: `folder` (the data folder, one instance) or `database` (shared by every instance). */
export type StorageKind = 'folder' | 'database';

/**
 * Files under `<dataDir>/uploads/`: the default, for one instance. The type is the one the name's
 * extension records, which `storeUpload` chose from the sniffed bytes.
 */
export function folderStorage(dataDir: string): UploadStorage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (name: string) => {
    if (!isUploadName(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(root, name);
  };
  return {
    async put(name, bytes) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(name) {
      if (!isUploadName(name)) return undefined;
      const bytes = await readFile(fileOf(name)).catch(() => undefined);
      return bytes && { bytes: new Uint8Array(bytes), type: IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageExtension] };
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

/** Rows of `stored_files` in the shop's database (PostgreSQL or PGlite): every instance sees every upload. */
export function databaseStorage(db: Database, now: () => Date): UploadStorage {
  return {
    async put(name, bytes, type) {
      if (!isUploadName(name)) throw new Error(`not an upload name: ${name}`);
      await db.insert(storedFiles).values({ name, contentType: type, bytes, createdAt: now() });
    },
    async get(name) {
      if (!isUploadName(name)) return undefined;
      const [row] = await db.select({ bytes: storedFiles.bytes, type: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.name, name));
      return row && { bytes: new Uint8Array(row.bytes), type: row.type };
    },
    async remove(name) {
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
  };
}

/** The storage `kind` names, on this database and data folder. */
export function openUploadStorage(kind: StorageKind, db: Database, dataDir: string, now: () => Date): UploadStorage {
  return kind === 'database' ? databaseStorage(db, now) : folderStorage(dataDir);
}
