import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LevelWithSilent } from 'pino';
import type { Database } from './db/client';
import { sandboxCourier, type CourierTracker } from './integrations/courier';
import type { PaymentProvider } from './integrations/payments';
import { createSandboxPayouts, SANDBOX_PAYEES, type PayoutProvider } from './integrations/payouts';
import type { ShopMode } from './integrations/shop-mode';
import { createSandboxGateway } from './integrations/payments-sandbox';
import { createSandbox, type Sandbox } from './integrations/sandbox';
import type { SmsGateway } from './integrations/sms';
import { observeCourier, observePayments, observePayouts, observeSms } from './integrations/observed';
import { LOG_LEVELS, logError } from './platform/logger';
import type { S3Settings } from './platform/s3-storage';
import type { StorageKind } from './platform/upload-storage';

/** Everything the app needs besides its database; tests build one with `createConfig`. */
export interface AppConfig {
  /** Data folder: seed media, the operator token, and uploads in `<dataDir>/uploads` when `storage` is `folder`. */
  dataDir: string;
  /** Where uploaded pictures are kept: the data folder (one instance), the shared database or S3 (`GARDEN_STORAGE`). */
  storage: StorageKind;
  /** The S3-compatible bucket (`GARDEN_S3_*`): where `storage` `s3` keeps uploads, and where `garden storage migrate` copies them. */
  s3?: S3Settings;
  /** The clock; tests move it to expire sessions, codes and locks without sleeping. */
  now: () => Date;
  /** The SMS gateway: the sandbox's outbox unless a real one is configured. */
  sms: SmsGateway;
  /** Present in sandbox mode: keeps SMS and captcha answers readable through /__sandbox routes. */
  sandbox?: Sandbox;
  /** Alipay and WeChat Pay: the sandbox gateway (its secret and books in the shop's database) unless real ones are configured. */
  payments: PaymentProvider;
  /**
   * The shop's public origin (`GARDEN_PUBLIC_URL`), on which payment links are built: never the Host a request
   * names, which anyone can set. Tests' default is `http://localhost`, the origin `app.request()` uses.
   */
  publicOrigin: string;
  /** Paying withdrawals out (Alipay transfer): the sandbox's unless configured; null when the shop has none (then refused). */
  payouts: PayoutProvider | null;
  /** Courier tracking: the sandbox's believable events unless a real tracker is configured. */
  courier: CourierTracker;
  /** Sandbox (the demo) or production, where main.ts configured the real providers (README "Running in production"). */
  mode: ShopMode;
  /** A login key unused this long answers 2004. */
  sessionIdleMs: number;
  /** A login key this old answers 2004 however active it is. */
  sessionMaxAgeMs: number;
  /** The built web app to serve with SPA fallback, when present. */
  webDir?: string;
  /** The built back office (apps/admin/dist) served at /admin/; absent or not built, /admin/ says how to build it. */
  adminDir?: string;
  /** Where unexpected errors are reported. */
  logError: (error: unknown) => void;
  /** The operator token (`<dataDir>/operator-token`) the `/v1/operator/*` calls need; absent, they refuse every call. */
  operatorToken?: string;
  /**
   * The load balancers in front (`GARDEN_TRUSTED_PROXIES`): from these socket addresses `X-Forwarded-For`
   * names the client, so the per-IP limits count shoppers and not the proxy (platform/client-ip.ts).
   */
  trustedProxies: string[];
  /**
   * Where `GET /metrics` is served (`GARDEN_METRICS_PORT`): `operator`, on the shop's port to an operator whose
   * role holds the `shop` permission; `port`, only on its own port (main.ts), so the shop's port answers 404.
   */
  metricsOn: 'operator' | 'port';
  /** True from a stop signal on, while the requests in flight finish: `/readyz` answers 503 (main.ts). */
  isDraining: () => boolean;
  /** Cluster mode (`GARDEN_WORKERS`): names the worker in an `X-Garden-Worker` header, so an operator sees who answered. */
  workerName?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A config with the shop's defaults (7 days idle, 30 days at most), overridden by `overrides`.
 * Without an SMS gateway or payment provider the sandbox is one (outside services sandboxed by default); the
 * sandbox payment gateway keeps its secret and books in `db`, the shop's database, which every instance shares.
 */
export function createConfig(overrides: Partial<AppConfig> & Pick<AppConfig, 'dataDir'> & { db: Database }): AppConfig {
  const { sms, sandbox, db, ...rest } = overrides;
  const publicOrigin = overrides.publicOrigin ?? 'http://localhost';
  const defaults = {
    publicOrigin,
    payments: overrides.payments ?? createSandboxGateway(db, publicOrigin),
    courier: sandboxCourier,
    payouts: createSandboxPayouts(SANDBOX_PAYEES) as PayoutProvider | null,
    mode: 'sandbox' as const,
    storage: 'folder' as const,
    trustedProxies: [] as string[],
    metricsOn: 'operator' as const,
    isDraining: () => false,
    now: () => new Date(),
    sessionIdleMs: 7 * DAY_MS,
    sessionMaxAgeMs: 30 * DAY_MS,
    logError,
  };
  const box = sms ? undefined : (sandbox ?? createSandbox());
  const config: AppConfig = { ...defaults, ...rest, ...(box ? { sms: box.sms, sandbox: box } : { sms: sms as SmsGateway, sandbox }) };
  // Every outside call is logged and counted (integrations/observed.ts), the sandbox's as the real ones.
  return {
    ...config,
    sms: observeSms(config.sms),
    payments: observePayments(config.payments),
    courier: observeCourier(config.courier),
    payouts: config.payouts && observePayouts(config.payouts),
  };
}

/** The app folder (apps/api), whatever the working directory: this file is in src/, the built server in dist/. */
export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** The process environment the server reads at start (README.md "Environment"). */
export interface ServerEnv {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  storage: StorageKind;
  s3?: S3Settings;
  trustedProxies: string[];
  /** The operator token from `GARDEN_OPERATOR_TOKEN`, for instances that share one without copying the file. */
  operatorToken?: string;
  /** Worker processes for cluster mode (`GARDEN_WORKERS`: a number, or `auto`); unset: one process. */
  workers?: number;
  /** `GARDEN_PUBLIC_URL`, the origin shoppers open the shop at; unset: `http://localhost:<PORT>`. */
  publicOrigin: string;
  /** `LOG_LEVEL`: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: LevelWithSilent;
  /** `GARDEN_METRICS_PORT`: `/metrics` only on this port (unauthenticated, for Prometheus); unset: on the shop's port to an operator. */
  metricsPort?: number;
  /** `GARDEN_METRICS_HOST`: the address the metrics port listens on (default 127.0.0.1, this machine only). */
  metricsHost: string;
  /**
   * `GARDEN_STOP_NOTICE_SECONDS` (0 to 120, default 0): after a stop signal, how long the server goes on serving
   * while `/readyz` answers 503, so a load balancer probing it stops sending before connections are refused.
   */
  stopNoticeSeconds: number;
}

/**
 * Reads `PORT` (8080), `DATA_DIR` (apps/api/data), `DATABASE_URL` (unset: embedded PGlite),
 * `GARDEN_STORAGE` (`folder`, or `database` or `s3` for several instances; `GARDEN_S3_*` name the bucket),
 * `GARDEN_TRUSTED_PROXIES` (comma-separated addresses of the load balancers in front) and `GARDEN_WORKERS`
 * (a number of worker processes, or `auto` for one per core), `GARDEN_OPERATOR_TOKEN` (instead of the
 * data folder's `operator-token` file), `GARDEN_PUBLIC_URL` (the shop's public origin), `LOG_LEVEL` and
 * `GARDEN_METRICS_PORT` / `GARDEN_METRICS_HOST` (where `/metrics` is served) and `GARDEN_STOP_NOTICE_SECONDS`.
 */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const storage = env.GARDEN_STORAGE || 'folder';
  if (storage !== 'folder' && storage !== 'database' && storage !== 's3')
    throw new Error(`GARDEN_STORAGE must be folder, database or s3, got ${storage}`);
  const s3 = readS3Settings(env);
  if (storage === 's3' && !s3)
    throw new Error('GARDEN_STORAGE=s3 needs GARDEN_S3_BUCKET (and GARDEN_S3_REGION, GARDEN_S3_ENDPOINT… README "Running in production")');
  const trustedProxies = (env.GARDEN_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const notAddress = trustedProxies.find((address) => isIP(address) === 0);
  if (notAddress) throw new Error(`GARDEN_TRUSTED_PROXIES must list IP addresses separated by commas, got ${notAddress}`);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(appRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    storage,
    s3,
    trustedProxies,
    workers: readWorkers(env.GARDEN_WORKERS),
    operatorToken: readOperatorToken(env.GARDEN_OPERATOR_TOKEN),
    publicOrigin: readPublicOrigin(env.GARDEN_PUBLIC_URL, port),
    logLevel: readLogLevel(env.LOG_LEVEL),
    metricsPort: readMetricsPort(env.GARDEN_METRICS_PORT, port),
    metricsHost: env.GARDEN_METRICS_HOST?.trim() || '127.0.0.1',
    stopNoticeSeconds: readStopNotice(env.GARDEN_STOP_NOTICE_SECONDS),
  };
}

/** `GARDEN_STOP_NOTICE_SECONDS`: whole seconds, at most two minutes (a stop must not hang on a typo); unset, 0. */
function readStopNotice(value: string | undefined): number {
  if (!value?.trim()) return 0;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 120)
    throw new Error(`GARDEN_STOP_NOTICE_SECONDS must be a whole number of seconds from 0 to 120, got ${value}`);
  return seconds;
}

