import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import { FILE_NOT_FOUND, REQUEST_MALFORMED, REQUEST_TOO_LARGE, DUPLICATE_SUBMISSION, SERVER_BUSY, UNKNOWN_ENDPOINT } from '@garden/domain';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/client';
import type { AppConfig } from './env';
import { ApiError, someCause } from './platform/api-error';
import { bodySizeLimit, securityHeaders, urlLengthLimit } from './platform/hardening';
import { answerGuestRepeats } from './platform/reply-cache';
import { observeRequests } from './platform/request-log';
import { createWebPage } from './platform/web-page';
import { createAdminPage } from './platform/admin-page';
import type { AppEnv } from './platform/openapi';
import { rejectInvalid } from './platform/validation';
import { accountRoutes, addressRoutes, cardRoutes, collectionRoutes, couponRoutes, userRoutes } from './modules/account/index';
import { afterSalesRoutes } from './modules/after-sales/index';
import { serviceRoutes } from './modules/arrival-reminder/index';
import { authRoutes, createSandboxRoutes, smsRoutes } from './modules/auth/index';
import { cartRoutes } from './modules/cart/index';
import { categoryRoutes, goodsRoutes, homeRoutes, rankRoutes, searchEngineRoutes, searchRoutes } from './modules/catalogue/index';
import { checkoutRoutes } from './modules/checkout/index';
import { finderRoutes } from './modules/finder/index';
import { operatorRoutes } from './modules/operators/index';
import { healthRoutes, metricsRoutes } from './modules/monitoring/index';
import { orderRoutes } from './modules/orders/index';
import { parcelRoutes } from './modules/parcel/index';
import { payRoutes, paySandboxRoutes } from './modules/payments/index';
import { commentRoutes, orderReviewRoutes } from './modules/reviews/index';
import { tradeCatalogueRoutes } from './modules/trade-catalogue/index';
import { uploadRoutes } from './modules/uploads/index';
import { mountDocs } from './platform/docs';
import { isSandboxGateway } from './integrations/payments-sandbox';
import { openUploadStorage } from './platform/open-upload-storage';
import { publicMedia } from './platform/public-media';
import { envelopeJson } from './platform/envelope';
import { isUploadName, PICTURE_CACHE_CONTROL, uploadHeaders } from './platform/upload-storage';

export interface CreateAppOptions {
  db: Database;
  config: AppConfig;
}

/** Cache-Control of hashed build assets, of the files beside them, and of pictures. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths the API, docs and media own; anything else on GET is the web app's (SPA fallback). */
const SERVER_PATH = /^\/(robots\.txt|sitemap\.xml|sitemaps|v\d+|api|uploads|media|__sandbox|admin|healthz|readyz|metrics)(\/|$)/;

/** Chinese texts for HTTP errors raised by the framework itself (bad media type, malformed body). */
const HTTP_ERROR_TEXTS: Partial<Record<number, string>> = {
  404: UNKNOWN_ENDPOINT,
  413: REQUEST_TOO_LARGE,
  415: '不支持的请求格式',
};

