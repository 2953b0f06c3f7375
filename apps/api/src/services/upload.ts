import { randomBytes } from 'node:crypto';
import { IMAGE_TYPE_INVALID, validateImageFile } from '@garden/domain';
import { badRequest } from '../lib/api-error';
import { IMAGE_CONTENT_TYPES, type ImageExtension, isUploadName, type UploadStorage } from './upload-storage';

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
 * Stores checked image bytes under a random name in `<prefix>/` of the upload storage, with the type its
 * bytes showed, and returns the public path (`/uploads/...`), which the app serves read-only.
 */
export async function storeUpload(storage: UploadStorage, prefix: string, bytes: Uint8Array, ext: ImageExtension): Promise<string> {
  const name = `${prefix}/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(name, bytes, IMAGE_CONTENT_TYPES[ext]);
  return `/uploads/${name}`;
}

/** Removes a picture `storeUpload` stored whose request was then not written. */
export async function discardUpload(storage: UploadStorage, publicPath: string): Promise<void> {
  await storage.remove(publicPath.replace(/^\/uploads\//, ''));
}

/** Whether a path is one `storeUpload` hands out, so reviews only point at pictures uploaded here. */
export function isUploadPath(value: string): boolean {
  return value.startsWith('/uploads/') && isUploadName(value.slice('/uploads/'.length));
}