/** `LOG_LEVEL`, one of pino's levels; unset: info. */
function readLogLevel(value: string | undefined): LevelWithSilent {
  const level = (value?.trim().toLowerCase() || 'info') as LevelWithSilent;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${value}`);
  return level;
}

/** `GARDEN_METRICS_PORT`: a port other than the shop's; unset or empty, none. */
function readMetricsPort(value: string | undefined, shopPort: number): number | undefined {
  if (!value?.trim()) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535 || port === shopPort)
    throw new Error(`GARDEN_METRICS_PORT must be a port number other than PORT (${shopPort}), got ${value}`);
  return port;
}

/** `GARDEN_PUBLIC_URL`: an origin (scheme, host, optional port; one trailing slash tolerated); unset, this machine's `PORT`. */
export function readPublicOrigin(value: string | undefined, port: number): string {
  const origin = value?.trim().replace(/\/$/, '');
  if (!origin) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/?#\s]+$/.test(origin) || new URL(origin).origin !== origin.toLowerCase())
    throw new Error(`GARDEN_PUBLIC_URL must be an origin such as https://shop.example.com, got ${value}`);
  return origin.toLowerCase();
}

/** `GARDEN_WORKERS`: unset or empty is one process; `auto` is one worker per core the machine offers. */
function readWorkers(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (value === 'auto') return availableParallelism();
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256)
    throw new Error(`GARDEN_WORKERS must be a number of workers (1-256) or auto, got ${value}`);
  return workers;
}

