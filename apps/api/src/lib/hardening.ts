// What every reply carries and every request is held to, whatever the route: security headers (our own
// scripts and styles only, never framed, never sniffed) and a size limit on JSON and form bodies.
import { REQUEST_TOO_LARGE } from '@garden/domain';
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
const shopHeaders = headersOf(shopPolicy);
// The API docs page is Swagger UI: its script and styles come from the jsDelivr CDN and start inline.
const docsHeaders = headersOf({
  ...shopPolicy,
  scriptSrc: ["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net'],
});

// The quotation PDF is shown inside our own preview page (shopping §2 bkPreviewPdf), by us only.
const framedPdfHeaders = headersOf({ ...shopPolicy, frameAncestors: ["'self'"] }, 'SAMEORIGIN');

export const securityHeaders = createMiddleware(async (c, next) => {
  const headers = c.req.path === '/api/docs' ? docsHeaders : c.req.path === '/v1/catalogue/pdf' ? framedPdfHeaders : shopHeaders;
  await headers(c, next);
  // Over TLS (directly or behind a proxy that says so), browsers are told to come back only over TLS.
  if (c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto') === 'https') c.header('Strict-Transport-Security', HSTS);
});

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, REQUEST_TOO_LARGE, 413);
  },
});

/** Refuses a JSON or form body past 64 kB as soon as its length says so, before reading it. */
export const bodySizeLimit = createMiddleware(async (c, next) => {
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return next();
  return limitBody(c, next);
});
