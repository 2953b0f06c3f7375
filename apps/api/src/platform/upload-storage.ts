// Where uploaded pictures live. One instance keeps them in its data folder; several instances behind a
// load balancer keep them in the shared database or in S3-compatible object storage, so any of them serves
// what another took (README "Running in production", `GARDEN_STORAGE`).
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema/index';

/** The picture types the shop keeps (storefront §5: gif, jpeg, png), by the extension their names carry. */
export type ImageExtension = 'gif' | 'jpg' | 'png';

/** The content type each sniffed image type is stored and served with. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageExtension, string>> = { gif: 'image/gif', jpg: 'image/jpeg', png: 'image/png' };

/** How long browsers and a CDN keep a picture: its name is never reused, so a week is safe. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=604800';

/**
 * The headers an upload is sent with, by every storage: the type its bytes showed at upload (never the
 * client's claim) and inline under its own random name. Object storage keeps them as the object's metadata.
 */
export function uploadHeaders(name: string): { 'Content-Type': string; 'Content-Disposition': string; 'Cache-Control': string } {
  return {
    'Content-Type': typeOfUpload(name),
    'Content-Disposition': `inline; filename="${name.slice(name.lastIndexOf('/') + 1)}"`,
    'Cache-Control': PICTURE_CACHE_CONTROL,
  };
}

/** The content type an upload name's extension records (`storeUpload` chose it from the sniffed bytes). */
export function typeOfUpload(name: string): string {
  return IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageExtension];
}

/** A name `storeUpload` hands out (`<prefix>/<32 hex>.<ext>`); anything else is no upload: no `..`, no other type. */
export const UPLOAD_NAME_PATTERN = '[a-z0-9_-]{1,16}/[0-9a-f]{32}\\.(?:gif|jpg|png)';
const UPLOAD_NAME = new RegExp(`^${UPLOAD_NAME_PATTERN}$`);

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
  /** Whether a file by that name is there (`garden storage migrate` copies only what is not). */
  has(name: string): Promise<boolean>;
  /** Up to `limit` names after `after`, in code-point order, so a long listing goes page by page. */
  list(after: string, limit: number): Promise<string[]>;
}

/** Where uploads go: `folder` (the data folder, one instance), `database` or `s3` (shared by every instance). */
export type StorageKind = 'folder' | 'database' | 's3';

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
      return bytes && { bytes: new Uint8Array(bytes), type: typeOfUpload(name) };
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
    async has(name) {
      if (!isUploadName(name)) return false;
      return stat(fileOf(name)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async list(after, limit) {
      // Folders in the order of the names they hold (`pc-x/` sorts before `pc/`), from the cursor's on, until a page is full.
      const folders = (await readdir(root).catch(() => [])).map((prefix) => `${prefix}/`).sort();
      const names: string[] = [];
      for (const folder of folders.filter((folder) => folder >= after.slice(0, after.indexOf('/') + 1))) {
        for (const file of await readdir(path.join(root, folder)).catch(() => [])) {
          const name = `${folder}${file}`;
          if (isUploadName(name) && name > after) names.push(name);
        }
        if (names.length >= limit) break;
      }
      return names.sort().slice(0, limit);
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
    async has(name) {
      const [row] = await db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, name));
      return row !== undefined;
    },
    async list(after, limit) {
      const rows = await db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(gt(storedFiles.name, after))
        .orderBy(asc(storedFiles.name))
        .limit(limit);
      return rows.map((row) => row.name);
    },
  };
}