/** The operator token holds the whole operator API: one shorter than the file's own (43 characters) is refused. */
function readOperatorToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 32) throw new Error('GARDEN_OPERATOR_TOKEN must be at least 32 characters (e.g. `openssl rand -base64 32`)');
  return token;
}

/**
 * The bucket from `GARDEN_S3_BUCKET`, `GARDEN_S3_REGION` (us-east-1), `GARDEN_S3_ENDPOINT` (unset: AWS),
 * `GARDEN_S3_PATH_STYLE` (`true` for MinIO), `GARDEN_S3_ACCESS_KEY_ID` and `GARDEN_S3_SECRET_ACCESS_KEY` (unset: the
 * SDK's own chain) and `GARDEN_S3_PUBLIC_URL` (a CDN); undefined without a bucket.
 */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.GARDEN_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const url = (name: string) => {
    const value = env[name]?.trim();
    if (value && !/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} must be an http(s) address, got ${value}`);
    return value || undefined;
  };
  const pathStyle = env.GARDEN_S3_PATH_STYLE?.trim() || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`GARDEN_S3_PATH_STYLE must be true or false, got ${pathStyle}`);
  const accessKeyId = env.GARDEN_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.GARDEN_S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey) throw new Error('GARDEN_S3_ACCESS_KEY_ID and GARDEN_S3_SECRET_ACCESS_KEY are set together, or neither');
  return {
    bucket,
    region: env.GARDEN_S3_REGION?.trim() || 'us-east-1',
    endpoint: url('GARDEN_S3_ENDPOINT'),
    pathStyle: pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicBaseUrl: url('GARDEN_S3_PUBLIC_URL'),
  };
}
