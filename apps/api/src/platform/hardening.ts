// What every reply carries and every request is held to, whatever the route: security headers (our own
// scripts and styles only, never framed, never sniffed), a length limit on the address and a size limit on
// every body, checked before the route (and its login check, which may read the body) runs.
import {
  FILE_TOO_LARGE,
  GOODS_SHEET_MAX_BYTES,
  GOODS_SHEET_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  REQUEST_TOO_LARGE,
  REVIEW_IMAGES_MAX,
  URL_TOO_LONG,
} from '@garden/domain';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { ApiError } from './api-error';

/** JSON and form bodies: far more than any call's fields; uploads (multipart) have their own per-picture limits. */
export const MAX_BODY_BYTES = 64 * 1024;
const HSTS = 'max-age=31536000; includeSubDomains';

const shopPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React sets style properties through the DOM; Mantine and the sandbox pages write small inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const headersOf = (contentSecurityPolicy: Record<string, string[]>, xFrameOptions = 'DENY') =>
  secureHeaders({ contentSecurityPolicy, xFrameOptions, referrerPolicy: 'strict-origin-when-cross-origin', strictTransportSecurity: false });

/**
 * The back office (/admin/, platform/admin-page.ts): the shop's policy (its own scripts and styles only, calls to
 * its own origin, never framed), and less: no media, no blob pictures, no frames, no workers. Scripts are only the
 * build's files, never inline. Styles keep 'unsafe-inline': Mantine writes its theme's CSS variables in a <style>
 * element and sets style attributes from its props, and the page carries no nonce (it is the build's file as it is).
 */
export const ADMIN_POLICY = {
  ...shopPolicy,
  imgSrc: ["'self'", 'data:'],
  mediaSrc: ["'none'"],
  frameSrc: ["'none'"],
  workerSrc: ["'none'"],
};

/** The pages' headers, their pictures also from `pictureOrigin`: the CDN the replies name uploads on (platform/public-media.ts). */
function pageHeaders(pictureOrigin: string | undefined) {
  const cdn = pictureOrigin ? [pictureOrigin] : [];
  const shop = { ...shopPolicy, imgSrc: [...shopPolicy.imgSrc, ...cdn] };
  return {
    // The API docs page (Swagger UI, served from our own origin: platform/docs.ts) is held to it too.
    shop: headersOf(shop),
    admin: headersOf({ ...ADMIN_POLICY, imgSrc: [...ADMIN_POLICY.imgSrc, ...cdn] }),
    // The quotation PDF is shown inside our own preview page (shopping §2 bkPreviewPdf), by us only.
    framedPdf: headersOf({ ...shop, frameAncestors: ["'self'"] }, 'SAMEORIGIN'),
  };
}

/**
 * Uploaded files are pictures for `<img>`; opened as a page they get no script, no style, no plugin and a
 * unique origin (`sandbox`), so even a file that is also valid HTML or SVG after its picture header is inert.
 */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; sandbox";

/**
 * A JSON reply is data, never a page: opened as a document it loads nothing and is never framed, and other
 * origins cannot embed it (OWASP REST Security Cheat Sheet, "Security Headers"). The rest of the page set
 * (opener and referrer policies, prefetch, download and cross-domain switches) governs documents only, and
 * its 600 bytes were half the size of a small reply's headers.
 */
export const DATA_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

const nothingNext = async () => {};

/** The back office's pages and files: /admin and everything under /admin/. */
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The security headers of every reply; the pages let pictures come from `pictureOrigin` too. Every header goes
 * on the answered reply itself, as secureHeaders does: c.header() on an answered context copies the reply into a
 * web stream, which is then what gets sent.
 */
export function securityHeaders(pictureOrigin?: string) {
  const pages = pageHeaders(pictureOrigin);
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (headers.get('content-type')?.startsWith('application/json')) {
      for (const [name, value] of DATA_HEADERS) headers.set(name, value);
    } else {
      // Hono's secureHeaders sets its headers once the handler has answered, so it runs here on the answer.
      const page = c.req.path === '/v1/catalogue/pdf' ? pages.framedPdf : isAdminPath(c.req.path) ? pages.admin : pages.shop;
      await page(c, nothingNext);
    }
    if (c.req.path.startsWith('/uploads/')) headers.set('Content-Security-Policy', UPLOAD_POLICY);
    // Over TLS (directly or behind a proxy that says so), browsers are told to come back only over TLS.
    if (c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto') === 'https') headers.set('Strict-Transport-Security', HSTS);
  });
}

