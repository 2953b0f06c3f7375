import { isLocalPath } from '../validation/is-local-path';

/**
 * The tags a goods description keeps (storefront §3 "Product detail", tab 0): headings, paragraphs, lists,
 * emphasis, quotes, links and pictures, what the back office's rich-text editor makes. Anything else (scripts,
 * frames, forms, styles) is dropped with its content or unwrapped by the server's sanitiser.
 */
export const DESCRIPTION_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'a',
  'img',
] as const;

/** The attributes each tag keeps: no `style`, no `class`, no event handler on any tag. */
export const DESCRIPTION_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
};

/** Where a description's pictures may live: the shop's seed files and its uploads (`/v1/operator/upload`). */
const PICTURE_FOLDERS = ['/media/', '/uploads/'];

/**
 * Whether a description picture's `src` is one of the shop's own files: a local path (`isLocalPath`, so no
 * other host) under `/media/` or `/uploads/`, so a picture can neither track the shopper elsewhere nor call
 * one of the shop's own actions.
 */
export function isDescriptionPicture(src: string): boolean {
  return isLocalPath(src) && PICTURE_FOLDERS.some((folder) => src.startsWith(folder)) && !src.includes('..');
}

/** Whether a description link goes somewhere a shopper may be sent: a page of the shop, or an http(s) address. */
export function isDescriptionLink(href: string): boolean {
  return isLocalPath(href) || /^https?:\/\/[^\s\\]+$/i.test(href);
}
