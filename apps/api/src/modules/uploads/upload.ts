import { randomBytes } from 'node:crypto';
import { IMAGE_TYPE_INVALID, LONGEST_LIMIT_WINDOW_MS, rateLimitWaitSeconds, tooOftenMessage, UPLOAD_LIMITS, validateImageFile } from '@garden/domain';
import type { FilePart } from '@garden/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { badRequest, tooManyRequests } from '../../platform/api-error';
import { IMAGE_CONTENT_TYPES, type ImageExtension, isUploadName, type UploadStorage } from '../../platform/upload-storage';

/** The picture types accepted, told by their first bytes, never by name or declared type. */
const SIGNATURES: readonly { ext: ImageExtension; bytes: readonly number[] }[] = [
  { ext: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The image type of a file's bytes, or undefined when it is not a gif, jpeg or png. */
export function sniffImageType(bytes: Uint8Array): ImageExtension | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.ext;
}

/** An uploaded picture whose bytes passed `checkImage`, ready for `storeUpload`. */
export interface CheckedImage {
  bytes: Uint8Array;
  ext: ImageExtension;
}

/** Reads an uploaded file (the platform's File) and applies the domain's rule (type and the 1 MB limit) to the type its bytes show; 400 otherwise. */
export async function checkImage(file: FilePart): Promise<CheckedImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = sniffImageType(bytes);
  if (!ext) throw badRequest(IMAGE_TYPE_INVALID);
  const refusal = validateImageFile({ name: file.name, type: `image/${ext}`, size: file.size });
  if (refusal) throw badRequest(refusal);
  return { bytes, ext };
}

/**
 * Stores checked image bytes under a random name in `<prefix>/` of the upload storage, with the type its
 * bytes showed, and returns the public path (`/uploads/...`), which the app serves read-only.
 */
export async function storeUpload(storage: UploadStorage, prefix: string, bytes: Uint8Array, ext: ImageExtension): Promise<string> {
  const name = newUploadName(prefix, ext);
  await storage.put(name, bytes, IMAGE_CONTENT_TYPES[ext]);
  return `/uploads/${name}`;
}

const newUploadName = (prefix: string, ext: ImageExtension) => `${prefix}/${randomBytes(16).toString('hex')}.${ext}`;

/**
 * Stores a shopper's checked pictures (`/v1/upload`, the avatar) within the account's upload limits (README
 * "Limits": 60 pictures or 30 MB in 10 minutes, 300 or 100 MB a day), else 429 with the wait and nothing stored.
 * Each picture gets an `uploads` row, so the quota counts it and the housekeeping job can remove it once a day
 * has passed with nothing referencing it. The rows are taken under a lock on the account before any file is
 * written, so parallel uploads cannot all slip under the quota; a failed write removes what it left.
 */
export async function storeUploads(
  db: Database,
  storage: UploadStorage,
  input: { userId: number; prefix: string; images: readonly CheckedImage[]; now: Date },
): Promise<string[]> {
  const { userId, now } = input;
  const named = input.images.map((image) => ({ ...image, name: newUploadName(input.prefix, image.ext) }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${userId}`}))`);
    const past = await tx
      .select({ at: uploads.createdAt, size: uploads.size })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS))));
    const size = named.reduce((sum, image) => sum + image.bytes.byteLength, 0);
    const wait = rateLimitWaitSeconds(past, { count: named.length, size }, UPLOAD_LIMITS, now);
    if (wait > 0) throw tooManyRequests(tooOftenMessage('上传图片', wait), wait);
    await tx.insert(uploads).values(named.map((image) => ({ name: image.name, userId, size: image.bytes.byteLength, createdAt: now })));
  });
  try {
    for (const image of named) await storage.put(image.name, image.bytes, IMAGE_CONTENT_TYPES[image.ext]);
  } catch (error) {
    await Promise.all(named.map((image) => storage.remove(image.name).catch(() => {})));
    await db.delete(uploads).where(
      inArray(
        uploads.name,
        named.map((image) => image.name),
      ),
    );
    throw error;
  }
  return named.map((image) => `/uploads/${image.name}`);
}

/** Removes a picture `storeUpload` stored whose request was then not written. */
export async function discardUpload(storage: UploadStorage, publicPath: string): Promise<void> {
  await storage.remove(publicPath.replace(/^\/uploads\//, ''));
}

/** Whether a path is one `storeUpload` hands out, so reviews only point at pictures uploaded here. */
export function isUploadPath(value: string): boolean {
  return value.startsWith('/uploads/') && isUploadName(value.slice('/uploads/'.length));
}