/** The form fields around the pictures of a multipart body. */
const FORM_FIELDS_BYTES = 64 * 1024;

/**
 * The multipart bodies that carry pictures, by path, and how large each may be: up to 9 pictures of
 * under 1 MB each on the upload calls (storefront §5, shopping §5 "Review"; the back office's), one on the profile's avatar
 * and on an after-sales request (shopping §5 "Profile", "After-sales"). Every other body is 64 kB at most.
 */
export const PICTURE_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/v1/upload': REVIEW_IMAGES_MAX * MAX_UPLOAD_BYTES + FORM_FIELDS_BYTES,
  '/v1/operator/upload': REVIEW_IMAGES_MAX * MAX_UPLOAD_BYTES + FORM_FIELDS_BYTES,
  '/v1/user/edit': MAX_UPLOAD_BYTES + FORM_FIELDS_BYTES,
  '/v1/order/refund': MAX_UPLOAD_BYTES + FORM_FIELDS_BYTES,
};

/** The multipart bodies of the back office's spreadsheet imports (goods, batch shipping): one file, 8 MB at most. */
export const SHEET_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/v1/operator/goods/import': GOODS_SHEET_MAX_BYTES + FORM_FIELDS_BYTES,
  '/v1/operator/orders/ship-sheet': GOODS_SHEET_MAX_BYTES + FORM_FIELDS_BYTES,
};

const refuse = (message: string) => () => {
  throw new ApiError(413, message, 413);
};
const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuse(REQUEST_TOO_LARGE) });
/** Each multipart path's limit, the message a body past it answers, and the counting middleware for it. */
const uploadLimits = new Map(
  [
    ...Object.entries(PICTURE_BODY_LIMITS).map(([path, maxSize]) => [path, maxSize, FILE_TOO_LARGE] as const),
    ...Object.entries(SHEET_BODY_LIMITS).map(([path, maxSize]) => [path, maxSize, GOODS_SHEET_TOO_LARGE] as const),
  ].map(([path, maxSize, message]) => [path, { maxSize, message, limit: bodyLimit({ maxSize, onError: refuse(message) }) }]),
);

/**
 * Refuses a body past its limit (64 kB; a multipart body of pictures, their worth; the goods spreadsheet, its own)
 * as soon as its declared length says so, before reading it; a body without a length is counted as it arrives and
 * cut off at the limit, so no request holds more than its limit in memory.
 */
export const bodySizeLimit = createMiddleware(async (c, next) => {
  // No body to limit. Only a body of unknown length needs counting; asking for the body (bodyLimit's first
  // step) would turn node-server's lightweight request into a whole web Request with a stream, costing more
  // than the rest of a small request, and the body would then be read through that stream.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  const upload = multipart ? uploadLimits.get(c.req.path) : undefined;
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    // As bodyLimit decides a declared length: by the header alone, before a byte of the body is read.
    if (Number.parseInt(declared || '0', 10) > (upload?.maxSize ?? MAX_BODY_BYTES)) refuse(upload?.message ?? REQUEST_TOO_LARGE)();
    return next();
  }
  return (upload?.limit ?? limitBody)(c, next);
});

/**
 * The longest address (path and query) answered: far more than any call sends (the longest are search and
 * filter queries of a few hundred characters), and well inside Node's 16 kB for the request's head.
 */
export const MAX_URL_CHARS = 8 * 1024;

/** Answers 414 with the envelope for an address past `MAX_URL_CHARS`, before any route parses its query. */
export const urlLengthLimit = createMiddleware(async (c, next) => {
  const url = c.req.raw.url;
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  if (pathStart >= 0 && url.length - pathStart > MAX_URL_CHARS) throw new ApiError(414, URL_TOO_LONG, 414);
  return next();
});
