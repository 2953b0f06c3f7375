import { FILE_TOO_LARGE, IMAGE_TYPE_INVALID } from '../messages/messages';
import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../constants/shop-constants';

/** What the browser or the multipart body says about an upload. */
export interface ImageFileInfo {
  /** The file name; its extension is checked when the MIME type is missing. */
  readonly name: string;
  /** The MIME type, e.g. `image/png`; '' when unknown. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
}

const ACCEPTED: readonly string[] = IMAGE_TYPES;

/**
 * An image upload must be gif, jpeg, png or jpg (by MIME subtype, else by extension) and under 1 MB, strictly
 * fewer than 1048576 bytes (storefront §5, shopping §5 "Profile", "After-sales", §9). The API also checks the bytes.
 */
export function validateImageFile(file: ImageFileInfo): string | null {
  const subtype = file.type.startsWith('image/') ? file.type.slice('image/'.length).toLowerCase() : '';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!ACCEPTED.includes(file.type === '' ? extension : subtype)) return IMAGE_TYPE_INVALID;
  return file.size >= MAX_UPLOAD_BYTES ? FILE_TOO_LARGE : null;
}