/** Whether a request failed because its client went away mid-body (cut off by a server limit, or gone). */
function isClientGone(error: unknown, request: Request): boolean {
  return request.signal.aborted || someCause(error, ({ code }) => code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE');
}

/** Whether an error (or its cause, as drizzle wraps driver errors) is PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  return someCause(error, ({ code }) => code === '23505');
}

/**
 * Builds the shop's HTTP app on an open, migrated database; it neither listens nor keeps globals,
 * so tests call `app.request()` and the server wraps it in `@hono/node-server`.
 */
export function createApp({ db, config }: CreateAppOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalid });
  const uploads = openUploadStorage({ kind: config.storage, db, dataDir: config.dataDir, now: config.now, s3: config.s3 });
  // A CDN before the bucket: only once the uploads are in the bucket (`garden storage migrate` fills it before the switch).
  const media = config.storage === 's3' && config.s3?.publicBaseUrl ? publicMedia(config.s3.publicBaseUrl) : undefined;
  // First, so that every reply, refusals by the limits too, has its request id and log line.
  app.use(observeRequests(config.trustedProxies));
  app.use(securityHeaders(media?.origin));
  const { workerName } = config;
  if (workerName) {
    app.use(async (c, next) => {
      await next();
      // On the reply itself: c.header() on an answered context would copy the reply into a web stream.
      c.res.headers.set('X-Garden-Worker', workerName);
    });
  }
  app.use(urlLengthLimit);
  app.use(bodySizeLimit);
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('uploads', uploads);
    c.set('media', media);
    await next();
  });

  // ── Routes: one line per routes file in src/modules (add yours here) ──
  app.route('/', authRoutes);
  app.route('/', smsRoutes);
  app.route('/', userRoutes);
  app.route('/', accountRoutes);
  app.route('/', tradeCatalogueRoutes);
  app.route('/', finderRoutes);
  app.route('/', categoryRoutes);
  app.route('/', searchRoutes);
  app.route('/', goodsRoutes);
  app.route('/', homeRoutes);
  app.route('/', couponRoutes);
  app.route('/', collectionRoutes);
  app.route('/', rankRoutes);
  app.route('/', serviceRoutes);
  app.route('/', commentRoutes);
  app.route('/', orderReviewRoutes);
  app.route('/', uploadRoutes);
  app.route('/', addressRoutes);
  app.route('/', cartRoutes);
  app.route('/', checkoutRoutes);
  app.route('/', payRoutes);
  app.route('/', cardRoutes);
  // The operator's API for the `garden` CLI; its own token, never a shopper's key.
  app.route('/', operatorRoutes);
  app.route('/', orderRoutes);
  app.route('/', afterSalesRoutes);
  app.route('/', parcelRoutes);
  app.route('/', searchEngineRoutes);
  // Liveness and readiness for the load balancer; the metrics to an operator, unless they have their own port.
  app.route('/', healthRoutes);
  if (config.metricsOn === 'operator') app.route('/', metricsRoutes);
  // The sandbox payment gateway's cashier and scan pages (README "Payment sandbox").
  if (isSandboxGateway(config.payments)) app.route('/', paySandboxRoutes);
  // ── end of routes ──

  // Sandbox helpers (README.md "Sandbox") exist only with the sandbox gateway.
  if (config.sandbox) app.route('/', createSandboxRoutes(config.sandbox));
  mountDocs(app);

  // Uploaded and seeded pictures, read-only; their names are never reused, so browsers keep them a week.
  // An upload is sent with the type its bytes showed when it was taken (gif, jpeg or png; storefront §5),
  // never the client's claim or a guess from the bytes now, and inline under its own random name: with
  // nosniff and the sandboxing policy (platform/hardening.ts) no upload can run as a page, whatever it holds.
  // With a CDN before the bucket (`GARDEN_S3_PUBLIC_URL`) the replies name the CDN's addresses, and an address
  // on the shop kept from before (a bookmark, a search engine) sends the browser there: the shop serves no bytes.
  app.get('/uploads/*', async (c) => {
    const name = c.req.path.slice('/uploads/'.length);
    if (media && isUploadName(name)) {
      c.header('Cache-Control', PICTURE_CACHE_CONTROL);
      return c.redirect(media.urlOf(name), 302);
    }
    const file = await uploads.get(name);
    if (!file) return c.json({ code: 404, msg: FILE_NOT_FOUND, data: null }, 404);
    return c.body(file.bytes, 200, { ...uploadHeaders(name), 'Content-Type': file.type });
  });
  // Seed media stay files: the seed draws them into each instance's own data folder (README "Running in production").
  app.use('/media/*', serveStatic({ root: config.dataDir, onFound: (_file, c) => c.header('Cache-Control', PICTURE_CACHE_CONTROL) }));

  // The back office: its own build and page at /admin/ (platform/admin-page.ts); a clear page while it is not built.
  const adminPage = createAdminPage(config.adminDir);
  app.get('/admin', adminPage);
  app.get('/admin/*', adminPage);

  if (config.webDir) {
    const webDir = config.webDir;
    // Built assets carry a content hash in their names: cached for good, sent as the build's .br/.gz.
    // The page itself (platform/web-page.ts) is revalidated on every visit, so a new build is seen at once.
    const assets = serveStatic({
      root: webDir,
      precompressed: true,
      onFound: (file, c) => c.header('Cache-Control', file.includes('/assets/') ? IMMUTABLE : REVALIDATE),
    });
    const page = createWebPage(webDir, (url) => Promise.resolve(app.request(url)), config.publicOrigin);
    app.use('*', async (c, next) => (SERVER_PATH.test(c.req.path) ? next() : assets(c, next)));
    app.get('*', async (c, next) => (SERVER_PATH.test(c.req.path) ? next() : page(c)));
  }

  app.notFound((c) => c.json({ code: 404, msg: UNKNOWN_ENDPOINT, data: null }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // A body refused for its size is not read: the connection is closed after the answer, not drained.
      if (error.httpStatus === 413) c.header('Connection', 'close');
      const retryAfter = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
      // Through the envelope's text, as a success is: a refusal's data may name a picture (a sold-out line's thumbnail).
      const json = envelopeJson(c, { code: error.code, msg: error.msg, data: error.data });
      return c.body(json, error.httpStatus, { 'Content-Type': 'application/json', ...retryAfter });
    }
    if (isUniqueViolation(error)) return c.json({ code: 409, msg: DUPLICATE_SUBMISSION, data: null }, 409);
    if (error instanceof HTTPException && error.status < 500) {
      const msg = HTTP_ERROR_TEXTS[error.status] ?? REQUEST_MALFORMED;
      return c.json({ code: error.status, msg, data: null }, error.status);
    }
    // Nobody is left to answer, and it is no fault of ours: not logged as one.
    if (isClientGone(error, c.req.raw)) return c.json({ code: 400, msg: REQUEST_MALFORMED, data: null }, 400);
    config.logError(error);
    return c.json({ code: 500, msg: SERVER_BUSY, data: null }, 500);
  });
  // A guest's repeated catalogue read is answered before Hono runs, with the headers the app gave that same
  // request (platform/reply-cache.ts): a header that depends on more than the address and X-Forwarded-Proto must
  // be taught there.
  const repeats = answerGuestRepeats(app.fetch, db, config.trustedProxies);
  app.fetch = repeats.fetch;
  return Object.assign(app, { answerAtOnce: repeats.answerAtOnce });
}
