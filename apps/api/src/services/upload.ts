import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPE_INVALID, validateImageFile } from '@garden/domain';
import { badRequest } from '../lib/api-error';

/** The picture types accepted, told by their first bytes, never by name or declared type. */
const SIGNATURES = [
  { ext: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

export type ImageExtension = (typeof SIGNATURES)[number]['ext'];

/** The image type of a file's bytes, or undefined when it is not a gif, jpeg or png. */
export function sniffImageType(bytes: Uint8Array): ImageExtension | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.ext;
}

/** An uploaded picture whose bytes passed `checkImage`, ready for `storeUpload`. */
export interface CheckedImage {
  bytes: Uint8Array;
  ext: ImageExtension;
}

/** Reads an uploaded file and applies the domain's rule (type and the 1 MB limit) to the type its bytes show; 400 otherwise. */
export async function checkImage(file: File): Promise<CheckedImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = sniffImageType(bytes);
  if (!ext) throw badRequest(IMAGE_TYPE_INVALID);
  const refusal = validateImageFile({ name: file.name, type: `image/${ext}`, size: file.size });
  if (refusal) throw badRequest(refusal);
  return { bytes, ext };
}

/**
 * Stores checked image bytes under `<dataDir>/uploads/<prefix>/` with a random name and returns
 * the public path (`/uploads/...`), which the app serves read-only.
 */
export async function storeUpload(dataDir: string, prefix: string, bytes: Uint8Array, ext: ImageExtension): Promise<string> {
  const folder = path.join(dataDir, 'uploads', prefix);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
  return `/uploads/${prefix}/${name}`;
}

/** Whether a path is one `storeUpload` hands out, so reviews only point at pictures uploaded here. */
export function isUploadPath(value: string): boolean {
  return /^\/uploads\/[a-z0-9_-]{1,16}\/[0-9a-f]{32}\.(gif|jpg|png)$/.test(value);
}
